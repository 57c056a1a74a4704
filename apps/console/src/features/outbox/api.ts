import { outboxRoutes, type TMessageChannel } from '@steel-epd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';

/** The outbox call's query, as the page keeps it. */
export interface OutboxQuery {
  pageNum: number;
  pageSize: number;
  channel?: TMessageChannel | undefined;
  to?: string | undefined;
}

/** One page of the outbox; the previous page stays on screen while the next one loads. */
export const outboxQueryOptions = (query: OutboxQuery) =>
  queryOptions({
    queryKey: ['outbox', query],
    queryFn: ({ signal }) => call(outboxRoutes.outboxList, { query, signal }),
    placeholderData: keepPreviousData,
  });
