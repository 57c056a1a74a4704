import { type Lang, referenceRoutes, routeRef, TEXTS, type TextKey, textOf } from '@steel-epd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';
import { setKnownTexts } from './known-texts.ts';

// The app's catalogue, as createI18n sets it.
setKnownTexts(TEXTS);

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));

const stubFetch = (status: number, body: unknown) => {
  const fetchMock = answer(status, body);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const sentHeaders = (fetchMock: ReturnType<typeof answer>, index = 0) =>
  new Headers(fetchMock.mock.calls[index]?.[1].headers);

/** What the app would hold: a token and a language the test can change. */
const app = { token: null as string | null, lang: 'en' as Lang };

/** A client set up like the portal's unless the test says otherwise. */
const client = (options: Partial<HttpClientOptions> = {}) =>
  createHttpClient({
    getToken: () => app.token,
    tokenHeader: 'raw',
    getLang: () => app.lang,
    translate: (key: TextKey) => textOf(key, 'en'),
    ...options,
  });

const unauthorized = { code: 402, message: 'Please log in first', data: null, error: 'UNAUTHENTICATED' };

afterEach(() => {
  vi.unstubAllGlobals();
  app.token = null;
  app.lang = 'en';
});

describe('call', () => {
  it('GETs the route with the language and no-cache headers and resolves with data', async () => {
    const { call } = client();
    const fetchMock = stubFetch(200, { code: 1, message: 'ok', data: [] });
    const data = await call(referenceRoutes.dictListPublic, { params: { type: 'COMPANY_FORM' } });
    expect(data).toEqual([]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/n/dict/list/COMPANY_FORM');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET');
    expect(fetchMock.mock.calls[0]?.[1].cache).toBe('no-store');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.get('Authorization')).toBeNull();
    app.lang = 'zh';
    await call(referenceRoutes.dictListPublic, { params: { type: 'COMPANY_FORM' } });
    expect(sentHeaders(fetchMock, 1).get('Accept-Language')).toBe('zh-CN');
  });

  it('sends the token as is, or as a Bearer token', async () => {
    app.token = 'abc123';
    const fetchMock = stubFetch(200, { code: 1, message: 'ok', data: [] });
    await client().call(referenceRoutes.menuAll);
    await client({ tokenHeader: 'bearer' }).call(referenceRoutes.menuAll);
    expect(sentHeaders(fetchMock, 0).get('Authorization')).toBe('abc123');
    expect(sentHeaders(fetchMock, 1).get('Authorization')).toBe('Bearer abc123');
  });

  it('POSTs the body as JSON', async () => {
    const fetchMock = stubFetch(200, { code: 1, message: 'ok', data: { day: '2026-01-01', pv: 3, uv: 2 } });
    const data = await client().call(referenceRoutes.pvuvCount, { body: { visitorId: 'abcdef12-3456' } });
    expect(data).toEqual({ day: '2026-01-01', pv: 3, uv: 2 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ visitorId: 'abcdef12-3456' }));
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('rejects a failure code on HTTP 200 with the server message', async () => {
    stubFetch(200, {
      code: 109,
      message: 'The dictionary could not be loaded',
      data: null,
      error: 'DICT_ERROR',
    });
    const error = await client()
      .call(referenceRoutes.menuAll)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 109, error: 'DICT_ERROR' });
  });

  it('rejects a success code on another HTTP status', async () => {
    stubFetch(500, { code: 1, message: '', data: [] });
    await expect(client().call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 500 });
  });

  it('rejects an answer that breaks the contract', async () => {
    stubFetch(200, { code: 1, message: 'ok', data: [{ id: 'not a number' }] });
    await expect(client().call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 200, code: 0 });
  });

  it('calls a route reference the same way and takes its data as sent, unchecked', async () => {
    const menu = routeRef<typeof referenceRoutes.menuAll>({ method: 'GET', path: '/n/menu/all' });
    // @ts-expect-error a reference must name its descriptor's own path
    routeRef<typeof referenceRoutes.menuAll>({ method: 'GET', path: '/n/menu/al' });
    // @ts-expect-error and its own method
    routeRef<typeof referenceRoutes.menuAll>({ method: 'POST', path: '/n/menu/all' });
    const fetchMock = stubFetch(200, { code: 1, message: 'ok', data: [{ id: 'not a number' }] });
    await expect(client().call(menu)).resolves.toEqual([{ id: 'not a number' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/n/menu/all');
    const visit = routeRef<typeof referenceRoutes.pvuvCount>({ method: 'POST', path: '/n/pvuv/count' });
    const postMock = stubFetch(200, { code: 1, message: 'ok', data: { day: 'd', pv: 1, uv: 1 } });
    await client().call(visit, { body: { visitorId: 'visitor-1' } });
    expect(postMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"visitorId":"visitor-1"}' });
    stubFetch(401, unauthorized);
    await expect(client().call(menu)).rejects.toMatchObject({ status: 401 });
  });

  it('turns a network failure into a connection error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(client().call(referenceRoutes.menuAll)).rejects.toMatchObject({
      status: 0,
      message: textOf('http.other', 'en'),
    });
  });

  it('reports a time-out as 408, or as 0 when the app asks for that', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('signal timed out', 'TimeoutError');
      }),
    );
    const timedOut = textOf('http.408', 'en');
    await expect(client().call(referenceRoutes.menuAll)).rejects.toMatchObject({
      status: 408,
      message: timedOut,
    });
    await expect(client({ timeoutStatus: 0 }).call(referenceRoutes.menuAll)).rejects.toMatchObject({
      status: 0,
      message: timedOut,
    });
  });

  it("lets the caller's own abort through as it is", async () => {
    const abort = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        abort.abort();
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    const error = await client()
      .call(referenceRoutes.menuAll, { signal: abort.signal })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('a 401 answer', () => {
  it('clears the session, then calls the handler, even without a token (the portal)', async () => {
    const order: string[] = [];
    const { call, setUnauthorizedHandler } = client({ clearSession: () => order.push('clear') });
    setUnauthorizedHandler(() => order.push('handler'));
    stubFetch(401, unauthorized);
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 401 });
    expect(order).toEqual(['clear', 'handler']);
  });

  it('hands the refusal to the handler, so the app can say why (a closed account)', async () => {
    const refusals: { error: string | undefined; message: string }[] = [];
    const { call, setUnauthorizedHandler } = client({ clearSession: () => {} });
    setUnauthorizedHandler((refusal) => refusals.push({ error: refusal.error, message: refusal.message }));
    stubFetch(401, {
      code: 1203,
      message: 'Your account has been closed',
      data: null,
      error: 'ACCOUNT_CLOSED',
    });
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 401 });
    expect(refusals).toEqual([{ error: 'ACCOUNT_CLOSED', message: 'Your account has been closed' }]);
  });

  it('leaves a session begun while the call was on its way (a refreshed token) alone', async () => {
    const clearSession = vi.fn();
    const onUnauthorized = vi.fn();
    const { call, setUnauthorizedHandler } = client({ clearSession });
    setUnauthorizedHandler(onUnauthorized);
    app.token = 'before-refresh';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        app.token = 'after-refresh';
        return new Response(JSON.stringify(unauthorized), { status: 401 });
      }),
    );
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 401 });
    expect(clearSession).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The same call with the session it was sent with still ends it.
    stubFetch(401, unauthorized);
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 401 });
    expect(clearSession).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('calls the handler only when a token was sent, when the app asks for that (the console)', async () => {
    const onUnauthorized = vi.fn();
    const { call, setUnauthorizedHandler } = client({ tokenHeader: 'bearer', unauthorizedNeedsToken: true });
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(401, unauthorized);
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    app.token = 'expired';
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
