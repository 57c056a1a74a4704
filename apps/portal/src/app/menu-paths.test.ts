import { bundledMenu, isMenuUrl, PORTAL_MENU_PATHS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES } from './routes.ts';

describe("the contract's menu paths and the route table", () => {
  it('names only pages of the main layout', () => {
    const main = new Set<string>(PORTAL_ROUTES.filter((r) => r.layout === 'main').map((r) => r.path));
    expect(PORTAL_MENU_PATHS.filter((path) => !main.has(path))).toEqual([]);
  });

  it('bundles a menu whose every item may stay in the menu', () => {
    const items = bundledMenu().flatMap((item) => [item, ...item.children]);
    expect(items.length).toBeGreaterThan(10);
    expect(items.filter((item) => !isMenuUrl(item.url)).map((i) => i.url)).toEqual([]);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });
});
