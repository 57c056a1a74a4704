import fs from 'node:fs';
import path from 'node:path';
import {
  AUDIT_ACTIONS,
  DICT_TYPES,
  isTextKey,
  OPERATOR_ROLES,
  TEMPLATE_CODES,
  TEXTS,
} from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });

const files = sourceFiles(import.meta.dirname).map((file) => ({
  file: path.relative(import.meta.dirname, file),
  text: fs.readFileSync(file, 'utf8'),
}));

/** Every literal key the source hands to t(...), and every quoted string shaped like a catalogue key. */
const usedKeys = () => {
  const found = new Map<string, string>();
  for (const { file, text } of files) {
    for (const match of text.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g)) found.set(match[2] ?? '', file);
    for (const match of text.matchAll(
      /(['"])((?:console|common|validation|http|error)\.[A-Za-z0-9_.]+)\1/g,
    )) {
      found.set(match[2] ?? '', file);
    }
  }
  return found;
};

/** The keys a pattern's first group captures, across the console's source. */
const keysMatching = (pattern: RegExp) =>
  new Set(files.flatMap(({ text }) => [...text.matchAll(pattern)].map((match) => match[1] ?? '')));

describe('console texts', () => {
  it('finds the keys it checks (the scan itself works)', () => {
    const keys = usedKeys();
    expect(keys.size).toBeGreaterThan(40);
    expect(keys.has('console.login.submit')).toBe(true);
  });

  it('uses only keys that exist in the contract catalogue, with both languages filled', () => {
    const missing = [...usedKeys()]
      .filter(([key]) => !isTextKey(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
    for (const [key] of usedKeys()) {
      const pair = TEXTS[key as keyof typeof TEXTS];
      expect(pair[0].trim(), key).not.toBe('');
      expect(pair[1].trim(), key).not.toBe('');
    }
  });

  it("heads table columns with short labels, not a form field's label or hint", () => {
    const headers = keysMatching(/(?:\btitle: |timeColumn\(\s*'[^']+',\s*)t\(\s*'([^']+)'/g);
    const hints = keysMatching(/\b(?:extra|tooltip|hint)(?:=\{?|: )\s*(?:t\(\s*)?'([^']+)'/g);
    expect(headers.size).toBeGreaterThan(40);
    expect(hints.has('console.pcrs.registerNoHint')).toBe(true);
    const wrong = [...headers].filter((key) => {
      if (hints.has(key)) return true;
      const [zh, en] = TEXTS[key as keyof typeof TEXTS] ?? ['', ''];
      return /可空|可选/.test(zh) || /\boptional\b/i.test(en);
    });
    expect(wrong).toEqual([]);
  });

  it('has a label for every role and every audit action the console names', () => {
    for (const role of OPERATOR_ROLES) expect(isTextKey(`console.role.${role}`), role).toBe(true);
    for (const action of AUDIT_ACTIONS) expect(isTextKey(`console.action.${action}`), action).toBe(true);
  });

  it('names every dictionary and every application template it lists', () => {
    for (const type of DICT_TYPES) expect(isTextKey(`console.dicts.name.${type}`), type).toBe(true);
    for (const code of TEMPLATE_CODES) expect(isTextKey(`console.templates.${code}`), code).toBe(true);
  });
});
