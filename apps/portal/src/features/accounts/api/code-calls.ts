import type { TCodePurpose } from '@steel-epd/contract';
import { WEB } from '../../../lib/api/code-calls.ts';
import { accountRefs } from '../../../lib/api/route-refs.ts';
import { call } from '../../../lib/http.ts';

/**
 * The code-sending calls (spec 01 §7). The desktop ones carry the captcha's
 * captchaVerification as `token`; the mobile pages send none (smsSendSimple) or the spec's
 * fixed dummy token ('mobile') and are held back by the server's rate limits alone.
 * The reset mail, which the personal centre sends too, is in lib/api/code-calls.ts.
 */

export const sendSmsCode = (phoneNumber: string, purpose: TCodePurpose, captchaToken: string) =>
  call(accountRefs.smsSend, {
    body: { smsTemplateType: purpose, inlet: WEB, phoneNumber, token: captchaToken },
  });

export const sendSmsCodeMobile = (phoneNumber: string, inlet: 'LOGIN' | 'REGISTER') =>
  call(accountRefs.smsSendSimple, { body: { smsTemplateType: inlet, phoneNumber, inlet } });

export const sendRegisterMail = (userAccount: string, captchaToken: string) =>
  call(accountRefs.emailVerifySend, { body: { userAccount, token: captchaToken, inlet: WEB } });

/** The mobile registration's mail: inlet PHONE with the fixed token of the spec. */
export const MOBILE_DUMMY_TOKEN = 'mobile';
export const sendRegisterMailMobile = (userAccount: string) =>
  call(accountRefs.emailVerifySend, { body: { userAccount, token: MOBILE_DUMMY_TOKEN, inlet: 'PHONE' } });
