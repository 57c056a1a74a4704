import { z } from 'zod';
import { OTHER_TEXT_MAX } from '../../constants.ts';
import { LANGUAGES } from '../../languages.ts';
import { defineRoute } from '../../route.ts';
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
} from '../../validation.ts';

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

/**
 * A registration's answers: what the secretariat's registration review reads (decision 198).
 * The user name is the person's own; the company name is the company they declare they belong
 * to (a company is made for them, or theirs renamed while no certification vouches for it).
 */
export const ZRegistrationAnswers = z.object({
  userName: zName,
  companyName: zName.optional(),
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
});

/** The supplement form carries a company name, type and contact; the profession form does not. */
const isSupplement = (form: { contacts?: unknown; companyType?: unknown; companyName?: unknown }) =>
  form.contacts !== undefined || form.companyType !== undefined || form.companyName !== undefined;

const supplementIssues = (
  form: { contacts?: string | undefined; companyType?: string | undefined; companyName?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!form.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation.companyNameRequired' });
  }
  if (!form.companyType) {
    ctx.addIssue({ code: 'custom', path: ['companyType'], message: 'validation.companyTypeRequired' });
  }
  if (!form.contacts) {
    ctx.addIssue({ code: 'custom', path: ['contacts'], message: 'validation.contactsRequired' });
  }
};

/**
 * The supplement form (a first login without a user name) or the phone pages' profession form
 * (user name and industry): saving either submits the registration for review (decision 198).
 */
export const ZNameUpdate = ZRegistrationAnswers.superRefine((form, ctx) => {
  if (isSupplement(form)) supplementIssues(form, ctx);
  else if (form.professionId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['professionId'], message: 'validation.professionRequired' });
  }
});
export type TNameUpdate = z.input<typeof ZNameUpdate>;

/**
 * The correction of a failed registration (/p/user/modify): the supplement's answers again
 * (/information sends them all, with the same rules), or only the user and company name (the
 * phone pages' /userinfo).
 */
export const ZUserModify = ZRegistrationAnswers.partial({ userName: true }).superRefine((form, ctx) => {
  if (form.contacts !== undefined || form.companyType !== undefined) supplementIssues(form, ctx);
  else if (form.userName === undefined && form.companyName === undefined) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation.nameRequired' });
  }
});
export type TUserModify = z.input<typeof ZUserModify>;

/** How an account was made: the registration review shows it (decision 198). */
export const SIGNUP_CHANNELS = ['phoneRegister', 'phoneLogin', 'emailRegister'] as const;
export type TSignupChannel = (typeof SIGNUP_CHANNELS)[number];

/** The caller's own registration answers, as /information starts its correction from them. */
export const ZOwnRegistration = z.object({
  auditStatus: z.number().int(),
  reasonReject: z.string().nullable(),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** A certification under review or certified vouches for the name: it cannot change here. */
  companyNameLocked: z.boolean(),
  companyType: z.string().nullable(),
  contacts: z.string().nullable(),
  department: z.string().nullable(),
  job: z.string().nullable(),
  /** The chosen INDUSTRY_CLASSIFICATION path, `[id]` or `[parentId, id]`. */
  industryPath: z.array(z.number().int()).nullable(),
  otherProfession: z.string().nullable(),
  demand: z.string().nullable(),
  /** The chosen CHANNEL_CLASSIFICATION path. */
  channelPath: z.array(z.number().int()).nullable(),
  otherChannel: z.string().nullable(),
});
export type TOwnRegistration = z.infer<typeof ZOwnRegistration>;

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
