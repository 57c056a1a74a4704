import { accountRoutes, companyRoutes, type TOwnRegistration, type TUserModify } from '@steel-epd/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http.ts';
import { getSession, type UserInfo } from '../../../lib/session.ts';
import { toUserInfo } from '../../../lib/user-info.ts';

/** The caller's registration answers and review (/p/user/registration), as the correction starts. */
export const ownRegistrationOptions = (userId: number) =>
  queryOptions({
    queryKey: ['own-registration', userId] as const,
    queryFn: ({ signal }): Promise<TOwnRegistration> => call(accountRoutes.ownRegistration, { signal }),
    enabled: userId > 0,
  });

/**
 * Corrects a failed registration (spec 01 §7 /p/user/modify): the answers again, and the
 * registration goes back under review (audit status 0). Answers the user as the session should
 * now keep it; the caller stores it (updateUserInfo) once it has left the page that only audit
 * 2 may use.
 */
export const modifyRegistration = async (body: TUserModify): Promise<UserInfo> => {
  const user = await call(companyRoutes.userModify, { body });
  return toUserInfo(user, getSession().userInfo?.industryCategoryName ?? null);
};
