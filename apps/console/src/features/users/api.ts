import { consoleUsersRoutes, type TAccountType } from '@steel-epd/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';

/** The user list's query, as the page keeps it; `locked` is text because it travels in the URL. */
export interface UsersQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string | undefined;
  accountType?: TAccountType | undefined;
  locked?: 'true' | 'false' | undefined;
  auditStatus?: number | undefined;
}

/** One page of portal users; the previous page stays on screen while the next one loads. */
export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['users', query],
    queryFn: ({ signal }) => call(consoleUsersRoutes.userList, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Disables or enables a user; refreshes every user page and the audit log, which now holds an entry. */
export const useSetUserLocked = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locked }: { id: number; locked: boolean }) =>
      call(locked ? consoleUsersRoutes.userDisable : consoleUsersRoutes.userEnable, { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]);
    },
  });
};
