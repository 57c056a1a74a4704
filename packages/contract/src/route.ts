import type { z } from 'zod';

export type Method = 'GET' | 'POST';

/**
 * Who may call a route: anyone (`public`, the spec's `n/` paths), a logged-in portal user
 * (`user`, the spec's `p/` paths), the holder of a password-reset token (`reset`: step 2 of
 * a reset, and nothing else) or a console operator (`operator`).
 */
export type AuthLevel = 'public' | 'user' | 'reset' | 'operator';

/** Console roles: administrators manage operators and settings, reviewers decide submissions, editors keep content. */
export const OPERATOR_ROLES = ['administrator', 'reviewer', 'editor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * One call of the API, written once: the server registers its handler from it, the portal and
 * the console call through it, and the OpenAPI document is generated from it.
 */
export interface RouteDescriptor {
  readonly method: Method | readonly Method[];
  /**
   * The path as the spec writes it, with a leading slash and without `/api`; `{id}` is a
   * parameter. Console calls, which the spec does not name, live under `/c/`.
   */
  readonly path: string;
  readonly auth: AuthLevel;
  /** For `operator` routes: the roles that may call it (administrators always may). Absent: any operator. */
  readonly roles?: readonly OperatorRole[];
  readonly summary: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The schema of `data` inside the envelope; it whitelists what leaves the server. */
  readonly data: z.ZodType;
  /**
   * The answer is not the envelope but a file or a stream the handler sends itself (downloads,
   * images); failures are still envelopes. `data` then describes nothing and may be z.never().
   */
  readonly raw?: 'file';
  /**
   * The session token may also come as the query parameter `Authorization` (spec 02 §7:
   * downloads started by a plain link, which cannot send headers). The header wins when both come.
   * Only a portal user's: operators authenticate by the header alone.
   */
  readonly tokenInQuery?: boolean;
  /** A public route that still learns who calls (portal user or operator) when a token comes with it. */
  readonly identifies?: boolean;
  /** A multipart/form-data upload: these are its text fields; the file part is read by the handler. */
  readonly multipart?: z.ZodObject;
}

export const defineRoute = <const R extends RouteDescriptor>(route: R): R => route;

/**
 * A route named by its method and path only, typed by its descriptor: a page that must stay
 * small (the phone pages of the QR path, issue 10) calls through it without importing the
 * descriptor's zod schemas. TypeScript checks that method and path are the descriptor's; the
 * client then takes the answer's `data` as the server's response schema wrote it, unparsed.
 */
export interface RouteRef<R extends RouteDescriptor> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Never set: it carries the descriptor's type to the call. */
  readonly route?: R;
}

/** `routeRef<typeof epdMobileRoutes.epdInfo>({ method: 'GET', path: '/n/epd/{id}' })`. */
export const routeRef = <R extends RouteDescriptor>(ref: {
  readonly method: R['method'];
  readonly path: R['path'];
}): RouteRef<R> => ref;

type Infer<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a caller passes to a route: its path parameters, query and body. */
export type RouteInput<R extends RouteDescriptor> = {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
};

/** The `data` a route answers with. */
export type RouteData<R extends RouteDescriptor> = z.output<R['data']>;

/** `/n/dict/list/{type}` with `{type: 'X'}` gives `/api/n/dict/list/X`. */
export const routeUrl = (route: Pick<RouteDescriptor, 'path'>, params?: Record<string, string | number>) =>
  `/api${route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`routeUrl: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  })}`;

export const routeMethods = (route: Pick<RouteDescriptor, 'method'>): readonly Method[] =>
  typeof route.method === 'string' ? [route.method] : route.method;

const isRouteDescriptor = (value: unknown): value is RouteDescriptor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteDescriptor).path === 'string' &&
  typeof (value as RouteDescriptor).auth === 'string' &&
  'method' in value &&
  'data' in value;

/**
 * Every route descriptor among a module's exports (the contract's index), named
 * `group.route`: tests that must cover every route enumerate them here, so a new route is
 * covered without being listed.
 */
export const routeDescriptorsIn = (exports: Record<string, unknown>): [string, RouteDescriptor][] =>
  Object.entries(exports).flatMap(([group, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value)
          .filter((entry): entry is [string, RouteDescriptor] => isRouteDescriptor(entry[1]))
          .map(([name, route]): [string, RouteDescriptor] => [`${group}.${name}`, route])
      : [],
  );
