import { accountRoutes, referenceRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileCode } from '../test/account-fixtures.ts';
import { buildTestApp, engineName, type TestApp } from '../test/helper.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe(`answers are not cached, request ids are plain (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store with a token, with personal data and with an error', async () => {
    const code = await mobileCode(t, '13900000701');
    const login = await t.call(accountRoutes.phoneLoginOrRegister, {
      body: { mobile: '13900000701', password: code },
    });
    expect(login.data?.tokenVO.token).toBeTruthy();
    const token = login.data?.tokenVO.token as string;
    const me = await t.call(accountRoutes.verify, {}, { as: token, bare: true });
    expect(me.data?.userAccount).toBe('13900000701');
    const refused = await t.call(referenceRoutes.qrShow);
    expect(refused.status).toBe(401);
    // Raw: a path no route has, and the health check, which is outside the API's contract.
    const missing = await t.inject({ method: 'GET', url: '/api/nothing' });
    const health = await t.inject({ method: 'GET', url: '/healthz' });
    for (const [name, res] of Object.entries({ login, me, refused, missing, health })) {
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('keeps a short, plain X-Request-Id and replaces any other with its own', async () => {
    // Raw: the health check is outside the contract, and the X-Request-Id header is the point here.
    const kept = ['trace-123', 'A.b_C-9', 'x'.repeat(64)];
    for (const id of kept) {
      const res = await t.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], id).toBe(id);
    }
    const replaced = ['x'.repeat(65), 'y'.repeat(9 * 1024), 'has space', '<script>', 'id;drop', '请求', ''];
    for (const id of replaced) {
      const res = await t.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id'], id.slice(0, 20)).toMatch(UUID);
    }
    // Two answers without one get two different ids.
    const a = await t.inject({ method: 'GET', url: '/healthz' });
    const b = await t.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
