import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  consoleRoutes,
  type ErrorName,
  type Method,
  OK,
  type OperatorRole,
  type RouteData,
  type RouteDescriptor,
  type RouteInput,
  routeMethods,
  routeUrl,
} from '@steel-epd/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { sessionsService } from '../modules/accounts/index.ts';
import { nowIso } from '../platform/crypto.ts';
import { type Db, openDatabase } from '../platform/db/database.ts';
import { hashPassword } from '../platform/passwords.ts';
import { runCreateAdmin } from './operator-fixtures.ts';

/** Which engine this run tests: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const engineName = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-test-')),
    LOG_LEVEL: 'silent',
    APP_MODE: 'test',
    ...overrides,
  });

/**
 * A fresh, empty database: SQLite in memory (or, `onDisk`, its file in DATA_DIR as in
 * production), or a PostgreSQL schema of its own, dropped at close.
 */
export const testDatabase = async (config: Config, { onDisk = false } = {}): Promise<Db> => {
  if (!TEST_DATABASE_URL) return openDatabase(config, onDisk ? {} : { sqliteFile: ':memory:' });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ ...config, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
  return {
    ...db,
    close: async () => {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(db.db);
      await db.close();
    },
  };
};

export interface TestUser {
  id: number;
  token: string;
  companyId: number | null;
}

/** A console operator with an open session. */
export interface TestOperator {
  id: number;
  username: string;
  role: OperatorRole;
  token: string;
}

/**
 * Who makes a call: a portal user (the token as is, as the portal sends it), an operator
 * (`Bearer <token>`, as the console sends it), or an Authorization header's text as given.
 */
export type Caller = TestUser | TestOperator | string;

export interface CallOptions {
  as?: Caller;
  lang?: 'zh' | 'en';
  /** The caller's address: limits count by it. */
  ip?: string;
  /** For a route with more than one method, which one; the first by default. */
  method?: Method;
  /** Calls the spec's path without the /api prefix (the server answers at both). */
  bare?: boolean;
}

/** The parts of input a route has, each optional when every member of it is. */
type Present<T> = { [K in keyof T as [T[K]] extends [undefined] ? never : K]: T[K] };
type OptionalPart<T> = { [K in keyof T]: Partial<T[K]> extends T[K] ? K : never }[keyof T];
type Loosened<T> = Omit<T, OptionalPart<T>> & Partial<Pick<T, OptionalPart<T>>>;
export type CallInput<R extends RouteDescriptor> = Loosened<Present<RouteInput<R>>>;
/** The input may be left out exactly when every part of it may. */
export type CallArgs<R extends RouteDescriptor> =
  Partial<CallInput<R>> extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

/** What travels beside the envelope; not enumerable, so that comparisons and diffs see the envelope only. */
interface Answered {
  readonly status: number;
  readonly headers: LightMyRequestResponse['headers'];
  /** The answer's text, for failure messages and for what must never leave the server. */
  readonly body: string;
  readonly bytes: Buffer;
}
export interface Refusal extends Answered {
  readonly ok: false;
  code: number;
  message: string;
  data: null;
  error: ErrorName;
  fields?: { path: string; message: string }[];
  /** AJ-Captcha's copy of the message. */
  repMsg?: string;
  /** A limit's refusal: seconds until it lifts. */
  retryAfterS?: number;
}
/** A success has no refusal members; they are named here so that `answer.error` reads on either. */
interface NoRefusal {
  error?: undefined;
  fields?: undefined;
  repMsg?: undefined;
  retryAfterS?: undefined;
}
type Success<R extends RouteDescriptor> = R extends { raw: 'file' }
  ? Answered & NoRefusal & { readonly ok: true; code?: undefined; message?: undefined; data?: undefined }
  : Answered & NoRefusal & { readonly ok: true; code: typeof OK; message: string; data: RouteData<R> };

/**
 * A route's answer as a test reads it: the envelope as sent (`code`, `message`, `data`, and
 * `error`, `fields` of a refusal), typed by the route, with `ok`, `status`, `headers`, `body` and
 * `bytes` beside it. A file route's success has no envelope: read its `headers` and `bytes`.
 */
export type Answer<R extends RouteDescriptor> = Success<R> | Refusal;

const isJson = (res: LightMyRequestResponse) =>
  String(res.headers['content-type'] ?? '').startsWith('application/json');

/** Reads an injected answer of a route as its typed Answer. */
export const answerOf = <R extends RouteDescriptor>(route: R, res: LightMyRequestResponse): Answer<R> => {
  if (!isJson(res) && !(route.raw && res.statusCode === 200)) {
    throw new Error(
      `${route.path} answered ${res.statusCode} without an envelope: ${res.body.slice(0, 200)}`,
    );
  }
  const envelope = isJson(res) ? (res.json() as { code?: unknown }) : {};
  const ok = res.statusCode === 200 && (!isJson(res) || envelope.code === OK);
  return Object.defineProperties(envelope, {
    ok: { value: ok },
    status: { value: res.statusCode },
    headers: { value: res.headers },
    body: { value: res.body },
    bytes: { value: res.rawPayload },
  }) as Answer<R>;
};

/** A value the contract's types do not allow, sent on purpose to see the server refuse it. */
export const invalid = (value: unknown): never => value as never;

/** The Authorization header a caller sends. */
export const authorizationOf = (caller: Caller) => {
  if (typeof caller === 'string') return caller;
  return 'role' in caller ? `Bearer ${caller.token}` : caller.token;
};

