import type { RouteData, RouteDescriptor, RouteInput } from '@steel-epd/contract';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from './http.ts';

/** The paging half of every queue call's query. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** What every queue call answers (the contract's `page()`); some add more beside the list. */
export interface PageAnswer<Row> {
  list: Row[];
  totals: number;
  pageSize: number;
  pageNum: number;
}

/** Rows a console queue shows at once. */
export const QUEUE_PAGE_SIZE = 20;

/**
 * `call` for any queue route. Its input type is worked out per route, which a function over
 * every route cannot name; `pageQueryOptions` checks the query against its route instead.
 */
const callPage = call as unknown as <R extends RouteDescriptor>(
  route: R,
  input: { query: PageQuery; signal: AbortSignal },
) => Promise<RouteData<R>>;

/**
 * A feature's query options for one page of its queue call: keyed under the feature's root key
 * (which its mutations invalidate), and the page on screen stays while the next one loads.
 */
export const pageQueryOptions = <
  R extends RouteDescriptor,
  Q extends PageQuery & RouteInput<R>['query'],
  const Root extends QueryKey,
>(
  root: Root,
  route: R,
  query: Q,
) =>
  queryOptions({
    queryKey: [...root, query] as const,
    queryFn: ({ signal }) => callPage(route, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** A queue's filters: its query without the paging. */
export type QueueFilters<Q extends PageQuery> = Omit<Q, keyof PageQuery>;

/** What a queue page shows: the current page, the answer, and the way to another page. */
export interface QueueView<Row> {
  pageNum: number;
  data: PageAnswer<Row> | undefined;
  fetching: boolean;
  error: Error | null;
  goTo: (pageNum: number) => void;
}

export interface Queue<Q extends PageQuery, Data extends PageAnswer<unknown>>
  extends QueueView<Data['list'][number]> {
  query: Q;
  data: Data | undefined;
  /** Changes filters; the queue starts again at page 1, as the old page may be past the new end. */
  filter: (patch: Partial<QueueFilters<Q>>) => void;
}

/**
 * One paged console queue: the query it keeps (filters and page) and the feature's call for it.
 * `optionsOf` is the feature's query-options factory; `filters` are the ones it starts with.
 */
export const useQueue = <Q extends PageQuery, Data extends PageAnswer<unknown>, Key extends QueryKey>(
  optionsOf: (query: Q) => UseQueryOptions<Data, Error, Data, Key>,
  filters: QueueFilters<Q>,
): Queue<Q, Data> => {
  const [query, setQuery] = useState<Q>(() => ({ ...filters, pageNum: 1, pageSize: QUEUE_PAGE_SIZE }) as Q);
  const answer = useQuery(optionsOf(query));
  // Deciding the last item of a later page empties it: step back to the page before.
  const emptied = !answer.isPlaceholderData && answer.data?.list.length === 0 && query.pageNum > 1;
  useEffect(() => {
    if (emptied) setQuery((q) => ({ ...q, pageNum: q.pageNum - 1 }));
  }, [emptied]);

  return {
    query,
    pageNum: query.pageNum,
    data: answer.data,
    fetching: answer.isFetching,
    error: answer.error,
    filter: (patch) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 })),
    goTo: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
  };
};
