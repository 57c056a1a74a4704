import { consoleDeregistrationRoutes } from '@steel-epd/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate, usersKey } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

export type DeregistrationsQuery = PageQuery;

/** The root of every deregistration key. */
export const deregistrationsKey = ['deregistrations'] as const;

/** One page of pending requests; the previous page stays on screen while the next one loads. */
export const deregistrationsQueryOptions = (query: DeregistrationsQuery) =>
  pageQueryOptions(deregistrationsKey, consoleDeregistrationRoutes.deregistrationList, query);

/**
 * Approves or refuses a request. Afterwards the request leaves the list, the user list shows
 * the new state and the audit log holds an entry, so all three are fetched again.
 */
export const useDecideDeregistration = () => {
  const onSuccess = useInvalidate(deregistrationsKey, usersKey, auditLogKey);
  return useMutation({
    mutationFn: (decision: { userId: number } & ({ approve: true } | { approve: false; reason: string })) =>
      decision.approve
        ? call(consoleDeregistrationRoutes.deregistrationApprove, { params: { userId: decision.userId } })
        : call(consoleDeregistrationRoutes.deregistrationRefuse, {
            params: { userId: decision.userId },
            body: { reason: decision.reason },
          }),
    onSuccess,
  });
};

export type DecideDeregistration = ReturnType<typeof useDecideDeregistration>;
