import {
  acceptLanguageFor,
  type Lang,
  OK,
  type RouteData,
  type RouteDescriptor,
  type RouteRef,
  routeMethods,
  routeUrl,
} from '@steel-epd/contract';
import { ApiError, errorFromAnswer, statusText, type Translate } from './api-error.ts';
import type { Call, CallArgs, LooseInput } from './call-types.ts';
import { queryString } from './query-string.ts';
import { requestSignal } from './request-signal.ts';

/** What differs between the apps; the package reads no app state, it asks through these. */
export interface HttpClientOptions {
  /** The token to send, or null; read on every call so a login or logout counts at once. */
  getToken: () => string | null;
  /** How the token goes in Authorization: as is (the portal, spec 01 §7) or `Bearer <token>` (the console). */
  tokenHeader: 'raw' | 'bearer';
  /** The language to send as Accept-Language. */
  getLang: () => Lang;
  /** Texts for failures the server did not word (no answer, time-out, broken answer). */
  translate: Translate;
  /** Forgets the stored session on a 401, before the app's handler runs (the portal, spec 01 §8). */
  clearSession?: () => void;
  /**
   * When true, only a 401 to a call that carried a token ends the session: the console's login
   * refusal is a 401 too and must not count. The portal leaves it false, because its token
   * cookie can expire while the page still shows a user, and that 401 must end the session.
   */
  unauthorizedNeedsToken?: boolean;
  /**
   * The status a time-out rejects with: 408 (spec 01 §8) by default. The console reports it as
   * 0 (no answer), which its query client retries while it gives up on a 4xx.
   */
  timeoutStatus?: 0 | 408;
}

export interface HttpClient {
  call: Call;
  /**
   * The app decides where a 401 leads; the client cannot import the app's router. The handler
   * gets the refusal, whose `error` may say why (ACCOUNT_CLOSED) beyond "log in".
   */
  setUnauthorizedHandler: (handler: (refusal: ApiError) => void) => void;
}

const readBody = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/**
 * Makes the app's `call` (spec 01 §7 "HTTP client rules"): the token as Authorization, the
 * language as Accept-Language, no caching, a 600 s time-out. A call resolves with `data` only
 * for an HTTP 200 whose code is OK; everything else rejects with an ApiError.
 */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const { getToken, getLang, translate: t } = options;
  let onUnauthorized: (refusal: ApiError) => void = () => {};

  async function call<R extends RouteDescriptor>(
    route: R | RouteRef<R>,
    ...[input]: CallArgs<R>
  ): Promise<RouteData<R>> {
    const { params, query, body, signal } = (input ?? {}) as LooseInput;
    const method = routeMethods(route)[0] ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': acceptLanguageFor(getLang()),
      // No caching (spec 01 §7): `cache: 'no-store'` covers the browser, these cover proxies on the way.
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    };
    const token = getToken();
    if (token) headers.Authorization = options.tokenHeader === 'bearer' ? `Bearer ${token}` : token;
    if (method === 'POST') headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(routeUrl(route, params) + (method === 'GET' ? queryString(query) : ''), {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body ?? {}) : null,
        signal: requestSignal(signal),
        cache: 'no-store',
      });
    } catch (cause) {
      // A caller's own abort (a query that is no longer needed) is not a failure to show.
      if (signal?.aborted) throw cause;
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      const status = timedOut ? (options.timeoutStatus ?? 408) : 0;
      throw new ApiError({ status, code: status, message: timedOut ? statusText(408, t) : t('http.other') });
    }

    const answer = await readBody(response);
    // A 401 ends the session the call was sent with, not one begun while it was on its way (a
    // refreshed token after the supplement form, a new login): that call's answer is stale.
    const sameSession = (getToken() || null) === (token || null);
    if (response.status === 401 && sameSession && (token || !options.unauthorizedNeedsToken)) {
      options.clearSession?.();
      onUnauthorized(errorFromAnswer(response.status, answer, t));
    }
    const envelope = answer as { code?: unknown; data?: unknown } | null;
    if (response.status !== 200 || envelope === null || envelope.code !== OK) {
      throw errorFromAnswer(response.status, answer, t);
    }
    // A reference carries no schema: its page takes `data` as the server's schema wrote it.
    if (!('data' in route)) return envelope.data as RouteData<R>;
    // The contract's schema is the truth about `data`; an answer that breaks it is a server fault.
    const parsed = route.data.safeParse(envelope.data);
    if (!parsed.success) {
      if (import.meta.env.DEV) console.error(`Answer of ${route.path} breaks the contract`, parsed.error);
      throw new ApiError({ status: 200, code: 0, message: t('http.generic') });
    }
    return parsed.data as RouteData<R>;
  }

  return {
    call,
    setUnauthorizedHandler: (handler) => {
      onUnauthorized = handler;
    },
  };
};
