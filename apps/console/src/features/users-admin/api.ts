import { consoleUsersRoutes, type TAccountType } from '@steel-epd/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate, usersKey } from '../../lib/query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../../lib/use-queue.ts';

/** The user list's query, as the page keeps it; `locked` is text because it travels in the URL. */
export interface UsersQuery extends PageQuery {
  keyword?: string | undefined;
  accountType?: TAccountType | undefined;
  locked?: 'true' | 'false' | undefined;
  auditStatus?: number | undefined;
}

/** One page of portal users; the previous page stays on screen while the next one loads. */
export const usersQueryOptions = (query: UsersQuery) =>
  pageQueryOptions(usersKey, consoleUsersRoutes.userList, query);

/** Disables or enables a user; refreshes every user page and the audit log, which now holds an entry. */
export const useSetUserLocked = () => {
  const onSuccess = useInvalidate(usersKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, locked }: { id: number; locked: boolean }) =>
      call(locked ? consoleUsersRoutes.userDisable : consoleUsersRoutes.userEnable, { params: { id } }),
    onSuccess,
  });
};
