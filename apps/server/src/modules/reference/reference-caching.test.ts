import zlib from 'node:zlib';
import { referenceRoutes, routeUrl } from '@steel-epd/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { referenceTexts } from './index.ts';

const TEXTS = routeUrl(referenceRoutes.textAll);
const PROVINCES = routeUrl(referenceRoutes.regionProvinces);

/** The headers every answer carries, a 304 and a compressed one included (issue 9). */
const expectSecurityHeaders = (res: LightMyRequestResponse) => {
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-request-id']).toBeTruthy();
};

describe(`compressed answers and ETags (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
    t.inject({ method: 'GET', url, headers, ...(token ? { token } : {}) });

  it('sends the texts with an ETag, and answers a repeat with If-None-Match by 304 with no body', async () => {
    const first = await get(TEXTS);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json().data.textData['2']).toContainEqual({
      code: 'common.siteName',
      text: 'Steel EPD Platform',
    });

    const repeat = await get(TEXTS, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);
    expect(repeat.headers.etag).toBe(etag);
    expect(repeat.headers['content-encoding']).toBeUndefined();
    expectSecurityHeaders(repeat);

    // Another tag, or a list naming it among others.
    expect((await get(TEXTS, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    expect((await get(TEXTS, { 'if-none-match': `"x", ${etag}` })).statusCode).toBe(304);
  });

  it('changes the ETag when an operator edits a text, and sends the new wording', async () => {
    const before = await get(TEXTS);
    const etag = before.headers.etag as string;
    await referenceTexts(t.db).edit('en', 'common.siteName', 'Steel EPD Programme');

    const after = await get(TEXTS, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.textData['2']).toContainEqual({
      code: 'common.siteName',
      text: 'Steel EPD Programme',
    });
    expect((await get(TEXTS, { 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
    // The edit is an operator's: stored as such, so seeding the catalogue again keeps it.
    const row = await t.db
      .selectFrom('texts')
      .select(['text', 'edited'])
      .where('lang', '=', 'en')
      .where('code', '=', 'common.siteName')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: 'Steel EPD Programme', edited: 1 });
    await expect(referenceTexts(t.db).edit('en', 'no.such.text', 'x')).rejects.toMatchObject({
      errorName: 'NOT_FOUND',
    });
  });

  it('compresses the texts with gzip or br when accepted, and sends them plain otherwise', async () => {
    const plain = await get(TEXTS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(50 * 1024);

    const gzipped = await get(TEXTS, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expectSecurityHeaders(gzipped);

    const brotli = await get(TEXTS, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);

    // br refused by q=0: gzip.
    const noBr = await get(TEXTS, { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
  });

  it('compresses any JSON answer over 1 KB when accepted (a logged-in call), never a small one', async () => {
    const user = await t.loginAs();
    const plain = await get(PROVINCES, {}, user.token);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().data).toContainEqual({ code: '11', name: '北京市', nameEn: 'Beijing' });

    const gzipped = await get(PROVINCES, { 'accept-encoding': 'gzip' }, user.token);
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.payload);
    expectSecurityHeaders(gzipped);

    // Without the token the refusal is small: sent as it is.
    const refused = await get(PROVINCES, { 'accept-encoding': 'gzip' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().error).toBe('UNAUTHENTICATED');

    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('prepares each language and dictionary on its own', async () => {
    const zh = await get(routeUrl(referenceRoutes.dictListPublic, { type: 'COMPANY_TYPE' }));
    const en = await t.inject({
      method: 'GET',
      url: routeUrl(referenceRoutes.dictListPublic, { type: 'COMPANY_TYPE' }),
      lang: 'en',
    });
    expect(zh.json().data.find((i: { itemCode: string }) => i.itemCode === '4').itemValue).toBe('第三方机构');
    expect(en.json().data.find((i: { itemCode: string }) => i.itemCode === '4').itemValue).toBe(
      'Third-party agency',
    );
    expect(en.json().message).toBe('Success');
    expect(zh.headers.etag).not.toBe(en.headers.etag);
    const other = await get(routeUrl(referenceRoutes.dictListPublic, { type: 'COMPANY_FORM' }));
    expect(other.headers.etag).not.toBe(zh.headers.etag);
    // A logged-in call of the same dictionary, and a refused one.
    const user = await t.loginAs();
    const forUser = await get(routeUrl(referenceRoutes.dictList, { type: 'COMPANY_TYPE' }), {}, user.token);
    expect(forUser.json().data).toEqual(zh.json().data);
    expect((await get(routeUrl(referenceRoutes.dictList, { type: 'COMPANY_TYPE' }))).statusCode).toBe(401);
  });
});
