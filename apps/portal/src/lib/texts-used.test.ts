import { PORTAL_ENTRY_TEXTS, PORTAL_TEXTS, type TextPair } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';

// Every source file of the portal, as text (Vite's glob works in Vitest too, no node:fs needed).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Each area's own texts (`features/<area>/texts.ts`), added when its first page loads. */
const areaTexts = import.meta.glob<Record<string, TextPair>>('../features/*/texts.ts', {
  import: 'FEATURE_TEXTS',
  eager: true,
});

/** Literal keys passed to t(...) and the key-typed props the route table and pages use. */
const KEY_PATTERNS = [
  /\bt\(\s*'([^']+)'/g,
  /\bt\(\s*"([^"]+)"/g,
  /\b(?:titleKey|title|description|reason):\s*'([\w-]+\.[\w.-]+)'/g,
];

/** `../features/pcr/pages/x.tsx` → `pcr`; null outside features/. */
const areaOf = (file: string) => /^\.\.\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

const usedKeys = (): { key: string; file: string }[] =>
  Object.entries(sources).flatMap(([file, text]) =>
    KEY_PATTERNS.flatMap((pattern) =>
      [...text.matchAll(pattern)].flatMap((m) => (m[1] ? [{ key: m[1], file }] : [])),
    ),
  );

describe('texts used by the portal', () => {
  it('finds the source files and the areas with texts of their own', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(Object.keys(areaTexts).length).toBeGreaterThan(10);
  });

  it('uses only keys of the portal catalogue (the console texts are not bundled)', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(20);
    const missing = used
      .filter(({ key }) => !Object.hasOwn(PORTAL_TEXTS, key))
      .map((u) => `${u.key} (${u.file})`);
    expect(missing).toEqual([]);
  });

  it("uses, outside an area, only the entry's keys, and inside one the entry's or the area's own", () => {
    const missing = usedKeys()
      .filter(({ key, file }) => {
        if (Object.hasOwn(PORTAL_ENTRY_TEXTS, key)) return false;
        const area = areaOf(file);
        const own = area ? areaTexts[`../features/${area}/texts.ts`] : undefined;
        return !own || !Object.hasOwn(own, key);
      })
      .map((u) => `${u.key} (${u.file})`);
    expect(missing).toEqual([]);
  });

  it("loads an area's texts with every page of it the route table loads", () => {
    const routes = sources['../app/routes.ts'] ?? '';
    const pages = [...routes.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `../${m[1]}`);
    expect(pages.length).toBeGreaterThan(20);
    const without = pages.filter((page) => {
      const area = areaOf(page);
      if (!area || !areaTexts[`../features/${area}/texts.ts`]) return false;
      return !/^import '(\.\/|(\.\.\/)+)texts\.ts';$/m.test(sources[page] ?? '');
    });
    expect(without).toEqual([]);
  });
});
