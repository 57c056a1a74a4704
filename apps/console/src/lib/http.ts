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
import { getToken } from './session.ts';

/** Drops the parts a route does not have, so `call(consoleRoutes.me)` needs no input at all. */
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

/** The app decides where a 401 leads (the login page); lib cannot import the router. */
export const setUnauthorizedHandler = (handler: () => void): void => {
  onUnauthorized = handler;
};

const queryString = (query: Record<string, unknown> | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
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
 * Calls one contract route with the operator's token as `Authorization: Bearer` and the
 * language as Accept-Language. Resolves with `data` for an HTTP 200 whose code is OK; anything
 * else rejects with an ApiError carrying the server's message.
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
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method === 'POST') headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    response = await fetch(routeUrl(route, params) + (method === 'GET' ? queryString(query) : ''), {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : null,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      cache: 'no-store',
    });
  } catch (cause) {
    // A caller's own abort (a query that is no longer needed) is not a failure to show.
    if (signal?.aborted) throw cause;
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new ApiError({ status: 0, message: timedOut ? statusText(408, t) : t('http.other') });
  }

  const answer = await readBody(response);
  if (response.status === 401 && token) onUnauthorized();
  const envelope = answer as { code?: unknown; data?: unknown } | null;
  if (response.status !== 200 || envelope === null || envelope.code !== OK) {
    throw errorFromAnswer(response.status, answer, t);
  }
  // The contract's schema is the truth about `data`; an answer that breaks it is a server fault.
  const parsed = route.data.safeParse(envelope.data);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.error(`Answer of ${route.path} breaks the contract`, parsed.error);
    throw new ApiError({ status: 200, message: t('http.generic') });
  }
  return parsed.data as RouteData<R>;
}
