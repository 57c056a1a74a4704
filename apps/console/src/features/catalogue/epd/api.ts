import {
  consoleEpdsRoutes as r,
  type TEpdCorrection,
  type TEpdForm,
  type TEpdRenewal,
  type TEpdStatus,
} from '@steel-epd/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../../lib/use-queue.ts';

export interface EpdQueueQuery extends PageQuery {
  status?: TEpdStatus;
  keyword?: string;
  companyId?: number;
}

/** The root of every EPD key: a change refreshes the list, each detail and the views. */
export const epdsKey = ['epds'] as const;

export const epdQueueOptions = (query: EpdQueueQuery) => pageQueryOptions(epdsKey, r.epdList, query);
export const epdAccessOptions = (query: PageQuery) =>
  pageQueryOptions([...epdsKey, 'access'], r.epdAccess, query);

export const epdDetailOptions = (id: number) =>
  queryOptions({
    queryKey: [...epdsKey, 'detail', id],
    queryFn: ({ signal }) => call(r.epdDetail, { params: { id }, signal }),
  });

export const useEpdOptions = () =>
  useQuery({ queryKey: [...epdsKey, 'options'], queryFn: ({ signal }) => call(r.epdOptions, { signal }) });

const useEpdMutation = <V, T>(fn: (v: V) => Promise<T>) => {
  const onSuccess = useInvalidate(epdsKey, auditLogKey);
  return useMutation({ mutationFn: fn, onSuccess });
};

export const useSaveDraft = () =>
  useEpdMutation(({ id, form }: { id: number | null; form: TEpdForm }) =>
    id === null ? call(r.epdCreate, { body: form }) : call(r.epdUpdate, { params: { id }, body: form }),
  );
export const usePublish = () => useEpdMutation((id: number) => call(r.epdPublish, { params: { id } }));
export const useCorrect = () =>
  useEpdMutation(({ id, body }: { id: number; body: TEpdCorrection }) =>
    call(r.epdCorrect, { params: { id }, body }),
  );
export const useRenew = () =>
  useEpdMutation(({ id, body }: { id: number; body: TEpdRenewal }) =>
    call(r.epdRenew, { params: { id }, body }),
  );
export const useWithdraw = () =>
  useEpdMutation(({ id, reason }: { id: number; reason: string }) =>
    call(r.epdWithdraw, { params: { id }, body: { reason } }),
  );

export const useQrShow = () =>
  useQuery({ queryKey: ['setting', 'qrShow'], queryFn: ({ signal }) => call(r.qrShowGet, { signal }) });
export const useSetQrShow = () => {
  const onSuccess = useInvalidate(['setting', 'qrShow'], auditLogKey);
  return useMutation({ mutationFn: (value: boolean) => call(r.qrShowSet, { body: { value } }), onSuccess });
};
