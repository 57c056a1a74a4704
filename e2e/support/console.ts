import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createAdmin } from './cli.ts';
import { sqlite } from './db.ts';

export const ADMIN = { username: 'e2e-admin', password: 'Admin2026ok' };

/** The console's first administrator, made once with the documented command. */
export const ensureAdmin = () => {
  const exists = sqlite((db) => db.prepare('select 1 from operators where username = ?').get(ADMIN.username));
  if (!exists) createAdmin(ADMIN.username, ADMIN.password);
};

/** Logs an operator into the console through its login form, in a page of its own. */
export const consoleLogin = async (page: Page, who = ADMIN) => {
  await page.goto('/console/');
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('current-operator')).toBeVisible();
};

/**
 * Console calls as the administrator, for a journey's setup and clean-up (what the journey itself
 * checks goes through the console's pages). Each call answers the envelope's `data` and throws
 * on any other code, with the server's answer in the message.
 */
export const operatorApi = (request: APIRequestContext) => {
  let token: Promise<string> | undefined;
  const headers = async () => {
    token ??= request
      .post('/api/c/auth/login', { data: ADMIN })
      .then(async (res) => ((await res.json()) as { data: { token: string } }).data.token);
    return { authorization: `Bearer ${await token}` };
  };
  const answer = async <T>(path: string, res: { json(): Promise<unknown> }): Promise<T> => {
    const body = (await res.json()) as { code: number; data: T };
    if (body.code !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  };
  return {
    get: async <T>(path: string): Promise<T> =>
      answer<T>(path, await request.get(`/api/c${path}`, { headers: await headers() })),
    post: async <T>(path: string, data?: object): Promise<T> =>
      answer<T>(
        path,
        await request.post(`/api/c${path}`, { headers: await headers(), ...(data ? { data } : {}) }),
      ),
    /** A file uploaded as the console's editors do, for the business it serves. */
    upload: async (businessType: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
      answer<{ id: number }>(
        '/attachments/upload',
        await request.post('/api/c/attachments/upload', {
          headers: await headers(),
          multipart: { businessType, file },
        }),
      ),
  };
};
