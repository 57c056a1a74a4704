import type { APIRequestContext, Page } from '@playwright/test';
import { letAddressCapPass } from './db.ts';
import { E2E_BASE_URL } from './env.ts';
import { waitForCode } from './outbox.ts';

interface LoginAnswer {
  portalUserVO: {
    id: number;
    userName: string | null;
    companyName: string | null;
    userAccount: string;
  } & Record<string, unknown>;
  tokenVO: { token: string };
}

let seq = 0;

/** A fresh mainland number per call, so tests never share an account or a code limit. */
export const freshPhone = () => {
  seq += 1;
  return `136${String(process.pid % 10_000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
};

/** Logs a phone user in through the API (the mobile code path), as test setup. */
export const apiPhoneLogin = async (
  request: APIRequestContext,
  phone = freshPhone(),
): Promise<LoginAnswer> => {
  letAddressCapPass();
  const sent = await request.post('/api/n/plat/sms/checkcode/simple', {
    data: { phoneNumber: phone, inlet: 'LOGIN' },
  });
  const sendAnswer = (await sent.json()) as { code: number };
  if (sendAnswer.code !== 1) throw new Error(`code not sent to ${phone}: ${JSON.stringify(sendAnswer)}`);
  const code = await waitForCode(phone);
  const res = await request.post('/api/n/user/loginOrRegister/uc', {
    data: { mobile: phone, password: code },
  });
  const body = (await res.json()) as { code: number; data: LoginAnswer };
  if (body.code !== 1) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data;
};

/** Puts a logged-in session into the page as the portal keeps it: token cookie and userInfo. */
export const useSession = async (page: Page, answer: LoginAnswer) => {
  await page.context().addCookies([{ name: 'token', value: answer.tokenVO.token, url: E2E_BASE_URL }]);
  await page.addInitScript((user) => {
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('isAuthenticated', 'true');
  }, answer.portalUserVO);
};
