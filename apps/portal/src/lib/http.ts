import {
  acceptLanguageFor,
  OK,
  REQUEST_TIMEOUT_MS,
  type RouteData,
  type RouteDescriptor,
  type RouteInput,
  routeMethods,
  routeUrl,
  type TextKey,
} from '@steel-epd/contract';
import { ApiError, errorFromAnswer, statusText } from './api-error.ts';
import { currentLang, i18n } from './i18n.ts';
import { clearSession, getToken } from './session.ts';

export { ApiError } from './api-error.ts';

/** Drops the parts a route does not have, so `call(menuAll)` needs no input at all. */
type Present<T> = { [K in keyof T as [T[K]] extends [undefined] ? never : K]: T[K] };

export type CallInput<R extends RouteDescriptor> = Present<RouteInput<R>> & { signal?: AbortSignal };
type CallArgs<R extends RouteDescriptor> =
  Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

let onUnauthorized: () => void = () => {};

/** The app decides where a 401 leads (spec 01 §8: home); lib cannot import the router. */
export const setUnauthorizedHandler = (handler: () => void): void => {
  onUnauthorized = handler;
};

const queryString = (query: Record<string, unknown> | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const requestSignal = (signal: AbortSignal | undefined): AbortSignal => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  // AbortSignal.any is missing on older phones; the time-out alone is then the better half.
  return signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
};

const readBody = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

const t = (key: TextKey): string => i18n.t(key);

/**
 * Calls one contract route (spec 01 §7 "HTTP client rules"): token as Authorization, the
 * language as Accept-Language, no caching, a 600 s time-out. Resolves with `data` only for an
 * HTTP 200 whose code is OK; everything else rejects with an ApiError.
 */
export async function call<R extends RouteDescriptor>(
  route: R,
  ...[input]: CallArgs<R>
): Promise<RouteData<R>> {
  const { params, query, body, signal } = (input ?? {}) as LooseInput;
  const method = routeMethods(route)[0] ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageFor(currentLang()),
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  const token = getToken();
  if (token) headers.Authorization = token;
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
    throw new ApiError({
      status: timedOut ? 408 : 0,
      code: timedOut ? 408 : 0,
      message: timedOut ? statusText(408, t) : t('http.other'),
    });
  }

  const answer = await readBody(response);
  if (response.status === 401) {
    clearSession();
    onUnauthorized();
  }
  const envelope = answer as { code?: unknown; data?: unknown } | null;
  if (response.status !== 200 || envelope === null || envelope.code !== OK) {
    throw errorFromAnswer(response.status, answer, t);
  }
  // The contract's schema is the truth about `data`; an answer that breaks it is a server fault.
  const parsed = route.data.safeParse(envelope.data);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.error(`Answer of ${route.path} breaks the contract`, parsed.error);
    throw new ApiError({ status: 200, code: 0, message: t('http.generic') });
  }
  return parsed.data as RouteData<R>;
}
