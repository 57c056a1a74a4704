import { PORTAL_TEXTS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';

// Every source file of the portal, as text (Vite's glob works in Vitest too, no node:fs needed).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Literal keys passed to t(...) and the key-typed props the route table and pages use. */
const KEY_PATTERNS = [
  /\bt\(\s*'([^']+)'/g,
  /\bt\(\s*"([^"]+)"/g,
  /\b(?:titleKey|title|description|reason):\s*'([\w-]+\.[\w.-]+)'/g,
];

const usedKeys = (): Map<string, string> => {
  const keys = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) if (match[1]) keys.set(match[1], file);
    }
  }
  return keys;
};

describe('texts used by the portal', () => {
  it('finds the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('uses only keys of the portal catalogue (the console texts are not bundled)', () => {
    const keys = usedKeys();
    expect(keys.size).toBeGreaterThan(20);
    const missing = [...keys]
      .filter(([key]) => !Object.hasOwn(PORTAL_TEXTS, key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
