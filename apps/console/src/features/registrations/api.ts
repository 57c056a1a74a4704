import { consoleReviewsRoutes } from '@steel-epd/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';

export interface RegistrationQueueQuery {
  pageNum: number;
  pageSize: number;
  auditStatus: number;
}

export const registrationQueueOptions = (query: RegistrationQueueQuery) =>
  queryOptions({
    queryKey: ['registration-reviews', query],
    queryFn: ({ signal }) => call(consoleReviewsRoutes.registrationQueue, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Approves or rejects; refreshes the queue, the user list (audit status) and the audit log. */
export const useDecideRegistration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason?: string }) =>
      reason === undefined
        ? call(consoleReviewsRoutes.registrationApprove, { params: { userId } })
        : call(consoleReviewsRoutes.registrationReject, { params: { userId }, body: { reason } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['registration-reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]);
    },
  });
};
