import { companyRoutes, deregistrationRoutes } from '@steel-epd/contract';
import { call } from '../../../../lib/http.ts';

/** Changes the certified company's e-mail (spec 02 §7 /p/company/updateMail; id is the company's). */
export const updateCompanyMail = (companyEmail: string, id: number) =>
  call(companyRoutes.updateMail, { body: { companyEmail, id } });

/** Withdraws a pending deregistration (spec 02 §4, /p/revoke/logoff). */
export const revokeLogoff = () => call(deregistrationRoutes.revokeLogoff);

/** The captcha type the spec's e-mail deregistration send carries (spec 02 §7). */
const LOGOFF_CAPTCHA_TYPE = 11;

/**
 * Sends the deregistration code after a passed captcha (spec 02 §7): by mail to an e-mail
 * account (inlet WEB), by SMS to a phone account.
 */
export const sendLogoffCode = (account: string, accountType: string | null, captchaToken: string) =>
  accountType === 'email'
    ? call(deregistrationRoutes.logoffEmailSend, {
        body: { userAccount: account, captchaType: LOGOFF_CAPTCHA_TYPE, token: captchaToken, inlet: 'WEB' },
      })
    : call(deregistrationRoutes.logoffSmsSend, { body: { mobile: account, token: captchaToken } });

/** Requests deregistration with the code (spec 02 §3: mobile = the account, password = the code). */
export const requestLogoff = (account: string, code: string) =>
  call(deregistrationRoutes.logoff, { body: { mobile: account, password: code } });
