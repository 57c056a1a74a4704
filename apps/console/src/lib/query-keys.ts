import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * The query keys that one feature refreshes in another's cache: every decision writes an audit
 * entry, and a registration or deregistration decision changes the user list. The owning
 * feature's query-options factory builds its keys from these roots, so an invalidation and the
 * queries it means cannot drift apart; a key that no other feature names stays in its feature.
 */
export const auditLogKey = ['audit-log'] as const;
export const usersKey = ['users'] as const;

/**
 * A mutation's onSuccess that refreshes every query under the given roots (each feature's
 * exported key), and resolves when they have been fetched again, so the mutation stays pending
 * until the lists on screen show the change.
 */
export const useInvalidate = (...roots: QueryKey[]): (() => Promise<void>) => {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
};
