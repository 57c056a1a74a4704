import {
  acceptLanguageFor,
  attachmentRoutes,
  consolePcrRoutes,
  OK,
  type PcrRequestStatus,
  routeUrl,
  type TextKey,
  type TPcrForm,
} from '@steel-epd/contract';
import { ApiError, errorFromAnswer } from '@steel-epd/web';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { currentLang, i18n } from '../../lib/i18n.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { getToken } from '../../lib/session.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export const pcrsKey = ['pcrs'] as const;
export const pcrRequestsKey = ['pcr-requests'] as const;

export type PcrsQuery = PageQuery & { keyword?: string };
export type PcrRequestsQuery = PageQuery & { status: PcrRequestStatus };

export const pcrsQueryOptions = (query: PcrsQuery) =>
  pageQueryOptions(pcrsKey, consolePcrRoutes.pcrAdminList, query);

export const pcrRequestsQueryOptions = (query: PcrRequestsQuery) =>
  pageQueryOptions(pcrRequestsKey, consolePcrRoutes.pcrRequestQueue, query);

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

/**
 * Uploads a PCR document through the console upload (multipart: the field businessType first,
 * then the file) and answers its id. The JSON client sends no multipart body, so this is fetch.
 */
export const uploadPcrFile = async (file: File): Promise<number> => {
  const form = new FormData();
  form.append('businessType', 'PCR');
  form.append('file', file, file.name);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageFor(currentLang()),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const t = (key: TextKey) => i18n.t(key);
  let response: Response;
  try {
    response = await fetch(routeUrl(attachmentRoutes.consoleUpload), { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError({ status: 0, code: 0, message: t('console.pcrs.uploadFailed') });
  }
  const answer = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: { id?: unknown };
  } | null;
  if (response.status !== 200 || answer?.code !== OK || typeof answer.data?.id !== 'number') {
    throw errorFromAnswer(response.status, answer, t);
  }
  return answer.data.id;
};
