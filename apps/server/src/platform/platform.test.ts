import fs from 'node:fs';
import path from 'node:path';
import { referenceRoutes, routeUrl } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../test/helper.ts';
import { appError } from './errors.ts';

describe(`platform behaviour (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a 404 envelope in the caller language', async () => {
    // Paths no route describes.
    for (const url of ['/api/nothing/here', '/n/nothing', '/p/nothing']) {
      const res = await t.inject({ method: 'GET', url, lang: 'en' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        message: 'The requested resource does not exist',
        data: null,
        error: 'NOT_FOUND',
      });
    }
    expect((await t.inject({ method: 'GET', url: '/api/nothing' })).json().message).toBe('请求的资源不存在');
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    // Broken JSON: no descriptor sends it.
    const res = await t.inject({
      method: 'POST',
      url: routeUrl(referenceRoutes.pvuvCount),
      headers: { 'content-type': 'application/json' },
      payload: '{"visitorId": "abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 401, error: 'MALFORMED_REQUEST', message: '请求格式错误' });
    expect(await t.db.selectFrom('page_visits').selectAll().execute()).toEqual([]);
  });

  it('answers a wrong content type with 415 and a body over the limit with 413', async () => {
    // A content type and a body size no descriptor sends.
    const wrongType = await t.inject({
      method: 'POST',
      url: routeUrl(referenceRoutes.pvuvCount),
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await t.inject({
      method: 'POST',
      url: routeUrl(referenceRoutes.pvuvCount),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ visitorId: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('says nothing of internals on a failure', async () => {
    const app = await buildTestApp({
      beforeReady: (fastify) => {
        fastify.get('/api/test/boom', async () => {
          throw new Error('db password is hunter2 at /srv/secret.ts:12');
        });
        fastify.get('/api/test/known', async () => {
          throw appError('USER_LOCKED');
        });
      },
    });
    // Routes added here, outside the contract.
    const res = await app.inject({ method: 'GET', url: '/api/test/boom', lang: 'en' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      message: 'Server error, please try again later',
      data: null,
      error: 'INTERNAL',
    });
    expect(res.body).not.toContain('hunter2');
    const known = await app.inject({ method: 'GET', url: '/api/test/known' });
    expect(known.statusCode).toBe(403);
    expect(known.json()).toMatchObject({ code: 101, message: '用户已被禁用' });
    await app.close();
  });

  it('refuses a token that is revoked, expired, malformed or belongs to a locked user', async () => {
    const qrShow = (as: TestUser | string) => t.call(referenceRoutes.qrShow, {}, { as });
    const user = await t.loginAs();
    expect((await qrShow(user)).status).toBe(200);
    expect((await qrShow('not a token')).status).toBe(401);
    await t.db.updateTable('users').set({ locked: 1 }).where('id', '=', user.id).execute();
    expect((await qrShow(user)).status).toBe(401);
    const other = await t.loginAs();
    await t.db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', other.id)
      .execute();
    expect((await qrShow(other)).status).toBe(401);
  });

  it('stores session tokens only as their hash', async () => {
    const user = await t.loginAs();
    const rows = await t.db
      .selectFrom('user_sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(user.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends security headers and a request id, and takes a request id from the caller', async () => {
    const res = await t.call(referenceRoutes.menuAll);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A raw header, to a path outside the API.
    const traced = await t.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('reports health and readiness', async () => {
    // Outside the API: no envelope, no descriptor.
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('serves the API reference at /docs, and the committed OpenAPI document is current', async () => {
    // The reference page is HTML outside the API: no descriptor names it.
    const page = await t.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const current = `${JSON.stringify(t.app.swagger(), null, 2)}\n`;
    const file = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    expect(committed, 'docs/openapi.json is stale: run `npm run openapi` and commit it').toBe(current);
  });

  it('refuses a bad configuration value with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ PLATFORM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/PLATFORM_TIME_ZONE/);
  });
});
