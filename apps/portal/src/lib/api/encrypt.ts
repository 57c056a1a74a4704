import { encryptPassword } from '@steel-epd/web';
import { call } from '../http.ts';
import { accountRefs } from './route-refs.ts';

/**
 * Encrypts passwords with the key the server answers for this account (spec 01 §5: "a public
 * key fetched per account"); asked for on every use, so a rotated key is never stale.
 */
export const encryptPasswords = async <const T extends readonly string[]>(
  account: string,
  ...passwords: T
): Promise<{ [K in keyof T]: string }> => {
  const key = await call(accountRefs.getPublicKey, { body: { userAccount: account } });
  return Promise.all(passwords.map((p) => encryptPassword(p, key))) as Promise<{ [K in keyof T]: string }>;
};
