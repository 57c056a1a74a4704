import { accountRoutes, type TLoginAnswer } from '@steel-epd/contract';
import { call } from '../../../lib/http.ts';
import { encryptPasswords } from './encrypt.ts';

/**
 * Phone login with the SMS code (spec 01 §3: the code travels as `password`). The desktop
 * dialog registers a new mainland number on its first login; /Loginapp uses the plain login.
 */
export const loginByPhone = (mobile: string, code: string, autoRegister: boolean): Promise<TLoginAnswer> =>
  call(autoRegister ? accountRoutes.phoneLoginOrRegister : accountRoutes.phoneLogin, {
    body: { mobile, password: code },
  });

/** E-mail login; the password leaves the browser only encrypted. */
export const loginByEmail = async (userAccount: string, password: string): Promise<TLoginAnswer> => {
  const [userPassword] = await encryptPasswords(userAccount, password);
  return call(accountRoutes.emailLogin, { body: { userAccount, userPassword } });
};

/** A new token for the session after the supplement form (spec 01 §4). */
export const refreshSession = (): Promise<TLoginAnswer> => call(accountRoutes.refreshToken);
