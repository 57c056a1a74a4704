import { z } from 'zod';
import { zRawLine } from '../../validation.ts';

/** How a portal account logs in: its kinds, the verification codes and their limits, the login's answer. */

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
