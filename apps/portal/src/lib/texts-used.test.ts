import {
  PORTAL_BASE_TEXTS,
  PORTAL_ENTRY_TEXTS,
  PORTAL_PHONE_LOGIN_TEXTS,
  PORTAL_TEXTS,
  type TextPair,
} from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';

// Every source file of the portal, as text (Vite's glob works in Vitest too, no node:fs needed).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Each area's own texts (`features/<area>/texts.ts`, or a part's, `features/<area>/<part>/texts.ts`),
 * added when its first page loads.
 */
const areaTexts = import.meta.glob<Record<string, TextPair>>('../features/**/texts.ts', {
  import: 'FEATURE_TEXTS',
  eager: true,
});

/** Literal keys passed to t(...) and the key-typed props the route table and pages use. */
const KEY_PATTERNS = [
  /\bt\(\s*'([^']+)'/g,
  /\bt\(\s*"([^"]+)"/g,
  /\b(?:titleKey|title|description|reason):\s*'([\w-]+\.[\w.-]+)'/g,
];

/**
 * The folder whose texts a file may use: the deepest one above it with a texts.ts of its own
 * (`../features/catalogue/pcr/pages/x.tsx` → `../features/catalogue/pcr`), else its area
 * (`../features/home`); null outside features/.
 */
const areaOf = (file: string) => {
  const area = /^\.\.\/features\/[^/]+/.exec(file)?.[0];
  if (!area) return null;
  const parts = file.split('/').slice(0, -1);
  for (let n = parts.length; n > 2; n--) {
    const folder = parts.slice(0, n).join('/');
    if (areaTexts[`${folder}/texts.ts`]) return folder;
  }
  return area;
};

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
        const own = area ? areaTexts[`${area}/texts.ts`] : undefined;
        return !own || !Object.hasOwn(own, key);
      })
      .map((u) => `${u.key} (${u.file})`);
    expect(missing).toEqual([]);
  });

  it("loads an area's texts with every page of it the route table loads", () => {
    const routes = (sources['../app/routes.ts'] ?? '') + (sources['../app/phone-pages.ts'] ?? '');
    const pages = [...routes.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `../${m[1]}`);
    expect(pages).toContain('../features/catalogue/mobile/pages/app-epd-page.tsx');
    expect(pages.length).toBeGreaterThan(20);
    const without = pages.filter((page) => {
      const area = areaOf(page);
      if (!area || !areaTexts[`${area}/texts.ts`]) return false;
      return !/^import '(\.\/|(\.\.\/)+)texts\.ts';$/m.test(sources[page] ?? '');
    });
    expect(without).toEqual([]);
  });

  it("uses in the phone pages' document only the base texts, the phone area's and the phone login's (issue 10)", () => {
    // The portal's modules the phone document imports, followed from its app through relative
    // imports, static and dynamic (the login's pages are chunks of their own).
    // Glob keys are relative to this folder: lib/ files are ./x.ts, the others ../area/x.ts.
    const keyOf = (pathname: string) =>
      pathname.startsWith('/src/lib/')
        ? `./${pathname.slice('/src/lib/'.length)}`
        : `..${pathname.slice('/src'.length)}`;
    const fileOf = (key: string) =>
      key.startsWith('./') ? `/src/lib/${key.slice(2)}` : `/src${key.slice(2)}`;
    const reachedFrom = (...starts: string[]) => {
      const reached = new Set<string>();
      const visit = (file: string) => {
        if (reached.has(file) || sources[file] === undefined) return;
        reached.add(file);
        for (const m of (sources[file] ?? '').matchAll(
          /(?:from\s+|import\s*\(?\s*)'(\.{1,2}\/[^']+\.tsx?)'/g,
        )) {
          visit(keyOf(new URL(m[1] ?? '', `file://${fileOf(file)}`).pathname));
        }
      };
      for (const start of starts) visit(start);
      return reached;
    };
    const reached = reachedFrom('../app/phone-app.tsx');
    expect(reached).toContain('../features/catalogue/mobile/pages/app-pdf-page.tsx');
    expect(reached).toContain('./http.ts');
    expect(reached).toContain('../features/accounts/mobile/components/mobile-register-form.tsx');
    // The login's pages add PORTAL_PHONE_LOGIN_TEXTS: what only they reach may use those too.
    const loginPages = reachedFrom(
      '../features/accounts/mobile/pages/login-app-page.tsx',
      '../features/accounts/mobile/pages/app-login-form-page.tsx',
    );
    const mobile = areaTexts['../features/catalogue/mobile/texts.ts'] ?? {};
    const missing = usedKeys()
      .filter(
        ({ key, file }) =>
          reached.has(file) &&
          !Object.hasOwn(PORTAL_BASE_TEXTS, key) &&
          !Object.hasOwn(mobile, key) &&
          !(loginPages.has(file) && Object.hasOwn(PORTAL_PHONE_LOGIN_TEXTS, key)),
      )
      .map((u) => `${u.key} (${u.file})`);
    expect(missing).toEqual([]);
  });
});
