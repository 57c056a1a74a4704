import { consoleRoutes, type OperatorRole, type TSessionOperator } from '@steel-epd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './http.ts';
import { useToken } from './session.ts';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => call(consoleRoutes.me, { signal }),
    staleTime: 5 * 60_000,
    // A 401 is final (the login page follows); retrying would only delay it.
    retry: false,
  });

/** Who is logged in, from `/c/auth/me`; undefined while it loads or without a token. */
export const useCurrentOperator = (): TSessionOperator | undefined => {
  const token = useToken();
  return useQuery({ ...meQueryOptions(), enabled: token !== null }).data;
};

/**
 * Whether a role may use something restricted to `roles`: the rule the server applies to a
 * route's `roles` (administrators always may; no roles means every operator).
 */
export const roleMayUse = (
  role: OperatorRole | undefined,
  roles: readonly OperatorRole[] | undefined,
): boolean => role !== undefined && (roles === undefined || role === 'administrator' || roles.includes(role));
