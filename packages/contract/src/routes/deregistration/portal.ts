import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { isEmail, isPhone } from '../../text-rules.ts';
import { zCaptchaToken, zEmail, zLine, zPhone, zRawLine, zSmsCode } from '../../validation.ts';

/** What a closed account's login is replaced by: unique, and never a phone number or an e-mail address. */
export const closedAccountOf = (userId: number) => `closed-${userId}`;

/** The account being deregistered: the caller's phone number or e-mail address (the spec calls it mobile). */
const zOwnAccount = zLine()
  .min(1, { error: 'validation.invalid' })
  .max(254, { error: 'validation.invalid' })
  .refine((v) => isPhone(v) || isEmail(v), { error: 'validation.invalid' });

export const deregistrationRoutes = {
  logoffEmailSend: defineRoute({
    method: 'POST',
    path: '/n/user/email/logoff/send',
    auth: 'public',
    summary:
      'Mails a deregistration code to an existing e-mail account after a passed captcha (token = captchaVerification)',
    body: z.object({
      userAccount: zEmail,
      /** The portal sends 11; any captcha kind passed through /n/captcha/check is accepted. */
      captchaType: z.union([z.number(), zRawLine().max(32)]).optional(),
      token: zCaptchaToken,
      /** The portal sends WEB. There is no mobile deregistration page, so the captcha is always required. */
      inlet: zLine().max(32).optional(),
    }),
    data: z.null(),
  }),
  logoffSmsSend: defineRoute({
    method: 'POST',
    path: '/n/user/getLogoff',
    auth: 'public',
    summary: 'Sends a deregistration code by SMS to an existing phone account after a passed captcha',
    body: z.object({ mobile: zPhone, token: zCaptchaToken }),
    data: z.null(),
  }),
  logoff: defineRoute({
    method: 'POST',
    path: '/p/user/logoff',
    auth: 'user',
    summary:
      "Requests deregistration of the caller's own account (mobile = the account, password = the 6-digit code): " +
      'user status 0, under review; another account answers FORBIDDEN',
    body: z.object({ mobile: zOwnAccount, password: zSmsCode }),
    data: z.null(),
  }),
  revokeLogoff: defineRoute({
    method: 'POST',
    path: '/p/revoke/logoff',
    auth: 'user',
    summary: "Withdraws the caller's pending deregistration request: user status back to 1",
    data: z.null(),
  }),
} as const;
