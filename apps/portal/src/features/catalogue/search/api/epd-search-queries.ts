import { EPD_SEARCH_PAGE_SIZE, routeUrl, type TEpdSearch } from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { homeRefs, searchRefs, verifyRoute } from '../../../../lib/api/route-refs.ts';
import { call } from '../../../../lib/http.ts';
import type { PagePrefetch } from '../../../../lib/page.ts';
import { hasMore } from '../../../../lib/paging.ts';
import { getSession, getToken } from '../../../../lib/session.ts';

/** What the form filters by; the page number comes from the infinite query. */
export type SearchFilters = Pick<TEpdSearch, 'companyCode' | 'pcrNumber' | 'epdKeyword' | 'includeExpired'>;

/**
 * What the page searches when it opens at an address: the keyword of `?content=` (the home
 * page's search box), valid records only.
 */
export const firstFilters = (search: string): SearchFilters => ({
  epdKeyword: new URLSearchParams(search).get('content') ?? undefined,
  includeExpired: false,
});

/** The search's query for a visitor (0: anonymous); the server's drawing of /Epd seeds it (first-paint/). */
export const epdSearchKey = (userId: number, filters: SearchFilters) =>
  ['epd-search', userId, filters] as const;

/**
 * The search, 4 cards a page with load-more (spec 02 §4). The caller's token goes with it (the
 * http client sends it), so the server marks the own company's cards; loginCompanyCode is sent
 * as the spec has it, though the server reads the company from the token.
 */
const epdSearchQuery = (filters: SearchFilters, userId: number) =>
  infiniteQueryOptions({
    queryKey: epdSearchKey(userId, filters),
    queryFn: ({ pageParam, signal }) =>
      call(searchRefs.epdPage, {
        body: {
          ...filters,
          pageNum: pageParam,
          pageSize: EPD_SEARCH_PAGE_SIZE,
          loginCompanyCode: getSession().userInfo?.companyCode ?? undefined,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasMore(last) ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  });

export const useEpdSearch = (filters: SearchFilters, userId: number) =>
  useInfiniteQuery(epdSearchQuery(filters, userId));

export const companyOptionsKey = ['epd-search', 'companies'] as const;
const companyOptionsQuery = queryOptions({
  queryKey: companyOptionsKey,
  queryFn: ({ signal }) => call(searchRefs.companyList, { signal }),
  staleTime: 5 * 60_000,
});

export const useCompanyOptions = () => useQuery(companyOptionsQuery);

export const pcrOptionsKey = ['epd-search', 'pcrs'] as const;
const pcrOptionsQuery = queryOptions({
  queryKey: pcrOptionsKey,
  queryFn: ({ signal }) => call(searchRefs.pcrList, { signal }),
  staleTime: 5 * 60_000,
});

/** The PCR filter's options (spec 02 §7 `p/pcr/list`). */
export const usePcrOptions = () => useQuery(pcrOptionsQuery);

/**
 * The page's first data, before the app's first render (decision 174): the first cards of the
 * address's search for this visitor and the filters' options; the drawing's, brought up to date.
 */
export const prefetchEpdSearch: PagePrefetch = (client) => {
  const userId = getSession().userInfo?.id ?? 0;
  void client.prefetchInfiniteQuery(epdSearchQuery(firstFilters(window.location.search), userId));
  void client.prefetchQuery(companyOptionsQuery);
  void client.prefetchQuery(pcrOptionsQuery);
};

/** The label popover asks for the record's QR image when it opens (spec 02 §7). */
export const useQrAttachment = (epdId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['epd-search', 'qr', epdId],
    queryFn: ({ signal }) => call(searchRefs.qrAttachment, { params: { id: epdId }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** Where an image attachment is shown. */
export const imageUrl = (attachmentId: number) => routeUrl(homeRefs.attachmentOnline, { id: attachmentId });

/** The download address of a card's report, with the token in the query (a plain link). */
export const reportUrl = (attachmentId: number, token: string) =>
  `${routeUrl(searchRefs.reportDownload, { id: attachmentId })}?Authorization=${encodeURIComponent(token)}`;

/**
 * The token check before a download (spec 02 §4): 'invalid' when the server answers code 0
 * (the session has ended), 'valid' otherwise; a failed call is 'unknown'.
 */
export const checkToken = async (): Promise<'valid' | 'invalid' | 'unknown'> => {
  if (getToken() === null) return 'invalid';
  try {
    await call(verifyRoute);
    return 'valid';
  } catch (error) {
    return error instanceof ApiError && error.status === 200 && error.code === 0 ? 'invalid' : 'unknown';
  }
};
