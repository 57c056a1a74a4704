import { consoleReviewsRoutes } from '@steel-epd/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate, usersKey } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export interface RegistrationQueueQuery extends PageQuery {
  auditStatus: number;
}

/** The root of every registration-queue key. */
export const registrationReviewsKey = ['registration-reviews'] as const;

/** One page of the registration queue; the previous page stays on screen while the next loads. */
export const registrationQueueOptions = (query: RegistrationQueueQuery) =>
  pageQueryOptions(registrationReviewsKey, consoleReviewsRoutes.registrationQueue, query);

/**
 * Decides one registration: no reason approves, a reason rejects. Refreshes the queue, the user
 * list (audit status) and the audit log.
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
