import type { TPortalUser } from '@steel-epd/contract';
import type { UserInfo } from './session.ts';

/** What the portal keeps of a login answer's user (spec 01 §3 "Locally stored: userInfo"). */
export const toUserInfo = (user: TPortalUser, industryCategoryName: string | null = null): UserInfo => ({
  id: user.id,
  userAccount: user.userAccount,
  userName: user.userName,
  companyName: user.companyName,
  companyCode: user.companyCode,
  accountType: user.accountType,
  auditStatus: user.auditStatus,
  industryCategoryName,
});
