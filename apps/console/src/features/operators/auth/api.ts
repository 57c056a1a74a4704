import { consoleRoutes, type RouteInput } from '@steel-epd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/current-operator.ts';
import { call } from '../../../lib/http.ts';
import { clearToken, setToken } from '../../../lib/session.ts';

/** Logs in; the answer's operator seeds the `me` query so the first page needs no extra call. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<typeof consoleRoutes.login>['body']) => call(consoleRoutes.login, { body }),
    onSuccess: ({ token, operator }) => {
      queryClient.setQueryData(meQueryOptions().queryKey, operator);
      setToken(token);
    },
  });
};

/**
 * Logs out: the server ends the session first, then the tab forgets the token and every cached
 * answer even when that call fails, so the operator is never stuck logged in.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(consoleRoutes.logout),
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
};
