import type { RouteData, RouteDescriptor, RouteInput, RouteRef } from '@steel-epd/contract';

/** Drops the parts a route does not have, so `call(menuAll)` needs no input at all. */
type Present<T> = { [K in keyof T as [T[K]] extends [undefined] ? never : K]: T[K] };

export type CallInput<R extends RouteDescriptor> = Present<RouteInput<R>> & { signal?: AbortSignal };

/** The input is optional exactly when every part of it is. */
export type CallArgs<R extends RouteDescriptor> =
  Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * Calls one contract route and resolves with its `data`, typed by the route. A descriptor's
 * answer is checked against its schema; a RouteRef's (the phone pages) is taken as sent.
 */
export type Call = <R extends RouteDescriptor>(
  route: R | RouteRef<R>,
  ...args: CallArgs<R>
) => Promise<RouteData<R>>;

/** The input as the client reads it once the route's typing has done its work. */
export interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}
