import { lowCarbonRoutes as r, type TLowCarbonState } from '@steel-epd/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export const lowCarbonKey = ['low-carbon'] as const;

export type LowCarbonQuery = PageQuery & { state?: TLowCarbonState | undefined };
export const lowCarbonQueryOptions = (query: LowCarbonQuery) =>
  pageQueryOptions(lowCarbonKey, r.lowCarbonQueue, query);

export const lowCarbonDetailOptions = (id: number) =>
  queryOptions({
    queryKey: [...lowCarbonKey, 'detail', id],
    queryFn: ({ signal }) => call(r.lowCarbonDetail, { params: { id }, signal }),
  });

/** The application's company's published EPDs (what an approved block may be linked to). */
export const useCompanyEpds = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...lowCarbonKey, 'epds', id],
    queryFn: ({ signal }) => call(r.lowCarbonCompanyEpds, { params: { id }, signal }),
    enabled,
  });

/** Every console change, each answered by the application as it is now. */
export type LowCarbonChange =
  | { kind: 'approve'; id: number }
  | { kind: 'reject'; id: number; reason: string }
  | { kind: 'recompute'; id: number; gridFactor: number }
  | { kind: 'link'; blockId: number; epdId: number | null };

export const useLowCarbonChange = () => {
  const onSuccess = useInvalidate(lowCarbonKey, auditLogKey);
  return useMutation({
    mutationFn: (change: LowCarbonChange) => {
      switch (change.kind) {
        case 'approve':
          return call(r.lowCarbonApprove, { params: { id: change.id } });
        case 'reject':
          return call(r.lowCarbonReject, { params: { id: change.id }, body: { reason: change.reason } });
        case 'recompute':
          return call(r.lowCarbonRecompute, {
            params: { id: change.id },
            body: { gridFactor: change.gridFactor },
          });
        case 'link':
          return call(r.lowCarbonLinkEpd, { params: { id: change.blockId }, body: { epdId: change.epdId } });
      }
    },
    onSuccess,
  });
};
export type LowCarbonMutation = ReturnType<typeof useLowCarbonChange>;
