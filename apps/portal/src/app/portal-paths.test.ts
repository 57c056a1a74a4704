import { isPortalPagePath, PORTAL_PAGE_PATHS, PUBLIC_SITE_PATHS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { findRoute } from './route-match.ts';
import { PORTAL_ROUTES } from './routes.ts';

describe("the contract's portal pages and the route table (issue 29)", () => {
  it('hold the same paths, each once', () => {
    const table = PORTAL_ROUTES.map((r) => r.path);
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual([...PORTAL_PAGE_PATHS].sort());
  });

  it('agree with the router on which addresses are pages', () => {
    const pages = [
      '/',
      '/Epd',
      '/Epd/mineEpd',
      '/Epd/AbCdEfGhIjKlMnOpQrStUv',
      '/textmessage/all',
      '/app/epd/x',
    ];
    const none = ['/no-such-page', '/epd', '/Epd/a/b', '/NEWS', '/app/epd'];
    for (const path of pages) {
      expect(isPortalPagePath(path), path).toBe(true);
      expect(findRoute(path), path).toBeDefined();
    }
    for (const path of none) {
      expect(isPortalPagePath(path), path).toBe(false);
      expect(findRoute(path), path).toBeUndefined();
    }
    expect(findRoute('/Epd/mineEpd')?.titleKey).toBe('page.mineEpd');
    expect(findRoute('/Epd/AbCdEfGhIjKlMnOpQrStUv')?.titleKey).toBe('page.epdRecord');
  });

  it('give the sitemap only open pages of the main layout', () => {
    for (const path of PUBLIC_SITE_PATHS) {
      const route = findRoute(path);
      expect(route?.layout, path).toBe('main');
      expect(route?.guard, path).toBeUndefined();
    }
  });
});
