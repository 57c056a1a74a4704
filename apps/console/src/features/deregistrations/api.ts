import { consoleDeregistrationRoutes } from '@steel-epd/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';

export interface DeregistrationsQuery {
  pageNum: number;
  pageSize: number;
}

/** One page of pending requests; the previous page stays on screen while the next one loads. */
export const deregistrationsQueryOptions = (query: DeregistrationsQuery) =>
  queryOptions({
    queryKey: ['deregistrations', query],
    queryFn: ({ signal }) => call(consoleDeregistrationRoutes.deregistrationList, { query, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Approves or refuses a request. Afterwards the request leaves the list, the user list shows
 * the new state and the audit log holds an entry, so all three are fetched again.
 */
export const useDecideDeregistration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { userId: number } & ({ approve: true } | { approve: false; reason: string })) =>
      decision.approve
        ? call(consoleDeregistrationRoutes.deregistrationApprove, { params: { userId: decision.userId } })
        : call(consoleDeregistrationRoutes.deregistrationRefuse, {
            params: { userId: decision.userId },
            body: { reason: decision.reason },
          }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['deregistrations'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]);
    },
  });
};

export type DecideDeregistration = ReturnType<typeof useDecideDeregistration>;
