import {
  consoleApplicationRoutes as r,
  type TApplicationRelease,
  type TConsoleApplicationDetail,
} from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { auditLogKey } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export interface ApplicationQueueQuery extends PageQuery {
  stage?: number;
  productType?: 'EPD' | 'CFP';
  company?: string;
  /** Submitted on or after / on or before (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/** The root of every application key: a move refreshes the queue's pages and counts. */
export const applicationsKey = ['applications'] as const;
const detailKey = (id: number) => [...applicationsKey, 'detail', id] as const;

export const applicationQueueOptions = (query: ApplicationQueueQuery) =>
  pageQueryOptions(applicationsKey, r.applicationQueue, query);

export const applicationDetailOptions = (id: number) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => call(r.applicationAdminDetail, { params: { id }, signal }),
  });

/** Every move of one application, each answered by the application as it is now. */
export type ApplicationMove =
  | { kind: 'advance'; from: number; note?: string }
  | { kind: 'back'; from: number; to: number; reason: string }
  | { kind: 'quote'; attachmentId: number }
  | { kind: 'contract'; attachmentIds: number[] }
  | { kind: 'lcaCorrection'; note: string }
  | { kind: 'lcaAccept' }
  | { kind: 'release'; body: TApplicationRelease };

const send = (id: number, move: ApplicationMove): Promise<TConsoleApplicationDetail> => {
  const params = { id };
  switch (move.kind) {
    case 'advance':
      return call(r.applicationAdvance, {
        params,
        body: { from: move.from, ...(move.note ? { note: move.note } : {}) },
      });
    case 'back':
      return call(r.applicationBack, { params, body: { from: move.from, to: move.to, reason: move.reason } });
    case 'quote':
      return call(r.applicationQuote, { params, body: { attachmentId: move.attachmentId } });
    case 'contract':
      return call(r.applicationContract, { params, body: { attachmentIds: move.attachmentIds } });
    case 'lcaCorrection':
      return call(r.applicationLcaCorrection, { params, body: { note: move.note } });
    case 'lcaAccept':
      return call(r.applicationLcaAccept, { params });
    case 'release':
      return call(r.applicationRelease, { params, body: move.body });
  }
};

/**
 * Sends a move. The answer is the application as it is now, so the page shows it at once;
 * the queue (its counts) and the audit log are fetched again, and the mutation stays pending
 * until they are.
 */
export const useApplicationMove = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: ApplicationMove) => send(id, move),
    onSuccess: async (detail) => {
      queryClient.setQueryData(detailKey(id), detail);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: applicationsKey,
          predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== id,
        }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]);
    },
    // A refused move may mean the application changed meanwhile (another operator, a retry):
    // the page fetches it again, so what the refusal says matches what is shown.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: detailKey(id) });
      }
    },
  });
};
export type ApplicationMoveMutation = ReturnType<typeof useApplicationMove>;
