import type { APIRequestContext, Page } from '@playwright/test';
import { letAddressCapPass, sqlite } from './db.ts';
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

/**
 * Logs a phone user in through the API (the mobile code path), as test setup. A number's first
 * login makes an account under review (decision 198); unless `review: 'pending'` is asked, the
 * setup approves it as the secretariat would, since most journeys need a member.
 */
export const apiPhoneLogin = async (
  request: APIRequestContext,
  phone = freshPhone(),
  { review = 'approved' }: { review?: 'approved' | 'pending' } = {},
): Promise<LoginAnswer> => {
  letAddressCapPass();
  // A new number gets a registration code (the phone pages send login codes only to registered
  // numbers, decision 207); its first login registers it. A registered one gets a login code.
  const registered = sqlite((db) => db.prepare('select id from users where account = ?').get(phone));
  const sent = await request.post('/api/n/plat/sms/checkcode/simple', {
    data: { phoneNumber: phone, inlet: registered ? 'LOGIN' : 'REGISTER' },
  });
  const sendAnswer = (await sent.json()) as { code: number };
  if (sendAnswer.code !== 1) throw new Error(`code not sent to ${phone}: ${JSON.stringify(sendAnswer)}`);
  const code = await waitForCode(phone);
  const res = await request.post('/api/n/user/loginOrRegister/uc', {
    data: { mobile: phone, password: code },
  });
  const body = (await res.json()) as { code: number; data: LoginAnswer };
  if (body.code !== 1) throw new Error(`login failed: ${JSON.stringify(body)}`);
  if (review === 'approved' && body.data.portalUserVO.auditStatus === 0) {
    sqlite((db) =>
      db
        .prepare('update users set audit_status = 1, registration_submitted_at = created_at where id = ?')
        .run(body.data.portalUserVO.id),
    );
    return { ...body.data, portalUserVO: { ...body.data.portalUserVO, auditStatus: 1 } };
  }
  return body.data;
};

/**
 * A registered phone user with a name, so a login in the portal ends without the supplement
 * form; answers the number, whose API login has just sent it a code.
 */
export const namedPhoneUser = async (request: APIRequestContext, name: string) => {
  const phone = freshPhone();
  const answer = await apiPhoneLogin(request, phone);
  sqlite((db) => db.prepare('update users set user_name = ? where id = ?').run(name, answer.portalUserVO.id));
  return phone;
};

/** Puts a logged-in session into the page as the portal keeps it: token cookie and userInfo. */
export const useSession = async (page: Page, answer: LoginAnswer) => {
  await page.context().addCookies([{ name: 'token', value: answer.tokenVO.token, url: E2E_BASE_URL }]);
  await page.addInitScript((user) => {
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('isAuthenticated', 'true');
  }, answer.portalUserVO);
};
