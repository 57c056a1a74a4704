import { referenceRoutes, routeUrl } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../test/helper.ts';
import { HSTS } from './security.ts';

/**
 * Issue 28 point 8: Strict-Transport-Security only on answers to requests that came over TLS,
 * here through a trusted proxy's X-Forwarded-Proto; never on plain http, and never because a
 * client that is not a trusted proxy says https.
 */
describe(`HSTS behind TLS only (${engineName})`, () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    // One trusted proxy hop (the test's peer, 127.0.0.1, is the proxy).
    behindProxy = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    direct = await buildTestApp();
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  const get = (t: TestApp, url: string, proto?: string) =>
    t.inject({ method: 'GET', url, headers: proto ? { 'x-forwarded-proto': proto } : {} });
  const menu = routeUrl(referenceRoutes.menuAll);

  it('sends HSTS when a trusted proxy forwards an https request, on answers and refusals alike', async () => {
    for (const url of [menu, '/api/nothing-here', '/console/']) {
      const res = await get(behindProxy, url, 'https');
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
    }
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    // The proxy nearest the server appends its own: the last entry counts.
    expect((await get(behindProxy, menu, 'https, https')).headers['strict-transport-security']).toBe(HSTS);
  });

  it('sends no HSTS on plain http, nor when an untrusted client claims https', async () => {
    expect((await get(behindProxy, menu)).headers['strict-transport-security']).toBeUndefined();
    expect((await get(behindProxy, menu, 'http')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await get(behindProxy, menu, 'https, http')).headers['strict-transport-security'],
    ).toBeUndefined();
    // Without TRUST_PROXY the header is the client's own claim.
    const claimed = await get(direct, menu, 'https');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    expect((await get(direct, menu)).headers['strict-transport-security']).toBeUndefined();
  });
});
