import { createHttpClient } from '@steel-epd/web';
import { call } from '../http.ts';
import { currentLang, i18n } from '../i18n.ts';
import { encryptPasswords } from './encrypt.ts';
import { accountRefs } from './route-refs.ts';

export interface ResetInput {
  userAccount: string;
  verify: string;
  password: string;
  repeat: string;
}

/**
 * A client that sends the reset token, not the session's: step 2 of a reset is authorised by
 * step 1's short-lived token alone. It has no 401 handler, so an expired reset token does not
 * end a session the visitor may have in another tab.
 */
const resetClient = (resetToken: string) =>
  createHttpClient({
    getToken: () => resetToken,
    tokenHeader: 'raw',
    getLang: currentLang,
    translate: (key) => i18n.t(key),
  });

/**
 * The two steps of a password reset (spec 01 §4, spec 02 §4): the mailed code buys a reset
 * token and the user id, which then set the new password (both fields encrypted).
 */
export const resetPassword = async ({ userAccount, verify, password, repeat }: ResetInput): Promise<void> => {
  const checked = await call(accountRefs.emailCheckReset, { body: { userAccount, verify } });
  const [userPassword, newuserAccount] = await encryptPasswords(userAccount, password, repeat);
  await resetClient(checked.tokenVO.token).call(accountRefs.emailChangePassword, {
    body: { id: checked.portalUserVO.id, userPassword, newuserAccount },
  });
};
