import { CAPTCHA_CODES, captchaRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { CAPTCHA_LIMITS } from '../modules/captcha/captcha.service.ts';
import { buildTestApp, engineName, type TestApp } from '../test/helper.ts';

/** Issue 28: the settings a deployment behind proxies, on PostgreSQL, must get right. */
describe('production settings', () => {
  const PG = 'postgres://u@db.example:5432/epd';

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses "trust every hop"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/8,nginx', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be a number of proxy hops/,
      );
    }
  });

  it('loads the demo user with the README password only on the embedded default', () => {
    expect(loadConfig({}).DEMO).toBe('readme');
    expect(loadConfig({ DEMO_CONTENT: 'off' }).DEMO).toBe('off');
    expect(loadConfig({ DATABASE_URL: PG }).DEMO).toBe('off');
    expect(loadConfig({ DATABASE_URL: PG, DEMO_CONTENT: 'on' }).DEMO).toBe('generated');
    const production = { APP_MODE: 'production', PUBLIC_BASE_URL: 'https://epd.example.org' };
    expect(loadConfig(production).DEMO).toBe('off');
    expect(loadConfig({ ...production, DEMO_CONTENT: 'on' }).DEMO).toBe('generated');
  });

  it('refuses to start in production without PUBLIC_BASE_URL', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(
      /PUBLIC_BASE_URL: required when APP_MODE=production/,
    );
    expect(loadConfig({}).PUBLIC_BASE_URL).toBe('http://localhost:8080');
  });
});

describe(`the client address behind one trusted proxy (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const get = (forwardedFor: string, clientUid: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/n/captcha/get',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { captchaType: 'blockPuzzle', clientUid },
    });

  it('counts by the address the proxy appended, whatever the client put left of it', async () => {
    expect(captchaRoutes.captchaGet.path).toBe('/n/captcha/get');
    for (let n = 0; n < CAPTCHA_LIMITS.getsPerWindow; n++) {
      const res = await get(`10.9.${n}.1, 198.51.100.4`, `uid-${n}`);
      expect(res.statusCode, `get ${n}`).toBe(200);
    }
    // A new claimed address and a new client id: still the same client, still refused.
    const refused = await get('10.9.250.1, 198.51.100.4', 'uid-new');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(CAPTCHA_CODES.tooManyGets);
    // Another client behind the same proxy is not held back by the first.
    expect((await get('198.51.100.5', 'uid-other')).statusCode).toBe(200);
  });
});
