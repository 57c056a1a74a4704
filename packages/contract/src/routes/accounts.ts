import { z } from 'zod';
import { OTHER_TEXT_MAX } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';
import { defineRoute } from '../route.ts';
import {
  zCaptchaTokenOrEmpty,
  zEmail,
  zId,
  zLine,
  zLongText,
  zName,
  zPhone,
  zRawLine,
  zSmsCode,
} from '../validation.ts';

/** How an account logs in: phone accounts by SMS code, e-mail accounts by password. */
export const ACCOUNT_TYPES = ['phone', 'email'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

/** What a verification code is for; a code only works for the account and purpose it was sent for. */
export const CODE_PURPOSES = ['LOGIN', 'REGISTER', 'RESET', 'LOGOFF'] as const;
export const ZCodePurpose = z.enum(CODE_PURPOSES, { error: 'validation.invalid' });
export type TCodePurpose = z.infer<typeof ZCodePurpose>;

/** Limits of code sending and checking (issue 3; documented in docs/decisions.md). */
export const CODE_RULES = {
  lifeMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  resendAfterMs: 60 * 1000,
  perAccountPerDay: 10,
  perAddressPerDay: 30,
} as const;

/**
 * E-mail login tries in the window: per account from one address, per account from all
 * addresses, and per address over all accounts (issue 9). A try is counted before its password
 * is hashed, and a right password gives its own try back.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAccountAndAddress: 10,
  perAccount: 30,
  perAddress: 30,
} as const;

/** A reset token (step 1 of a password reset) is good for this long, for step 2 only. */
export const RESET_TOKEN_LIFE_MS = 10 * 60 * 1000;

/** An RSA-OAEP (SHA-256) ciphertext of a password, base64, made with the key of getPublicKey. */
export const zEncryptedPassword = zRawLine('validation.passwordRequired')
  .min(1, { error: 'validation.passwordRequired' })
  .max(1024, { error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9+/=]+$/, { error: 'validation.invalid' });

export const ZPortalUser = z.object({
  id: z.number().int(),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  auditStatus: z.number().int(),
  userAccount: z.string(),
  reasonReject: z.string().nullable(),
  companyType: z.string().nullable(),
  companyCode: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
});
export type TPortalUser = z.infer<typeof ZPortalUser>;

export const ZLoginAnswer = z.object({ portalUserVO: ZPortalUser, tokenVO: z.object({ token: z.string() }) });
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

const ZPhoneLogin = z.object({ mobile: zPhone, password: zSmsCode });
const zDictCode = (messageKey: string) =>
  zLine(messageKey).min(1, { error: messageKey }).max(32, { error: messageKey });
/** A short free field of a form: one line, at most `max` characters. */
const zField = (max: number, tooLong = 'validation.tooLong') => zLine().max(max, { error: tooLong });
/** The 'other' industry's or channel's own words. */
export const zOtherText = zField(OTHER_TEXT_MAX);

/** Supplement form (first login with neither user name nor company name) and profession form. */
export const ZNameUpdate = z
  .object({
    userName: zName,
    companyType: zField(32).optional(),
    contacts: zField(32, 'validation.nameTooLong').optional(),
    department: zField(64).optional(),
    job: zField(64).optional(),
    iprofessionId: zId.optional(),
    professionId: zId.optional(),
    /** JSON text of the chosen industry path: `[parentId, childId]` or `[id]`. */
    productTypeHierarchy: zField(200).optional(),
    otherProfession: zOtherText.optional(),
    /** A text area in the portal: line breaks are kept. */
    demand: zLongText().max(500, { error: 'validation.tooLong' }).optional(),
    channelId: zId.optional(),
    newchannelId: zId.optional(),
    otherChannel: zOtherText.optional(),
  })
  .superRefine((form, ctx) => {
    // The supplement form carries contacts and a company type; the profession form does not.
    const supplement = form.contacts !== undefined || form.companyType !== undefined;
    if (supplement && !form.companyType) {
      ctx.addIssue({ code: 'custom', path: ['companyType'], message: 'validation.companyTypeRequired' });
    }
    if (supplement && !form.contacts) {
      ctx.addIssue({ code: 'custom', path: ['contacts'], message: 'validation.contactsRequired' });
    }
    if (!supplement && form.professionId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['professionId'], message: 'validation.professionRequired' });
    }
  });
export type TNameUpdate = z.input<typeof ZNameUpdate>;

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
    summary: 'Sends an SMS code from the mobile pages, protected by rate limits alone',
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
    summary: 'Saves the first-login supplement form or the mobile profession form',
    body: ZNameUpdate,
    data: ZPortalUser,
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
