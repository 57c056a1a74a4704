import { companyRoutes, type TUserModify } from '@steel-epd/contract';
import { call } from '../../../lib/http.ts';
import { getSession, type UserInfo } from '../../../lib/session.ts';
import { toUserInfo } from '../../../lib/user-info.ts';

/**
 * Corrects a failed registration (spec 01 §7 /p/user/modify): the registration goes back under
 * review (audit status 0). Answers the user as the session should now keep it; the caller
 * stores it (updateUserInfo) once it has left the page that only audit 2 may use.
 */
export const modifyRegistration = async (body: TUserModify): Promise<UserInfo> => {
  const user = await call(companyRoutes.userModify, { body });
  return toUserInfo(user, getSession().userInfo?.industryCategoryName ?? null);
};
