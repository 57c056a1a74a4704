import { consoleVerificationRoutes, type TVerificationAnswer, type VerifyState } from '@steel-epd/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { uploadConsoleFile } from '../../lib/console-files.ts';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export const verificationsKey = ['verifications'] as const;

export type VerificationsQuery = PageQuery & { state?: VerifyState | undefined };

export const verificationsQueryOptions = (query: VerificationsQuery) =>
  pageQueryOptions(verificationsKey, consoleVerificationRoutes.verificationQueue, query);

export const verificationDetailOptions = (id: number) =>
  queryOptions({
    queryKey: [...verificationsKey, 'detail', id],
    queryFn: ({ signal }) => call(consoleVerificationRoutes.verificationDetail, { params: { id }, signal }),
  });

/** Sends an answer; the queue, the request's detail and the audit log are fetched again. */
export const useAnswerVerification = () => {
  const onSuccess = useInvalidate(verificationsKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: TVerificationAnswer }) =>
      call(consoleVerificationRoutes.verificationAnswer, { params: { id }, body: answer }),
    onSuccess,
  });
};

/** Uploads a PDF of an answer (businessType VERIFY_FEEDBACK) and answers its id. */
export const uploadAnswerFile = (file: File): Promise<number> => uploadConsoleFile('VERIFY_FEEDBACK', file);
