import { companyRoutes, type TCompanyCertification, type TUserCompany } from '@steel-epd/contract';
import { refreshSession } from '../../../lib/api/session-calls.ts';
import { call } from '../../../lib/http.ts';
import { getSession, startSession } from '../../../lib/session.ts';
import { toUserInfo } from '../../../lib/user-info.ts';

/**
 * Submits the certification (spec 01 §7: p/company/insert/uc), then refreshes the token, which
 * is stored for another day: the session's facts changed (spec 02 §7). Answers the company
 * as it now is (under review).
 */
export const submitCertification = async (body: TCompanyCertification): Promise<TUserCompany> => {
  const company = await call(companyRoutes.certify, { body });
  const answer = await refreshSession();
  const industry = getSession().userInfo?.industryCategoryName ?? null;
  startSession(answer.tokenVO.token, toUserInfo(answer.portalUserVO, industry));
  return company;
};
