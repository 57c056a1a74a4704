import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { accountRoutes } from '@steel-epd/contract';
import { codeLimitKeys } from '../modules/accounts/index.ts';
import { lastCodeFor } from '../platform/messaging/outbox-reader.ts';
import { browserEncrypt, captchaClient } from './captcha-client.ts';
import type { TestApp } from './helper.ts';

/** Encrypts a password as the browser does: RSA-OAEP SHA-256 with the key of getPublicKey. */
export const encryptPassword = async (t: TestApp, password: string): Promise<string> => {
  const key = createPublicKey({
    key: Buffer.from(await t.data(accountRoutes.getPublicKey, { body: {} }), 'base64'),
    format: 'der',
    type: 'spki',
  });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
};

/** The newest code the outbox holds for an address, as the person would read it. */
export const codeFor = (t: TestApp, to: string): string => {
  const code = lastCodeFor(t.app.config.DATA_DIR, to);
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
};

/**
 * Lets the resend wait pass without waiting: ends the account's resend window in the limiter
 * and backdates its codes by two minutes.
 */
export const ageCodes = async (t: TestApp, account: string) => {
  await t.app.services.limiter.reset(codeLimitKeys.resend(account));
  const rows = await t.db
    .selectFrom('verification_codes')
    .select(['id', 'created_at'])
    .where('account', '=', account)
    .execute();
  for (const row of rows) {
    const earlier = new Date(Date.parse(row.created_at) - 120_000).toISOString();
    await t.db
      .updateTable('verification_codes')
      .set({ created_at: earlier })
      .where('id', '=', row.id)
      .execute();
  }
};

/**
 * Sends a code the mobile way (no captcha) and returns it from the outbox: a login code to a
 * registered number, else a registration code (the phone pages send no login code to a number
 * without an account, decision 207; its first login takes the registration code).
 */
export const mobileCode = async (t: TestApp, phone: string, purpose?: 'LOGIN' | 'REGISTER') => {
  const registered = await t.db
    .selectFrom('users')
    .select('id')
    .where('account', '=', phone)
    .executeTakeFirst();
  const inlet = purpose ?? (registered ? 'LOGIN' : 'REGISTER');
  const res = await t.call(accountRoutes.smsSendSimple, { body: { phoneNumber: phone, inlet } });
  if (res.code !== 1) throw new Error(`code not sent: ${res.body}`);
  return codeFor(t, phone);
};

/** Passes the slider captcha as a browser would and answers its captchaVerification. */
export const passCaptcha = async (t: TestApp): Promise<string> => {
  const client = captchaClient(t);
  const challenge = await client.challenge('blockPuzzle');
  const secret = await client.secret(challenge.token);
  const { text, pointJson } = client.answer(challenge, { x: secret.x, y: 5 });
  const res = await client.check('blockPuzzle', challenge.token, pointJson);
  if (res.code !== 1) throw new Error(`captcha not passed: ${res.body}`);
  return browserEncrypt(`${challenge.token}---${text}`, challenge.secretKey);
};
