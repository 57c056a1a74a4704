import type { TUserDetail } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shellRefs } from './api/route-refs.ts';
import { call } from './http.ts';
import { updateUserInfo, useSession } from './session.ts';

export const userDetailKey = (userId: number) => ['user-detail', userId] as const;

/**
 * The user as the server has it now (/p/portal/user/detail/{id}): user status (0 =
 * deregistration under review), name, registration audit status and its reject reason. A
 * changed audit status is copied into the session, so the guards and the gate follow it.
 */
export const useUserDetail = () => {
  const { userInfo } = useSession();
  const userId = userInfo?.id ?? 0;
  const query = useQuery({
    queryKey: userDetailKey(userId),
    queryFn: ({ signal }): Promise<TUserDetail> =>
      call(shellRefs.userDetail, { params: { id: userId }, signal }),
    enabled: userId > 0,
  });
  const audit = query.data?.auditStatus;
  useEffect(() => {
    if (audit !== undefined && userInfo !== null && userInfo.auditStatus !== audit) {
      updateUserInfo({ ...userInfo, auditStatus: audit });
    }
  }, [audit, userInfo]);
  return query;
};
