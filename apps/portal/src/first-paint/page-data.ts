import {
  catalogueSearchRoutes,
  EPD_SEARCH_PAGE_SIZE,
  type FirstPaintCall,
  type Lang,
  newsRoutes,
  PAGE_SIZE,
  pcrRoutes,
  RESOURCE_PAGE_SIZE,
  type RouteData,
  type RouteDescriptor,
  referenceRoutes,
  resourceRoutes,
} from '@steel-epd/contract';
import {
  companyOptionsKey,
  epdSearchKey,
  firstFilters,
  pcrOptionsKey,
} from '../features/catalogue/search/api/epd-search-queries.ts';
import { newsPagesKey } from '../features/content/api/news-queries.ts';
import { resourcePagesKey, resourceTypesKey } from '../features/resources/api/resource-queries.tsx';
import type { FirstDataSeed } from '../lib/first-data.ts';

/**
 * The first data of the lists the server draws with their items (issue 12: their largest element
 * is the first item's picture, which a drawing without data cannot show): for each address, the
 * calls its page makes on its first render, in one language, as the seeds of its queries.
 */

/** A FirstPaintCall whose answer is checked by the route's schema and typed by it. */
export type TypedCall = <R extends RouteDescriptor>(
  route: R,
  input: Parameters<FirstPaintCall>[1],
  lang: Lang,
) => Promise<RouteData<R>>;

/**
 * The answers are parsed by the contract as the app's client parses them; their data is plain
 * JSON (no dates nor other values JSON would not give back), so the document can carry it.
 */
export const typedCall =
  (call: FirstPaintCall): TypedCall =>
  async (route, input, lang) =>
    route.data.parse(await call(route, input, lang)) as RouteData<typeof route>;

/** An infinite query's data with its first page loaded. */
const firstPage = <T>(page: T) => ({ pages: [page], pageParams: [1] });

export const FIRST_DATA: Readonly<Record<string, (call: TypedCall, lang: Lang) => Promise<FirstDataSeed[]>>> =
  {
    '/news': async (call, lang) => {
      const page = await call(newsRoutes.newsList, { body: { pageNum: 1, pageSize: PAGE_SIZE.news } }, lang);
      return [{ lang, key: newsPagesKey(lang), data: firstPage(page) }];
    },
    // The tabs, and the first tab's first page (the page opens on the first type).
    '/resources': async (call, lang) => {
      const types = await call(referenceRoutes.dictListPublic, { params: { type: 'RESOURCE_TYPE' } }, lang);
      const seeds: FirstDataSeed[] = [{ lang, key: resourceTypesKey(lang), data: types }];
      const first = types[0];
      if (first) {
        const body = { type: first.id, pageNum: 1, pageSize: RESOURCE_PAGE_SIZE };
        const page = await call(resourceRoutes.resourcePage, { body }, lang);
        seeds.push({ lang, key: resourcePagesKey(first.id, lang), data: firstPage(page) });
      }
      return seeds;
    },
    // The catalogue's front page (issue 29): an anonymous visitor's first cards (valid records),
    // and the options of its company and PCR filters.
    '/Epd': async (call, lang) => {
      const filters = firstFilters('');
      const [cards, companies, pcrs] = await Promise.all([
        call(
          catalogueSearchRoutes.epdPage,
          { body: { ...filters, pageNum: 1, pageSize: EPD_SEARCH_PAGE_SIZE } },
          lang,
        ),
        call(catalogueSearchRoutes.companyList, {}, lang),
        call(pcrRoutes.pcrList, {}, lang),
      ]);
      return [
        { lang, key: epdSearchKey(0, filters), data: firstPage(cards) },
        { lang, key: companyOptionsKey, data: companies },
        { lang, key: pcrOptionsKey, data: pcrs },
      ];
    },
  };
