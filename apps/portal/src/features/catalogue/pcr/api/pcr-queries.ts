import { PAGE_SIZE, pcrRoutes, type TPcrInsert } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/http.ts';
import { hasMore } from '../../../../lib/paging.ts';

const pcrKey = ['pcr'] as const;

/** The PCR dropdown (enabled PCRs by register number). */
export const usePcrOptions = () =>
  useQuery({
    queryKey: [...pcrKey, 'options'],
    queryFn: ({ signal }) => call(pcrRoutes.pcrList, { signal }),
    staleTime: 5 * 60_000,
  });

export interface PcrFilters {
  pcrNumber?: string | undefined;
  pcrKeyword?: string | undefined;
}

/** The PCR search: pages of 4, loaded one after another by the more button (spec 02 §4). */
export const usePcrPages = (filters: PcrFilters) => {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: [...pcrKey, 'page', filters, lang],
    queryFn: ({ pageParam, signal }) =>
      call(pcrRoutes.pcrPage, {
        body: {
          pageNum: pageParam,
          pageSize: PAGE_SIZE.pcr,
          ...(filters.pcrNumber ? { pcrNumber: filters.pcrNumber } : {}),
          ...(filters.pcrKeyword ? { pcrKeyword: filters.pcrKeyword } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasMore(last) ? last.pageNum + 1 : undefined),
  });
};

/** The user's own requests, newest first, in pages of 4. */
export const useMyPcrRequests = (userId: number) =>
  useInfiniteQuery({
    queryKey: [...pcrKey, 'mine', userId],
    queryFn: ({ pageParam, signal }) =>
      call(pcrRoutes.pcrMine, { body: { pageNum: pageParam, pageSize: PAGE_SIZE.pcr }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasMore(last) ? last.pageNum + 1 : undefined),
    enabled: userId > 0,
  });

export const usePcrRequest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPcrInsert) => call(pcrRoutes.pcrInsert, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...pcrKey, 'mine'] }),
  });
};

/** One of the user's requests with its fields and steps (fetched when its progress is opened). */
export const usePcrRequestDetail = (id: number | null) =>
  useQuery({
    queryKey: [...pcrKey, 'mine', 'detail', id],
    queryFn: ({ signal }) => call(pcrRoutes.pcrMineDetail, { body: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
