import {
  ATTACHMENT_FILE_FIELD,
  attachmentRoutes,
  type ConsoleUploadType,
  OK,
  consoleEpdsRoutes as r,
  routeUrl,
  type TEpdCorrection,
  type TEpdForm,
  type TEpdRenewal,
  type TEpdStatus,
} from '@steel-epd/contract';
import { errorFromAnswer } from '@steel-epd/web';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { i18n } from '../../lib/i18n.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { getToken } from '../../lib/session.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

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

/** Uploads a catalogue file (a report PDF or the data ZIP) as the operator; its attachment id. */
export const uploadCatalogueFile = async (businessType: ConsoleUploadType, file: File): Promise<number> => {
  const form = new FormData();
  form.append('businessType', businessType);
  form.append(ATTACHMENT_FILE_FIELD, file, file.name);
  const response = await fetch(routeUrl(attachmentRoutes.consoleUpload), {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, Accept: 'application/json' },
  });
  const answer = (await response.json().catch(() => null)) as { code?: number; data?: { id: number } } | null;
  if (response.status !== 200 || answer?.code !== OK || !answer.data) {
    throw errorFromAnswer(response.status, answer, (key) => i18n.t(key));
  }
  return answer.data.id;
};

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
