import { referenceRoutes } from '@steel-epd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, setUnauthorizedHandler } from './http.ts';
import { setLang } from './i18n.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));

const stubFetch = (status: number, body: unknown) => {
  const fetchMock = answer(status, body);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const sentHeaders = (fetchMock: ReturnType<typeof answer>) =>
  new Headers(fetchMock.mock.calls[0]?.[1].headers);

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('call', () => {
  it('GETs the route with the language and no-cache headers and resolves with data', async () => {
    await setLang('en');
    const fetchMock = stubFetch(200, { code: 1, message: 'ok', data: [] });
    const data = await call(referenceRoutes.dictListPublic, { params: { type: 'COMPANY_FORM' } });
    expect(data).toEqual([]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/n/dict/list/COMPANY_FORM');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.get('Authorization')).toBeNull();
    await setLang('zh');
    await call(referenceRoutes.dictListPublic, { params: { type: 'COMPANY_FORM' } });
    expect(new Headers(fetchMock.mock.calls[1]?.[1].headers).get('Accept-Language')).toBe('zh-CN');
  });

  it('POSTs the body as JSON', async () => {
    const fetchMock = stubFetch(200, { code: 1, message: 'ok', data: { day: '2026-01-01', pv: 3, uv: 2 } });
    const data = await call(referenceRoutes.pvuvCount, { body: { visitorId: 'abcdef12-3456' } });
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
    const error = await call(referenceRoutes.menuAll).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 109, error: 'DICT_ERROR' });
  });

  it('rejects a success code on another HTTP status', async () => {
    stubFetch(500, { code: 1, message: '', data: [] });
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 500 });
  });

  it('rejects an answer that breaks the contract', async () => {
    stubFetch(200, { code: 1, message: 'ok', data: [{ id: 'not a number' }] });
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 200, code: 0 });
  });

  it('calls the unauthorized handler on HTTP 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(401, { code: 402, message: 'Please log in first', data: null, error: 'UNAUTHENTICATED' });
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns a network failure into a connection error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call(referenceRoutes.menuAll)).rejects.toMatchObject({ status: 0 });
  });
});
