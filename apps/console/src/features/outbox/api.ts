import { outboxRoutes, type TMessageChannel } from '@steel-epd/contract';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

/** The outbox call's query, as the page keeps it. */
export interface OutboxQuery extends PageQuery {
  channel?: TMessageChannel | undefined;
  to?: string | undefined;
}

/** The root of every outbox key. */
export const outboxKey = ['outbox'] as const;

/** One page of the outbox; the previous page stays on screen while the next one loads. */
export const outboxQueryOptions = (query: OutboxQuery) =>
  pageQueryOptions(outboxKey, outboxRoutes.outboxList, query);
