import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The lint's rule of one way into a transaction (scripts/transact-only.grit, wired in biome.json):
 * the repository's own Biome configuration, copied into a folder of its own with a few planted
 * files, flags every transaction the server opens anywhere but platform/db/transact.ts.
 */
const REPO = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(REPO, 'node_modules', '.bin', 'biome');

const planted: string[] = [];
afterEach(() => {
  for (const root of planted.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** The `file:line` of each plugin diagnostic Biome's lint reports for `files`, in the repository's setup. */
const flagged = (files: Record<string, string>) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'transact-only-'));
  planted.push(root);
  const config = JSON.parse(fs.readFileSync(path.join(REPO, 'biome.json'), 'utf8'));
  delete config.$schema;
  // The planted folder is no git work tree.
  config.vcs = { enabled: false };
  fs.writeFileSync(path.join(root, 'biome.json'), JSON.stringify(config));
  for (const plugin of config.plugins ?? []) {
    const from = typeof plugin === 'string' ? plugin : plugin.path;
    fs.mkdirSync(path.dirname(path.join(root, from)), { recursive: true });
    fs.copyFileSync(path.join(REPO, from), path.join(root, from));
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  let out: string;
  try {
    out = execFileSync(BIOME, ['lint', '--reporter=json', '.'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (err) {
    // Biome ends with 1 when it found errors; its report is on stdout all the same.
    out = (err as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as {
    diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
  };
  return report.diagnostics
    .filter((d) => d.category === 'plugin')
    .map((d) => `${d.location.path}:${d.location.start.line}`)
    .sort();
};

const S = 'apps/server/src';
const KYSELY = "import type { Kysely } from 'kysely';\n";

describe('the lint opens transactions only through transact (scripts/transact-only.grit)', () => {
  it('flags a transaction a module opens itself, in each form Kysely offers', () => {
    expect(
      flagged({
        [`${S}/modules/x/x.service.ts`]:
          KYSELY +
          'export const a = (db: Kysely<object>) => db.transaction().execute(async (trx) => trx);\n' +
          'export const b = (deps: { db: Kysely<object> }) =>\n' +
          "  deps.db.transaction().setIsolationLevel('serializable').execute(async () => 1);\n" +
          'export const c = (db: Kysely<object>) => db.startTransaction().execute();\n',
        [`${S}/cli/y.ts`]:
          'export const d = (sqlite: { transaction(f: () => void): void }) =>\n' +
          '  sqlite.transaction(() => {});\n',
      }),
    ).toEqual([
      `${S}/cli/y.ts:2`,
      `${S}/modules/x/x.service.ts:2`,
      `${S}/modules/x/x.service.ts:4`,
      `${S}/modules/x/x.service.ts:5`,
    ]);
  });

  it('leaves transact itself, calls of transact, tests and code outside the server alone', () => {
    const opens = `${KYSELY}export const a = (db: Kysely<object>) => db.transaction().execute(async (trx) => trx);\n`;
    expect(
      flagged({
        [`${S}/platform/db/transact.ts`]: opens,
        [`${S}/modules/x/x.test.ts`]: opens,
        [`${S}/modules/x/x.service.ts`]:
          `${KYSELY}import { transact } from '../../platform/db/transact.ts';\n` +
          'export const a = (db: Kysely<object>) => transact(db, async (trx) => trx);\n' +
          'export const b = (row: { transaction: number }) => row.transaction;\n',
        'scripts/bench.ts': opens,
      }),
    ).toEqual([]);
  });
});
