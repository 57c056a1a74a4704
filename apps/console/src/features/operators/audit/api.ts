import { consoleRoutes } from '@steel-epd/contract';
import { auditLogKey } from '../../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../../lib/use-queue.ts';

/** The audit log call's query, as the page keeps it. */
export interface AuditQuery extends PageQuery {
  action?: string | undefined;
  operatorId?: number | undefined;
  /** 'false' (the page's start): sign-ins and sign-outs left out, as they are most of the log. */
  signIns?: 'true' | 'false' | undefined;
}

/**
 * One page of the audit log; the previous page stays on screen while the next one loads. Every
 * feature whose change writes an entry invalidates `auditLogKey` (lib/query-keys.ts).
 */
export const auditLogQueryOptions = (query: AuditQuery) =>
  pageQueryOptions(auditLogKey, consoleRoutes.auditLog, query);
