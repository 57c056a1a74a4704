import { consoleRoutes } from '@steel-epd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';

/** The audit log call's query, as the page keeps it. */
export interface AuditQuery {
  pageNum: number;
  pageSize: number;
  action?: string | undefined;
  operatorId?: number | undefined;
}

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => call(consoleRoutes.auditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
