import {
  accountRoutes,
  attachmentRoutes,
  catalogueSearchRoutes,
  EPD_SEARCH_PAGE_SIZE,
  pcrRoutes,
  routeUrl,
  type TEpdSearch,
} from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http.ts';
import { getSession, getToken } from '../../../lib/session.ts';
import { hasMoreAfter } from '../lib/paging.ts';

/** What the form filters by; the page number comes from the infinite query. */
export type SearchFilters = Pick<TEpdSearch, 'companyCode' | 'pcrNumber' | 'epdKeyword' | 'includeExpired'>;

/**
 * The search, 4 cards a page with load-more (spec 02 §4). The caller's token goes with it (the
 * http client sends it), so the server marks the own company's cards; loginCompanyCode is sent
 * as the spec has it, though the server reads the company from the token.
 */
export const useEpdSearch = (filters: SearchFilters, userId: number) =>
  useInfiniteQuery({
    queryKey: ['epd-search', userId, filters],
    queryFn: ({ pageParam, signal }) =>
      call(catalogueSearchRoutes.epdPage, {
        body: {
          ...filters,
          pageNum: pageParam,
          pageSize: EPD_SEARCH_PAGE_SIZE,
          loginCompanyCode: getSession().userInfo?.companyCode ?? undefined,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasMoreAfter(last) ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  });

export const useCompanyOptions = () =>
  useQuery({
    queryKey: ['epd-search', 'companies'],
    queryFn: ({ signal }) => call(catalogueSearchRoutes.companyList, { signal }),
    staleTime: 5 * 60_000,
  });

/** The PCR filter's options (spec 02 §7 `p/pcr/list`). */
export const usePcrOptions = () =>
  useQuery({
    queryKey: ['epd-search', 'pcrs'],
    queryFn: ({ signal }) => call(pcrRoutes.pcrList, { signal }),
    staleTime: 5 * 60_000,
  });

/** The label popover asks for the record's QR image when it opens (spec 02 §7). */
export const useQrAttachment = (epdId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['epd-search', 'qr', epdId],
    queryFn: ({ signal }) => call(catalogueSearchRoutes.qrAttachment, { params: { id: epdId }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** Where an image attachment is shown. */
export const imageUrl = (attachmentId: number) =>
  routeUrl(attachmentRoutes.attachmentOnline, { id: attachmentId });

/** The download address of a card's report, with the token in the query (a plain link). */
export const reportUrl = (attachmentId: number, token: string) =>
  `${routeUrl(catalogueSearchRoutes.reportDownload, { id: attachmentId })}?Authorization=${encodeURIComponent(token)}`;

/**
 * The token check before a download (spec 02 §4): 'invalid' when the server answers code 0
 * (the session has ended), 'valid' otherwise; a failed call is 'unknown'.
 */
export const checkToken = async (): Promise<'valid' | 'invalid' | 'unknown'> => {
  if (getToken() === null) return 'invalid';
  try {
    await call(accountRoutes.verify);
    return 'valid';
  } catch (error) {
    return error instanceof ApiError && error.status === 200 && error.code === 0 ? 'invalid' : 'unknown';
  }
};
