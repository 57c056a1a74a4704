import { deregistrationRoutes } from '@steel-epd/contract';
import { ageCodes, codeFor, passCaptcha } from '../../test/account-fixtures.ts';
import type { TestApp, TestUser } from '../../test/helper.ts';

/** Sends a deregistration code the desktop way (captcha first) and answers it from the outbox. */
export const logoffCode = async (t: TestApp, account: string): Promise<string> => {
  // Lets a test ask again without waiting out the resend interval.
  await ageCodes(t, account);
  const token = await passCaptcha(t);
  const res = account.includes('@')
    ? await t.call(deregistrationRoutes.logoffEmailSend, {
        body: { userAccount: account, captchaType: 11, token, inlet: 'WEB' },
      })
    : await t.call(deregistrationRoutes.logoffSmsSend, { body: { mobile: account, token } });
  if (res.code !== 1) throw new Error(`no deregistration code for ${account}: ${res.body}`);
  return codeFor(t, account);
};

export const logoff = (t: TestApp, user: TestUser, account: string, code: string, lang?: 'zh' | 'en') =>
  t.call(deregistrationRoutes.logoff, { body: { mobile: account, password: code } }, { as: user, lang });

/** A user's deregistration request, start to end: code, confirmation, user status 0. */
export const requestDeregistration = async (t: TestApp, user: TestUser, account: string) => {
  const res = await logoff(t, user, account, await logoffCode(t, account));
  if (res.code !== 1) throw new Error(`deregistration not requested: ${res.body}`);
};

export const userRow = (t: TestApp, id: number) =>
  t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
