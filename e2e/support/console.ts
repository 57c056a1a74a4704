import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import {
  type TConsoleUser,
  type TPlatformSettings,
  type TPlatformSettingsUpdate,
  textOf,
} from '@steel-epd/contract';
import { createAdmin } from './cli.ts';

export const ADMIN = { username: 'e2e-admin', password: 'Admin2026ok' };

let adminMade = false;

/**
 * The console's first administrator, made with the documented command; the command refuses a
 * name that is taken (another file of the run made it), which is as good.
 */
export const ensureAdmin = () => {
  if (adminMade) return;
  try {
    createAdmin(ADMIN.username, ADMIN.password);
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    if (!stderr.includes(textOf('error.OPERATOR_EXISTS', 'zh'))) throw error;
  }
  adminMade = true;
};

/** Logs an operator into the console through its login form, in a page of its own. */
export const consoleLogin = async (page: Page, who = ADMIN) => {
  await page.goto('/console/');
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('current-operator')).toBeVisible();
};

const operatorTokens = new WeakMap<APIRequestContext, Promise<string>>();

/**
 * Console calls as the administrator, for a journey's setup and clean-up (what the journey itself
 * checks goes through the console's pages). Each call answers the envelope's `data` and throws
 * on any other code, with the server's answer in the message. The administrator logs in once per
 * request context (a journey's setup makes many calls), and again when that session has ended.
 */
export const operatorApi = (request: APIRequestContext) => {
  const token = (fresh = false) => {
    ensureAdmin();
    let made = fresh ? undefined : operatorTokens.get(request);
    if (!made) {
      made = request
        .post('/api/c/auth/login', { data: ADMIN })
        .then(async (res) => ((await res.json()) as { data: { token: string } }).data.token);
      operatorTokens.set(request, made);
    }
    return made;
  };
  const call = async <T>(
    path: string,
    send: (headers: { authorization: string }) => Promise<APIResponse>,
  ) => {
    let body = (await (await send({ authorization: `Bearer ${await token()}` })).json()) as {
      code: number;
      error?: string;
      data: T;
    };
    if (body.error === 'UNAUTHENTICATED') {
      body = (await (await send({ authorization: `Bearer ${await token(true)}` })).json()) as typeof body;
    }
    if (body.code !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  };
  return {
    get: <T>(path: string): Promise<T> =>
      call<T>(path, (headers) => request.get(`/api/c${path}`, { headers })),
    post: <T>(path: string, data?: object): Promise<T> =>
      call<T>(path, (headers) => request.post(`/api/c${path}`, { headers, ...(data ? { data } : {}) })),
    /** A file uploaded as the console's editors do, for the business it serves. */
    upload: (businessType: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
      call<{ id: number }>('/attachments/upload', (headers) =>
        request.post('/api/c/attachments/upload', { headers, multipart: { businessType, file } }),
      ),
  };
};

/** A portal user as the secretariat's user list shows them, found by their account. */
export const consoleUser = async (request: APIRequestContext, account: string) => {
  const found = await operatorApi(request).get<{ list: TConsoleUser[] }>(
    `/users?keyword=${encodeURIComponent(account)}`,
  );
  return found.list.find((u) => u.userAccount === account);
};

/** The platform settings as they stand, in the form the settings page saves them. */
export const platformSettings = async (request: APIRequestContext): Promise<TPlatformSettingsUpdate> => {
  const { defaults: _, ...stored } = await operatorApi(request).get<TPlatformSettings>('/settings');
  return stored;
};

/**
 * Saves the platform settings as the settings page does: a journey that changes one keeps what
 * platformSettings answered before and saves it back when it ends.
 */
export const savePlatformSettings = (request: APIRequestContext, settings: TPlatformSettingsUpdate) =>
  operatorApi(request).post<TPlatformSettings>('/settings', settings);
