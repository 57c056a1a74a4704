import type { TLoginAnswer } from '@steel-epd/contract';
import { encryptPasswords } from '../../../lib/api/encrypt.ts';
import { accountRefs } from '../../../lib/api/route-refs.ts';
import { call } from '../../../lib/http.ts';

/**
 * Phone login with the SMS code (spec 01 §3: the code travels as `password`). The desktop
 * dialog registers a new mainland number on its first login; /Loginapp uses the plain login.
 */
export const loginByPhone = (mobile: string, code: string, autoRegister: boolean): Promise<TLoginAnswer> =>
  autoRegister
    ? call(accountRefs.phoneLoginOrRegister, { body: { mobile, password: code } })
    : call(accountRefs.phoneLogin, { body: { mobile, password: code } });

/** E-mail login; the password leaves the browser only encrypted. */
export const loginByEmail = async (userAccount: string, password: string): Promise<TLoginAnswer> => {
  const [userPassword] = await encryptPasswords(userAccount, password);
  return call(accountRefs.emailLogin, { body: { userAccount, userPassword } });
};
