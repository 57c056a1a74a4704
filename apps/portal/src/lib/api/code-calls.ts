import { call } from '../http.ts';
import { accountRefs } from './route-refs.ts';

/**
 * The code-sending calls more than one area uses (spec 01 §7); the login and registration
 * ones live in features/accounts/api/code-calls.ts. The desktop ones carry the captcha's
 * captchaVerification as `token`.
 */

/** The inlet the desktop pages send with their code requests. */
export const WEB = 'WEB' as const;

export const sendResetMail = (userAccount: string, captchaToken: string, inlet: 'PHONE' | 'WEB' = WEB) =>
  call(accountRefs.emailResetSend, { body: { userAccount, token: captchaToken, inlet } });
