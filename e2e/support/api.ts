import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { consoleUser, operatorApi } from './console.ts';
import { letAddressCapPass } from './db.ts';
import { E2E_BASE_URL } from './env.ts';
import { waitForCode } from './outbox.ts';

export interface LoginAnswer {
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

let setup: Promise<APIRequestContext> | undefined;

/** A request context of the worker's own for setup calls made outside any test's fixtures. */
export const setupRequest = () => {
  setup ??= playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  return setup;
};

/**
 * Portal calls as a logged-in user, for a journey's setup: each answers the envelope's `data`
 * and throws on any other code, with the server's answer in the message.
 */
export const userApi = (request: APIRequestContext, token: string) => {
  const headers = { authorization: token };
  const answer = async <T>(path: string, res: { json(): Promise<unknown> }): Promise<T> => {
    const body = (await res.json()) as { code: number; data: T };
    if (body.code !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  };
  return {
    get: async <T>(path: string): Promise<T> =>
      answer<T>(path, await request.get(`/api${path}`, { headers })),
    post: async <T>(path: string, data: object = {}): Promise<T> =>
      answer<T>(path, await request.post(`/api${path}`, { headers, data })),
    /**
     * A file of the user's own, uploaded as the portal's forms do, for the business it serves
     * (and its reportType: 'data' for an application's data sheet).
     */
    upload: async (
      businessType: string,
      file: { name: string; mimeType: string; buffer: Buffer },
      fields: Record<string, string> = {},
    ) =>
      answer<{ id: number }>(
        '/p/attachment/upload',
        await request.post('/api/p/attachment/upload', {
          headers,
          multipart: { businessType, ...fields, file },
        }),
      ),
  };
};

/** The session token a page holds now (the portal refreshes it, e.g. after a certification). */
export const pageToken = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';

/**
 * Logs a phone user in through the API (the mobile code path), as test setup. A number's first
 * login makes an account under review (decision 198); unless `review: 'pending'` is asked, the
 * setup goes on as the user and the secretariat would: the user sends the supplement form (with
 * `name` as their name, `companyType` as their company's type, '4' a third-party agency, and a
 * company name that a certification may change later), the secretariat approves the registration
 * and the user reads its message, since most journeys need a member with an empty bell.
 */
export const apiPhoneLogin = async (
  request: APIRequestContext,
  phone = freshPhone(),
  {
    review = 'approved',
    name,
    companyType = '1',
  }: { review?: 'approved' | 'pending'; name?: string; companyType?: string } = {},
): Promise<LoginAnswer> => {
  letAddressCapPass();
  // A new number gets a registration code (the phone pages send login codes only to registered
  // numbers, decision 207); its first login registers it. A registered one gets a login code.
  const registered = (await consoleUser(request, phone)) !== undefined;
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
    const user = userApi(request, body.data.tokenVO.token);
    const userName = name ?? `E2E用户${phone.slice(-6)}`;
    await user.post('/p/user/name/update', {
      userName,
      companyName: `E2E申报企业${phone}`,
      companyType,
      contacts: '赵工',
    });
    await operatorApi(request).post(`/reviews/registrations/${body.data.portalUserVO.id}/approve`);
    await user.post('/p/epd/inner/readAll');
    return { ...body.data, portalUserVO: { ...body.data.portalUserVO, userName, auditStatus: 1 } };
  }
  return body.data;
};

/**
 * A registered phone user with a name, so a login in the portal ends without the supplement
 * form; answers the number, whose API login has just sent it a code.
 */
export const namedPhoneUser = async (request: APIRequestContext, name: string) => {
  const phone = freshPhone();
  await apiPhoneLogin(request, phone, { name });
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
