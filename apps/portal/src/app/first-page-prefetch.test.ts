import {
  EPD_SEARCH_PAGE_SIZE,
  FIRST_PAINT_DOCUMENTS,
  PAGE_SIZE,
  RESOURCE_PAGE_SIZE,
} from '@steel-epd/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceTypesKey } from '../features/resources/api/resource-queries.tsx';
import type { PagePrefetch } from '../lib/page.ts';
import { findRoute } from './route-match.ts';

const page = { list: [], totals: 0, pageNum: 1, pageSize: 4 };
/** Empty answers of the contract's shapes, by path. */
const EMPTY: Record<string, unknown> = {
  '/api/n/portal/index/figures': { publishedEpds: 0, certifiedCompanies: 0, pcrs: 0 },
  '/api/n/portal/index/list/news': [],
  '/api/n/announcement/list': page,
  '/api/n/portal/list/news': page,
  '/api/n/resource/manage/page': page,
  '/api/n/dict/list/RESOURCE_TYPE': [],
  '/api/p/epd/page': page,
  '/api/p/company/list': [],
  '/api/p/pcr/list': [],
};

/** The server, answering every call with an empty success; the calls it saw, by path and body. */
const stubServer = () => {
  const asked: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://portal.test').pathname;
      asked.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return new Response(JSON.stringify({ code: 1, message: 'ok', data: EMPTY[path] ?? null }), {
        status: 200,
      });
    }),
  );
  return asked;
};

/** The prefetch of the page a drawn document is for, as main.tsx gets it from the page module. */
const prefetchOf = async (path: string): Promise<PagePrefetch | undefined> => {
  const route = findRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return (await route.page()).prefetch;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a drawn page asks for its first data before the app's first render (issue 12)", () => {
  it('the home page: the figures, the latest news and the announcements', async () => {
    const asked = stubServer();
    const prefetch = await prefetchOf('/');
    prefetch?.(new QueryClient(), 'en');
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.map((a) => a.path).sort()).toEqual(
      ['/api/n/announcement/list', '/api/n/portal/index/figures', '/api/n/portal/index/list/news'].sort(),
    );
    expect(asked.find((a) => a.path === '/api/n/announcement/list')?.body).toEqual({
      pageNum: 1,
      pageSize: PAGE_SIZE.announcement,
    });
  });

  it("the news timeline's first page", async () => {
    const asked = stubServer();
    (await prefetchOf('/news'))?.(new QueryClient(), 'zh');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({
      path: '/api/n/portal/list/news',
      body: { pageNum: 1, pageSize: PAGE_SIZE.news },
    });
  });

  it("the resources of the drawing's first tab, or the tabs when the drawing brought none", async () => {
    const prefetch = await prefetchOf('/resources');
    const seeded = new QueryClient();
    seeded.setQueryData(resourceTypesKey('en'), [
      { id: 12, itemValue: 'Guides' },
      { id: 13, itemValue: 'Reports' },
    ]);
    let asked = stubServer();
    prefetch?.(seeded, 'en');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({
      path: '/api/n/resource/manage/page',
      body: { type: 12, pageNum: 1, pageSize: RESOURCE_PAGE_SIZE },
    });

    asked = stubServer();
    prefetch?.(new QueryClient(), 'en');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.path).toBe('/api/n/dict/list/RESOURCE_TYPE');
  });

  it("the EPD search's first cards for the address's keyword, and the filters' options (issue 29)", async () => {
    const asked = stubServer();
    vi.stubGlobal('window', { location: { search: '?content=rebar' } });
    (await prefetchOf('/Epd'))?.(new QueryClient(), 'en');
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.map((a) => a.path).sort()).toEqual([
      '/api/p/company/list',
      '/api/p/epd/page',
      '/api/p/pcr/list',
    ]);
    expect(asked.find((a) => a.path === '/api/p/epd/page')?.body).toMatchObject({
      epdKeyword: 'rebar',
      includeExpired: false,
      pageNum: 1,
      pageSize: EPD_SEARCH_PAGE_SIZE,
    });
  });

  it('every drawn page with data to show has one; registration has none to ask', async () => {
    const withPrefetch = [];
    for (const path of Object.keys(FIRST_PAINT_DOCUMENTS))
      if ((await prefetchOf(path)) !== undefined) withPrefetch.push(path);
    expect(withPrefetch.sort()).toEqual(['/', '/Epd', '/news', '/resources']);
  });
});
