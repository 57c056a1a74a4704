import { accountRoutes, attachmentRoutes, referenceRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, mobileCode } from '../test/account-fixtures.ts';
import { buildTestApp, engineName, type TestApp } from '../test/helper.ts';
import { redactUrl } from './logging.ts';

/** The server's log lines, as written, and parsed. */
const captureLog = () => {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
};

/** A six-digit code standing alone, not as part of a longer number (a time, a duration). */
const standalone = (code: string) => new RegExp(`(?<![\\d.])${code}(?![\\d.])`);

describe(`logs hold no token, code or password (${engineName})`, () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    // The most talkative level: whatever Fastify or a module logs is in the capture.
    t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('redacts the session token in a download URL and the Authorization header', async () => {
    const code = await mobileCode(t, '13900000901');
    const login = await t.call(accountRoutes.phoneLoginOrRegister, {
      body: { mobile: '13900000901', password: code },
    });
    const token = login.data?.tokenVO.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const byQuery = await t.call(attachmentRoutes.attachmentDownloadByToken, {
      params: { id: 1 },
      query: { Authorization: token },
    });
    expect(byQuery.status).toBe(404);
    const byHeader = await t.call(referenceRoutes.qrShow, {}, { as: token });
    expect(byHeader.status).toBe(200);
    await t.call(referenceRoutes.qrShow, {}, { as: `Bearer ${token}` });
    // A name spelled with percent-encoding is the same parameter to the server. Raw: the query
    // string is written by hand, which no descriptor's query can spell.
    await t.inject({ method: 'GET', url: `/api/n/attachment/download/token/2?%41uthorization=${token}&x=1` });
    // Refused while routing, before any hook: still logged with the redacted URL. Raw: a bad
    // percent-encoding in the path.
    const badUrl = await t.inject({ method: 'GET', url: `/api/n/dict/list/%zz?Authorization=${token}` });
    expect(badUrl.statusCode).toBe(400);

    const urls = log
      .entries()
      .map((e) => (e.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toContain('/api/n/attachment/download/token/1?Authorization=[redacted]');
    expect(urls).toContain('/api/n/attachment/download/token/2?%41uthorization=[redacted]&x=[redacted]');
    expect(urls).toContain('/api/n/dict/list/%zz?Authorization=[redacted]');
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain(token.slice(0, 20));
    expect(log.text()).not.toMatch(standalone(code));
  });

  it('never logs a password, its ciphertext or a code sent by SMS', async () => {
    const password = 'Clear-Secret-Pass-9!';
    const ciphertext = await encryptPassword(t, password);
    const res = await t.call(accountRoutes.emailLogin, {
      body: { userAccount: 'someone@example.com', userPassword: ciphertext },
    });
    expect(res.error).toBe('ACCOUNT_PASSWORD_ERROR');
    const code = await mobileCode(t, '13900000902', 'REGISTER');
    const wrong = code === '000000' ? '111111' : '000000';
    await t.call(accountRoutes.phoneLogin, { body: { mobile: '13900000902', password: wrong } });
    expect(log.entries().length).toBeGreaterThan(10);
    expect(log.text()).not.toContain(password);
    expect(log.text()).not.toContain(ciphertext.slice(0, 40));
    expect(log.text()).not.toMatch(standalone(code));
  });

  it('replaces secret fields of anything a module logs', () => {
    const before = log.entries().length;
    t.app.log.info(
      {
        token: 'tok-AAAA1111',
        password: 'pw-BBBB2222',
        checkCode: '654321',
        headers: { authorization: 'Bearer hdr-CCCC3333', cookie: 'sid=DDDD4444' },
        session: { refreshToken: 'ref-EEEE5555' },
        attachmentId: 7,
      },
      'something happened',
    );
    const [entry] = log.entries().slice(before);
    expect(entry).toMatchObject({
      msg: 'something happened',
      token: '[redacted]',
      password: '[redacted]',
      checkCode: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      session: { refreshToken: '[redacted]' },
      attachmentId: 7,
    });
    expect(log.text()).not.toMatch(/AAAA1111|BBBB2222|654321|CCCC3333|DDDD4444|EEEE5555/);
  });
});

describe('redactUrl', () => {
  it('hides every query value and token-shaped path segments, and never fails on bad encoding', () => {
    expect(redactUrl('/api/n/menu/all')).toBe('/api/n/menu/all');
    expect(redactUrl('/api/c/users?keyword=13800001111&page=2')).toBe(
      '/api/c/users?keyword=[redacted]&page=[redacted]',
    );
    expect(redactUrl('/n/captcha/test-answer/2f7c1e9a4b6d8f0a1c3e5b7d9f1a3c5e')).toBe(
      '/n/captcha/test-answer/[redacted]',
    );
    expect(redactUrl('/p/dict/list/INDUSTRY_CLASSIFICATION')).toBe('/p/dict/list/INDUSTRY_CLASSIFICATION');
    expect(redactUrl('/x/%E0%A4%A?%zz=%&flag')).toBe('/x/%E0%A4%A?%zz=[redacted]&flag');
  });
});
