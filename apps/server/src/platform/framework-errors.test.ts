import type { AddressInfo } from 'node:net';
import { attachmentRoutes, referenceRoutes, routeUrl } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { pdfBytes } from '../test/file-bytes.ts';
import { buildTestApp, engineName, invalid, type TestApp, type TestUser } from '../test/helper.ts';
import { attachmentCount, multipartBody, storedFiles } from '../test/uploads.ts';
import { type RawAnswer, rawRequest } from './raw-http-client.ts';

/** Short timeouts, so a slow client is cut within the test's time. */
const TIMEOUTS = { HEADERS_TIMEOUT_MS: '300', IDLE_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' };

const EN = {
  MALFORMED_REQUEST: 'The request could not be read',
  URI_TOO_LONG: 'The request address is too long',
  HEADERS_TOO_LARGE: 'The request headers are too large',
  REQUEST_TIMEOUT: 'The request took too long, please try again',
};

/** What a raw answer says, in the envelope's terms. */
const envelopeOf = (answer: RawAnswer) => {
  const body = JSON.parse(answer.body) as { code: number; message: string; error: string; data: unknown };
  return {
    status: answer.status,
    code: body.code,
    error: body.error,
    message: body.message,
    data: body.data,
  };
};

describe(`framework errors answer in the envelope (${engineName})`, () => {
  let t: TestApp;
  let port: number;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ env: TIMEOUTS });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    user = await t.loginAs({ company: { name: 'Multipart Test Steel' } });
  });
  afterAll(() => t.close());

  describe('malformed multipart on the upload', () => {
    const cases = async () => {
      const { payload, contentType } = await multipartBody({
        fields: { businessType: 'EPD_VERIFY' },
        file: { name: 'report.pdf', bytes: pdfBytes() },
      });
      const boundary = contentType.split('boundary=')[1] ?? '';
      return [
        { name: 'no boundary', contentType: 'multipart/form-data', payload },
        { name: 'a wrong boundary', contentType: 'multipart/form-data; boundary=----not-the-one', payload },
        {
          name: 'a body cut before the closing boundary',
          contentType,
          payload: payload.subarray(0, payload.lastIndexOf(`--${boundary}--`)),
        },
        {
          name: 'a body cut inside the file',
          contentType,
          payload: payload.subarray(0, payload.indexOf('%%EOF')),
        },
      ];
    };

    it('answers 400 in the caller language and stores nothing', async () => {
      for (const c of await cases()) {
        for (const lang of ['en', 'zh'] as const) {
          // A deliberately broken multipart body, which only a raw inject can send.
          const res = await t.inject({
            method: 'POST',
            url: routeUrl(attachmentRoutes.attachmentUpload),
            token: user.token,
            lang,
            headers: { 'content-type': c.contentType },
            payload: c.payload,
          });
          expect({ status: res.statusCode, body: res.json() }, c.name).toEqual({
            status: 400,
            body: {
              code: 401,
              error: 'MALFORMED_REQUEST',
              data: null,
              message: lang === 'en' ? EN.MALFORMED_REQUEST : '请求格式错误',
            },
          });
        }
      }
      expect(await attachmentCount(t)).toBe(0);
      expect(storedFiles(t)).toEqual([]);
    });

    it('answers 400 for a multipart body cut off on a real connection, and stores nothing', async () => {
      const [, , cut] = await cases();
      if (!cut) throw new Error('no case');
      const head =
        'POST /api/p/attachment/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\n' +
        `Authorization: ${user.token}\r\nContent-Type: ${cut.contentType}\r\n` +
        `Content-Length: ${cut.payload.length}\r\nConnection: close\r\n\r\n`;
      const answer = await rawRequest(port, [head, cut.payload]);
      expect(envelopeOf(answer)).toMatchObject({ status: 400, error: 'MALFORMED_REQUEST' });
      expect(await attachmentCount(t)).toBe(0);
      expect(storedFiles(t)).toEqual([]);
    });
  });

  describe('bad URL encoding', () => {
    const urls = [
      '/api/n/dict/list/%',
      '/api/n/dict/list/%zz',
      '/api/n/dict/list/%E0%A4%A',
      '/n/dict/list/%zz',
    ];

    it('answers 400 in the envelope without echoing the URL (inject)', async () => {
      // Raw inject: these URLs are badly percent-encoded on purpose, which routeUrl would encode away.
      for (const url of urls) {
        const res = await t.inject({ method: 'GET', url, lang: 'en' });
        expect({ status: res.statusCode, body: res.json() }, url).toEqual({
          status: 400,
          body: { code: 401, error: 'MALFORMED_REQUEST', message: EN.MALFORMED_REQUEST, data: null },
        });
        expect(res.body).not.toContain('dict');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      const zh = await t.inject({ method: 'GET', url: '/api/n/dict/list/%zz' });
      expect(zh.json().message).toBe('请求格式错误');
    });

    it('answers 400 in the envelope on a real connection', async () => {
      for (const url of urls) {
        const answer = await rawRequest(port, [
          `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`,
        ]);
        expect(envelopeOf(answer), url).toMatchObject({ status: 400, error: 'MALFORMED_REQUEST' });
        expect(answer.body).not.toContain('dict');
      }
    });
  });

  it('answers a path parameter over 100 characters with 414 in the envelope', async () => {
    const long = 'a'.repeat(101);
    const res = await t.call(
      referenceRoutes.dictListPublic,
      { params: { type: invalid(long) } },
      { lang: 'en' },
    );
    expect({ status: res.status, body: { ...res } }).toEqual({
      status: 414,
      body: { code: 414, error: 'URI_TOO_LONG', message: EN.URI_TOO_LONG, data: null },
    });
    expect(res.body).not.toContain('aaaa');
    const zh = await t.call(attachmentRoutes.attachmentOnline, { params: { id: invalid('9'.repeat(120)) } });
    expect(zh.status).toBe(414);
    expect(zh.message).toBe('请求地址过长');
    // One hundred characters is still read as a parameter (and refused by its schema or not found).
    const limit = await t.call(referenceRoutes.dictListPublic, {
      params: { type: invalid('a'.repeat(100)) },
    });
    expect(limit.status).not.toBe(414);
  });

  it('answers oversized headers with 431 in the envelope, in the caller language', async () => {
    const filler = 'x'.repeat(20_000);
    const answer = await rawRequest(port, [
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nX-Filler: ${filler}\r\n\r\n`,
    ]);
    expect(envelopeOf(answer)).toEqual({
      status: 431,
      code: 431,
      error: 'HEADERS_TOO_LARGE',
      message: EN.HEADERS_TOO_LARGE,
      data: null,
    });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toContain('xxxx');
    expect(answer.closed).toBe(true);
    const zh = await rawRequest(port, [
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${filler}\r\n\r\n`,
    ]);
    expect(envelopeOf(zh).message).toBe('请求头过大');
  });

  it('answers Transfer-Encoding with Content-Length with 400 in the envelope', async () => {
    const answer = await rawRequest(port, [
      'POST /api/n/pvuv/count HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\n' +
        'Content-Type: application/json\r\nContent-Length: 30\r\nTransfer-Encoding: chunked\r\n\r\n' +
        '1e\r\n{"visitorId":"smuggled-visit"}\r\n0\r\n\r\n',
    ]);
    expect(envelopeOf(answer)).toEqual({
      status: 400,
      code: 401,
      error: 'MALFORMED_REQUEST',
      message: EN.MALFORMED_REQUEST,
      data: null,
    });
    expect(answer.body).not.toContain('smuggled');
    expect(answer.closed).toBe(true);
    expect(await t.db.selectFrom('page_visits').selectAll().execute()).toEqual([]);
  });

  it('answers an HTTP/1.1 request without Host with 400 in the envelope, in the caller language', async () => {
    // Node refuses it before Fastify sees it (requireHostHeader), with an empty body of its own.
    const answer = await rawRequest(port, [
      'POST /api/n/pvuv/count HTTP/1.1\r\nAccept-Language: en\r\n' +
        'Content-Type: application/json\r\nContent-Length: 30\r\n\r\n{"visitorId":"hostless-visit"}',
    ]);
    expect(envelopeOf(answer)).toEqual({
      status: 400,
      code: 401,
      error: 'MALFORMED_REQUEST',
      message: EN.MALFORMED_REQUEST,
      data: null,
    });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.closed).toBe(true);
    // The handler never ran.
    expect(await t.db.selectFrom('page_visits').selectAll().execute()).toEqual([]);
    const zh = await rawRequest(port, ['GET /api/n/menu/all HTTP/1.1\r\n\r\n']);
    expect(envelopeOf(zh)).toMatchObject({
      status: 400,
      error: 'MALFORMED_REQUEST',
      message: '请求格式错误',
    });
    // HTTP/1.0 has no Host to require, and a request with one is answered as before.
    const old = await rawRequest(port, ['GET /api/n/menu/all HTTP/1.0\r\n\r\n']);
    expect(old.status).toBe(200);
    const hosted = await rawRequest(port, [
      'GET /api/n/menu/all HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    ]);
    expect(hosted.status).toBe(200);
  });

  it('answers a body over the limit with 413 and an unknown content type with 415, in the envelope', async () => {
    const big = await rawRequest(port, [
      'POST /api/n/pvuv/count HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\nConnection: close\r\n\r\n{"visitorId":`,
    ]);
    expect(envelopeOf(big)).toMatchObject({ status: 413, error: 'PAYLOAD_TOO_LARGE' });
    expect(envelopeOf(big).message).toBe('The request is too large');
    // Raw inject: call() sends JSON only, and this content type is deliberately one the server does not read.
    const odd = await t.inject({
      method: 'POST',
      url: routeUrl(referenceRoutes.pvuvCount),
      headers: { 'content-type': 'text/x-mine-only' },
      payload: 'x',
    });
    expect(odd.statusCode).toBe(415);
    expect(odd.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', message: '不支持的请求内容类型' });
    expect(odd.body).not.toContain('mine-only');
  });

  describe('slow clients are cut', () => {
    it('answers a body that stops arriving with 408 in the envelope and closes the connection', async () => {
      const answer = await rawRequest(
        port,
        [
          'POST /api/n/pvuv/count HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\n' +
            'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"vi',
        ],
        { waitMs: 8_000 },
      );
      expect(answer.closed).toBe(true);
      expect(answer.elapsedMs).toBeLessThan(6_000);
      expect(envelopeOf(answer)).toEqual({
        status: 408,
        code: 408,
        error: 'REQUEST_TIMEOUT',
        message: EN.REQUEST_TIMEOUT,
        data: null,
      });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(await t.db.selectFrom('page_visits').selectAll().execute()).toEqual([]);
    });

    it('cuts a body that trickles in for longer than the request timeout', async () => {
      const head =
        'POST /api/n/pvuv/count HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';
      // One byte every 200 ms never leaves the connection idle, and would take 20 s in all.
      const answer = await rawRequest(port, [head, ...'{"visitorId":"'.padEnd(100, 'a').split('')], {
        gapMs: 200,
        waitMs: 12_000,
      });
      expect(answer.closed).toBe(true);
      expect(answer.elapsedMs).toBeLessThan(8_000);
      expect(envelopeOf(answer)).toMatchObject({
        status: 408,
        error: 'REQUEST_TIMEOUT',
        message: '请求超时，请重试',
      });
    });

    it('cuts headers that never finish with 408', async () => {
      const answer = await rawRequest(port, ['GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '], {
        waitMs: 8_000,
      });
      expect(answer.closed).toBe(true);
      expect(answer.elapsedMs).toBeLessThan(6_000);
      expect(envelopeOf(answer)).toMatchObject({ status: 408, error: 'REQUEST_TIMEOUT' });
    });

    it('still answers a request that arrives in time', async () => {
      const answer = await rawRequest(port, [
        'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      ]);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
    });
  });
});

describe('timeout settings', () => {
  it('default to a cut of a stalled body after 30 s and are validated', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      IDLE_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 600_000,
    });
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: 'soon' })).toThrow(/IDLE_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });
});
