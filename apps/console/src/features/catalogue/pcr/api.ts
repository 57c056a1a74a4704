import {
  consolePcrRoutes,
  type PcrRequestStatus,
  type PcrRequestStep,
  type TPcrForm,
} from '@steel-epd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { uploadConsoleFile } from '../../../lib/console-files.ts';
import { call } from '../../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../../lib/use-queue.ts';

export const pcrsKey = ['pcrs'] as const;
export const pcrRequestsKey = ['pcr-requests'] as const;

export type PcrsQuery = PageQuery & { keyword?: string };
export type PcrRequestsQuery = PageQuery & { status: PcrRequestStatus };

export const pcrsQueryOptions = (query: PcrsQuery) =>
  pageQueryOptions(pcrsKey, consolePcrRoutes.pcrAdminList, query);

export const pcrRequestsQueryOptions = (query: PcrRequestsQuery) =>
  pageQueryOptions(pcrRequestsKey, consolePcrRoutes.pcrRequestQueue, query);

/** The product category tree a PCR may be linked to (decision 229); it changes only with the reference data. */
export const usePcrCategoryTree = () =>
  useQuery({
    queryKey: [...pcrsKey, 'categories'],
    queryFn: ({ signal }) => call(consolePcrRoutes.pcrCategoryTree, { signal }),
    staleTime: 10 * 60_000,
  });

/** Creates (no id) or changes (an id) a PCR; the list and the audit log are fetched again. */
export const useSavePcr = () => {
  const onSuccess = useInvalidate(pcrsKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: TPcrForm }) =>
      id === null
        ? call(consolePcrRoutes.pcrCreate, { body: form })
        : call(consolePcrRoutes.pcrUpdate, { params: { id }, body: form }),
    onSuccess,
  });
};
export type SavePcr = ReturnType<typeof useSavePcr>;

export const useDecidePcrRequest = () => {
  const onSuccess = useInvalidate(pcrRequestsKey, auditLogKey);
  return useMutation({
    mutationFn: (decision: { id: number } & ({ accept: true } | { accept: false; reason: string })) =>
      decision.accept
        ? call(consolePcrRoutes.pcrRequestAccept, { params: { id: decision.id } })
        : call(consolePcrRoutes.pcrRequestDecline, {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSuccess,
  });
};
export type DecidePcrRequest = ReturnType<typeof useDecidePcrRequest>;

/** Moves an accepted request to its next step with a note (decision 221). */
export const useMovePcrRequest = () => {
  const onSuccess = useInvalidate(pcrRequestsKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, step, note }: { id: number; step: PcrRequestStep; note: string }) =>
      call(consolePcrRoutes.pcrRequestStep, { params: { id }, body: { step, note } }),
    onSuccess,
  });
};

/** Uploads a PCR document through the console upload and answers its id. */
export const uploadPcrFile = (file: File): Promise<number> => uploadConsoleFile('PCR', file);
