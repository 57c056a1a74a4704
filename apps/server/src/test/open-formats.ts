/**
 * Test helpers over the shared format definitions (../shared/formats from the repository root):
 * the openEPD JSON Schema through Ajv (draft-07) and the ILCD+EPD XSD through xmllint, offline.
 * Only tests import this file; the definitions are read where they are, never copied.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

/** The repository root (this file is apps/server/src/test/open-formats.ts). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const FORMATS_DIR = path.resolve(REPO_ROOT, '../shared/formats');

/** A validator of openEPD documents: true, or Ajv's errors as text. */
export const openEpdValidator = () => {
  const schema = JSON.parse(
    fs.readFileSync(path.join(FORMATS_DIR, 'openepd/openepd-epd-v0.schema.json'), 'utf8'),
  ) as object;
  const ajv = new Ajv({ strict: false, allErrors: true });
  // ajv-formats is CommonJS: its default export arrives as the module or as its `default`.
  const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
    a: Ajv,
  ) => void;
  addFormats(ajv);
  const validate = ajv.compile(schema);
  return (doc: unknown): true | string =>
    validate(doc) ? true : ajv.errorsText(validate.errors, { separator: '\n' });
};

/**
 * Validates ILCD+EPD documents against EPD_DataSet.xsd with xmllint (Debian's libxml2-utils),
 * without the network (the catalog maps the W3C xml: schema to a local copy). Answers each
 * file's failure text, or an empty list when all validate.
 */
export const validateIlcd = (documents: Record<string, string>): string[] => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ilcd-'));
  const files = Object.entries(documents).map(([name, xml]) => {
    const file = path.join(dir, `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.xml`);
    fs.writeFileSync(file, xml);
    return file;
  });
  try {
    execFileSync(
      'xmllint',
      [
        '--nonet',
        '--noout',
        '--schema',
        path.join(FORMATS_DIR, 'ilcd-epd/schemas/EPD_DataSet.xsd'),
        ...files,
      ],
      {
        env: { ...process.env, XML_CATALOG_FILES: path.join(FORMATS_DIR, 'ilcd-epd/catalog.xml') },
        stdio: 'pipe',
      },
    );
    return [];
  } catch (err) {
    const text = String((err as { stderr?: Buffer }).stderr ?? err);
    return text.split('\n').filter((line) => line.trim() && !line.endsWith(' validates'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * Parses openEPD documents with the official `openepd` library (../shared/formats/openepd/python,
 * on Debian's Python with python3-pydantic), the reader EC3 and other consumers use: for each
 * document, null when the library accepts it, else its validation error text. The accepted
 * documents come back as the library serialises them (by alias), to compare what it read.
 */
export const parseWithOpenEpdLibrary = (documents: unknown[]): { error: string | null; read: unknown }[] => {
  const script = [
    'import json, sys',
    'from openepd.model.epd import Epd',
    'out = []',
    'for doc in json.load(sys.stdin):',
    '    try:',
    '        out.append({"error": None, "read": json.loads(Epd.parse_obj(doc).json(by_alias=True, exclude_unset=True))})',
    '    except Exception as e:',
    '        out.append({"error": str(e), "read": None})',
    'print(json.dumps(out))',
  ].join('\n');
  const answer = execFileSync('/usr/bin/python3', ['-c', script], {
    input: JSON.stringify(documents),
    env: { ...process.env, PYTHONPATH: path.join(FORMATS_DIR, 'openepd/python') },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(answer) as { error: string | null; read: unknown }[];
};