/** The query part of a GET: arrays repeat their name; undefined is left out. */
const queryString = (query: unknown) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of [value].flat()) if (item !== undefined) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export interface TestApp {
  app: FastifyInstance;
  db: Db['db'];
  /** Creates a portal user (and, when asked, a company) and opens a session for it. */
  loginAs(user?: {
    account?: string;
    company?: { name: string; status?: number | null; type?: string };
    /** Joins this existing company instead (a colleague of another test user). */
    colleagueOf?: TestUser;
    /** An e-mail account's password, stored hashed as registration stores it. */
    password?: string;
  }): Promise<TestUser>;
  /**
   * Creates a console operator of the role and logs them in at the console. An administrator is
   * made by the create-admin command, any other role by the app's first such administrator
   * (made here when there is none yet) through the console, as in production.
   */
  loginAsOperator(
    role: OperatorRole,
    options?: { username?: string; password?: string },
  ): Promise<TestOperator>;
  /**
   * Calls a contract route the way the portal or the console does: its method, its path under
   * /api with the params filled in, the query string, a JSON body, the caller's token and language.
   */
  call<R extends RouteDescriptor>(route: R, ...args: CallArgs<R>): Promise<Answer<R>>;
  /** Calls a route that must succeed and answers its `data`; any other answer fails with its text. */
  data<R extends RouteDescriptor>(route: R, ...args: CallArgs<R>): Promise<RouteData<R>>;
  /**
   * `app.inject` with JSON and the caller's language and token, for what no route descriptor
   * describes: malformed bodies, raw headers, multipart, wrong methods, paths outside the API.
   */
  inject(options: InjectOptions & { token?: string; lang?: 'zh' | 'en' }): Promise<LightMyRequestResponse>;
  /** Every answer's text so far, oldest first: for checking that something never left the server. */
  bodies: string[];
  close(): Promise<void>;
}

let seq = 0;

/** The password of operators made by loginAsOperator unless the test names one. */
const OPERATOR_PASSWORD = 'Staff12345';

export interface TestAppOptions {
  /** Settings over the test defaults. */
  env?: Record<string, string>;
  /** Runs before the app is ready, e.g. to add a route that fails on purpose. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Where the log lines go (a test that reads the log). */
  logStream?: { write(line: string): void };
  /** SQLite in its file in DATA_DIR instead of in memory (a backup reads it). */
  onDisk?: boolean;
}

export const buildTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const config = testConfig(options.env);
  const database = await testDatabase(config, { onDisk: options.onDisk });
  const app = await buildApp(config, { db: database, logStream: options.logStream });
  options.beforeReady?.(app);
  await app.ready();
  const sessions = sessionsService({ db: database.db });
  const bodies: string[] = [];
  /** The administrator who creates the operators of other roles. */
  let administrator: TestOperator | undefined;

  const inject: TestApp['inject'] = async ({ token, lang, headers, ...request }) => {
    const res = await app.inject({
      ...request,
      headers: {
        ...(lang ? { 'accept-language': lang === 'en' ? 'en' : 'zh-CN' } : {}),
        ...(token ? { authorization: token } : {}),
        ...headers,
      },
    });
    bodies.push(res.body);
    return res;
  };

  const call = async <R extends RouteDescriptor>(route: R, ...[input, options = {}]: CallArgs<R>) => {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: unknown;
      body?: unknown;
    };
    const url = routeUrl(route, params) + queryString(query);
    const res = await inject({
      method: options.method ?? routeMethods(route)[0] ?? 'GET',
      url: options.bare ? url.replace(/^\/api/, '') : url,
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      ...(options.as ? { token: authorizationOf(options.as) } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
    return answerOf(route, res);
  };

  const data: TestApp['data'] = async (route, ...args) => {
    const answer = await call(route, ...args);
    if (!answer.ok) throw new Error(`${route.path} answered ${answer.status}: ${answer.body}`);
    return (answer as { data?: unknown }).data as RouteData<typeof route>;
  };

  const consoleLogin = async (username: string, password: string): Promise<TestOperator> => {
    const { token, operator } = await data(consoleRoutes.login, { body: { username, password } });
    return { id: operator.id, username: operator.username, role: operator.role, token };
  };

  const t: TestApp = {
    app,
    db: database.db,
    bodies,
    inject,
    call,
    data,
    async loginAs(user = {}) {
      seq += 1;
      let companyId: number | null = user.colleagueOf?.companyId ?? null;
      if (user.company) {
        const row = await database.db
          .insertInto('companies')
          .values({
            code: `C${Date.now().toString(36)}${seq}`,
            name: user.company.name,
            company_type: user.company.type ?? '1',
            status: user.company.status ?? null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        companyId = row.id;
      }
      const account = user.account ?? `1380013${String(seq).padStart(4, '0')}`;
      const { id } = await database.db
        .insertInto('users')
        .values({
          account_type: account.includes('@') ? 'email' : 'phone',
          account,
          company_id: companyId,
          audit_status: 1,
          user_status: 1,
          locked: 0,
          created_at: nowIso(),
          ...(user.password ? { password_hash: await hashPassword(user.password) } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, token: await sessions.open(id), companyId };
    },
    async loginAsOperator(role, { username, password = OPERATOR_PASSWORD } = {}) {
      seq += 1;
      const name = username ?? `${role}-${seq}`;
      if (role === 'administrator') {
        const run = await runCreateAdmin(t, ['--username', name], password);
        if (run.code !== 0) throw new Error(`create-admin ${name} failed: ${run.stderr}`);
        const operator = await consoleLogin(name, password);
        administrator ??= operator;
        return operator;
      }
      administrator ??= await t.loginAsOperator('administrator');
      await data(
        consoleRoutes.operatorCreate,
        { body: { username: name, displayName: name, role, password } },
        { as: administrator },
      );
      return consoleLogin(name, password);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  return t;
};
