import { consoleReviewsRoutes } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http.ts';
import { auditLogKey, useInvalidate, usersKey } from '../../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../../lib/use-queue.ts';

export interface RegistrationQueueQuery extends PageQuery {
  auditStatus: number;
}

/** The root of every registration-queue key: invalidating it refreshes the pages and each detail. */
export const registrationReviewsKey = ['registration-reviews'] as const;

/** One page of the registration queue; the previous page stays on screen while the next loads. */
export const registrationQueueOptions = (query: RegistrationQueueQuery) =>
  pageQueryOptions(registrationReviewsKey, consoleReviewsRoutes.registrationQueue, query);

/** One registration with every answer, named in the operator's language (part of the key). */
export const registrationReviewOptions = (userId: number, lang: string) =>
  queryOptions({
    queryKey: [...registrationReviewsKey, 'detail', userId, lang],
    queryFn: ({ signal }) => call(consoleReviewsRoutes.registrationReview, { params: { userId }, signal }),
  });

/** The detail of the registration in the drawer, in the operator's language. */
export const useRegistrationReviewOptions = (userId: number) => registrationReviewOptions(userId, useLang());

/**
 * Decides one registration: no reason approves, a reason rejects. Refreshes the queue, the
 * detail, the user list (audit status) and the audit log.
 */
export const useDecideRegistration = (userId: number) => {
  const onSuccess = useInvalidate(registrationReviewsKey, usersKey, auditLogKey);
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      reason === undefined
        ? call(consoleReviewsRoutes.registrationApprove, { params: { userId } })
        : call(consoleReviewsRoutes.registrationReject, { params: { userId }, body: { reason } }),
    onSuccess,
  });
};
