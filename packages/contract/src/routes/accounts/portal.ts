import { z } from 'zod';
import { LANGUAGES } from '../../languages.ts';
import { defineRoute } from '../../route.ts';
import { zCaptchaTokenOrEmpty, zEmail, zId, zLine, zName, zPhone, zSmsCode } from '../../validation.ts';
import { zField } from './fields.ts';
import { ZCodePurpose, ZLoginAnswer, ZPortalUser, zEncryptedPassword } from './login.ts';
import { ZNameUpdate, ZOwnRegistration } from './registration.ts';

/** The portal's accounts (issue 3): login, registration, codes, passwords, the own profile and the session. */

const ZPhoneLogin = z.object({ mobile: zPhone, password: zSmsCode });
const zDictCode = (messageKey: string) =>
  zLine(messageKey).min(1, { error: messageKey }).max(32, { error: messageKey });

export const accountRoutes = {
  phoneLogin: defineRoute({
    method: 'POST',
    path: '/n/user/login/uc',
    auth: 'public',
    summary: 'Phone login with an SMS code; an unknown number answers code 106',
    body: ZPhoneLogin,
    data: ZLoginAnswer,
  }),
  phoneLoginOrRegister: defineRoute({
    method: 'POST',
    path: '/n/user/loginOrRegister/uc',
    auth: 'public',
    summary: 'Phone login with an SMS code; a new mainland number is registered on its first login',
    body: ZPhoneLogin,
    data: ZLoginAnswer,
  }),
  phoneRegister: defineRoute({
    method: 'POST',
    path: '/n/user/register/uc',
    auth: 'public',
    summary: 'Registers a phone account with its company (review within one working day)',
    body: z.object({
      userAccount: zPhone,
      verify: zSmsCode,
      companyName: zName,
      industryCategory: zDictCode('validation.industryRequired'),
      companyForm: zDictCode('validation.companyFormRequired'),
    }),
    data: ZPortalUser,
  }),
  emailLogin: defineRoute({
    method: 'POST',
    path: '/n/user/email/login',
    auth: 'public',
    summary: 'E-mail login; the password is RSA-OAEP encrypted with the key of getPublicKey',
    body: z.object({ userAccount: zEmail, userPassword: zEncryptedPassword }),
    data: ZLoginAnswer,
  }),
  emailRegister: defineRoute({
    method: 'POST',
    path: '/n/user/email/register',
    auth: 'public',
    summary: 'Registers an e-mail account with the code sent by mail; both passwords encrypted',
    body: z.object({
      userAccount: zEmail,
      verify: zSmsCode,
      userPassword: zEncryptedPassword,
      /** The confirmation of the password, encrypted the same way. */
      emailpasswordss: zEncryptedPassword,
    }),
    data: ZPortalUser,
  }),
  getPublicKey: defineRoute({
    method: 'POST',
    path: '/n/user/getPublicKey',
    auth: 'public',
    summary: 'The RSA public key (SPKI, base64) that passwords are encrypted with',
    body: z.object({ userAccount: zField(254).optional() }),
    data: z.string(),
  }),
  smsSend: defineRoute({
    method: 'POST',
    path: '/n/plat/sms/checkcode/uc',
    auth: 'public',
    summary: 'Sends an SMS code after a passed captcha (token = captchaVerification)',
    body: z.object({
      smsTemplateType: ZCodePurpose,
      inlet: zField(32).optional(),
      phoneNumber: zPhone,
      token: zCaptchaTokenOrEmpty,
    }),
    data: z.null(),
  }),
  smsSendSimple: defineRoute({
    method: 'POST',
    path: '/n/plat/sms/checkcode/simple',
    auth: 'public',
    summary:
      'Sends an SMS code from the mobile pages, protected by rate limits alone; a LOGIN code for a ' +
      'number without an account answers code 106 (PHONE_NOT_REGISTERED) and sends nothing, after the ' +
      'limits are counted',
    body: z.object({
      smsTemplateType: zField(32).optional(),
      phoneNumber: zPhone,
      inlet: z.enum(['LOGIN', 'REGISTER'], { error: 'validation.invalid' }),
    }),
    data: z.null(),
  }),
  emailResetSend: defineRoute({
    method: 'POST',
    path: '/n/user/email/rest/send',
    auth: 'public',
    summary:
      'Mails a password-reset code; WEB needs a passed captcha, PHONE (mobile pages) rate limits alone',
    body: z.object({
      userAccount: zEmail,
      token: zCaptchaTokenOrEmpty,
      inlet: z.enum(['PHONE', 'WEB'], { error: 'validation.invalid' }).default('WEB'),
    }),
    data: z.null(),
  }),
  emailVerifySend: defineRoute({
    method: 'POST',
    path: '/n/user/email/verify/send',
    auth: 'public',
    summary: 'Mails a registration code; WEB needs a passed captcha, PHONE (mobile pages) rate limits alone',
    body: z.object({
      userAccount: zEmail,
      token: zCaptchaTokenOrEmpty,
      inlet: z.enum(['PHONE', 'WEB'], { error: 'validation.invalid' }).default('WEB'),
    }),
    data: z.null(),
  }),
  emailCheckReset: defineRoute({
    method: 'POST',
    path: '/n/user/email/check/rest',
    auth: 'public',
    summary: 'Step 1 of a password reset: checks the mailed code, answers a short-lived reset token',
    body: z.object({ userAccount: zEmail, verify: zSmsCode }),
    data: z.object({
      portalUserVO: z.object({ id: z.number().int() }),
      tokenVO: z.object({ token: z.string() }),
    }),
  }),
  emailChangePassword: defineRoute({
    method: 'POST',
    path: '/p/user/email/change/pass',
    auth: 'reset',
    summary: 'Step 2 of a password reset, with the reset token; ends every session of the user',
    body: z.object({
      id: zId,
      newuserAccount: zEncryptedPassword,
      userPassword: zEncryptedPassword,
    }),
    data: z.null(),
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/n/user/verify',
    auth: 'public',
    summary: 'Checks the Authorization token; code 0 (HTTP 200) when the session is not valid',
    data: ZPortalUser,
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/p/user/logout',
    auth: 'user',
    summary: 'Ends the session of the token',
    data: z.null(),
  }),
  refreshToken: defineRoute({
    method: 'POST',
    path: '/p/user/refresh/token',
    auth: 'user',
    summary: 'A new one-day token for the session (the old one stops working) and the user as now',
    data: ZLoginAnswer,
  }),
  nameUpdate: defineRoute({
    method: 'POST',
    path: '/p/user/name/update',
    auth: 'user',
    summary:
      'Saves the first-login supplement form or the mobile profession form; a registration under ' +
      'review is submitted to the secretariat with them',
    body: ZNameUpdate,
    data: ZPortalUser,
  }),
  ownRegistration: defineRoute({
    method: 'GET',
    path: '/p/user/registration',
    auth: 'user',
    summary: "The caller's registration answers and review, as the correction at /information starts",
    data: ZOwnRegistration,
  }),
  updateUserName: defineRoute({
    method: 'POST',
    path: '/p/user/updateUserName',
    auth: 'user',
    summary: "Changes the user's name",
    body: z.object({ userName: zName }),
    data: ZPortalUser,
  }),
  langUpdate: defineRoute({
    method: 'POST',
    path: '/p/user/lang',
    auth: 'user',
    summary:
      "Keeps the language the user switched the portal to ('zh' or 'en'): the language of the mail " +
      'the platform sends them (login and registration keep the request language too)',
    body: z.object({ lang: z.enum(LANGUAGES, { error: 'validation.invalid' }) }),
    data: z.null(),
  }),
} as const;
