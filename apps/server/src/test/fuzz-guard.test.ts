import * as contract from '@steel-epd/contract';
import {
  creditCodeFrom,
  OK,
  type RouteDescriptor,
  routeDescriptorsIn,
  routeMethods,
} from '@steel-epd/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsService } from '../modules/accounts/index.ts';
import { pdfBytes, pngBytes } from './file-bytes.ts';
import { changedTables, databaseFingerprint, type Fingerprint } from './fuzz/db-fingerprint.ts';
import {
  type FuzzRequest,
  hostileSweep,
  type Part,
  requestsFor,
  type SampleFiles,
} from './fuzz/route-requests.ts';
import { openOperatorSession } from './fuzz/sessions.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from './helper.ts';
import { runCreateAdmin } from './operator-fixtures.ts';

/**
 * Issue 9's fuzz guard: every route the contract exports gets hostile requests generated from
 * its own schemas (wrong types, huge and deep values, NUL and lone surrogates, out-of-range and
 * loosely written ids, missing and unknown members, broken bodies) as an anonymous caller, a
 * portal user and an operator. No answer may be a 5xx; every answer is the envelope (a file
 * route may answer its file on success); a refused request writes nothing.
 *
 * Two halves per route: random requests (fast-check, fixed seed), then a sweep that puts each
 * value of a hostile corpus into each member while the others stay valid, sending the ones the
 * schema accepts (those reach the handler and its store).
 *
 * FUZZ_RUNS sets the random requests per route (default 10); FUZZ_SEED gives another
 * sequence for a deeper local run. A failure names the request and its answer.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 90_409);

/** Routes the guard does not fuzz, each with its reason. None so far: the list must stay explicit. */
const EXCLUDED: Record<string, string> = {};

/**
 * Refusals that write by design, and the only tables each may write: they record an attempt
 * that the limits or the audit must see. Any other refusal writes nothing.
 */
/**
 * The limiter counts an attempt before it decides (decision 84), so any refusal may move its
 * counters: they are the record of attempts, not data a refused request changed.
 */
const COUNTERS = ['rate_limits'];

const WRITES_ON_REFUSAL: Record<string, { tables: string[]; why: string }> = {
  OPERATOR_LOGIN_FAILED: {
    tables: ['audit_log'],
    why: 'a failed console login is audited and counts toward the lockout',
  },
};

/**
 * Valid inputs the generator cannot find itself (rules in code, or patterns with lookaheads
 * fast-check cannot invert), so that the sweep reaches these handlers too.
 */
const KNOWN_VALID: Record<string, Partial<Record<Part, Record<string, unknown>>>> = {
  // zContactPhone is a mobile or landline rule in code.
  'companyRoutes.certify': {
    body: {
      companyCreditCode: creditCodeFrom('91310000MA1FL0000'),
      companyName: '上海钢铁有限公司',
      companyEmail: 'info@steel.cn',
      attachmentId: '1,2',
      companyAddress: '上海市浦东新区世纪大道100号',
      corporation: '王五',
      companyContacts: '赵六',
      companyContactPhone: '13912345678',
      companyZipCode: '200120',
    },
  },
  // PASSWORD_RE has lookaheads.
  'consoleRoutes.operatorCreate': {
    body: { username: 'fuzz.editor', displayName: 'Fuzz Editor', role: 'editor', password: 'Abcdefg12' },
  },
  'consoleRoutes.operatorResetPassword': { body: { password: 'Abcdefg12' } },
  // The own account is a phone or e-mail rule in code.
  'deregistrationRoutes.logoff': { body: { mobile: '13900000000', password: '123456' } },
  // A stage is one of seven numbers (a refinement fast-check cannot invert).
  'consoleApplicationRoutes.applicationAdvance': { body: { from: 10 } },
  'consoleApplicationRoutes.applicationBack': { body: { from: 20, to: 10, reason: '退回重新核对' } },
  'consoleApplicationRoutes.applicationRelease': {
    body: { from: 60, products: [{ productId: 1, registrationNumber: 'SEPD-2026-0001' }] },
  },
  // A menu item leads to one of the portal's pages or an http(s) address (a rule in code).
  'consoleSiteRoutes.siteMenuSave': {
    body: { labelZh: '首页', labelEn: 'Home', url: '/news', sort: 1, enabled: true },
  },
  'consoleSiteRoutes.siteMenuAdd': {
    body: {
      labelZh: '伙伴',
      labelEn: 'Partners',
      url: '/news',
      sort: 1,
      enabled: true,
      parentId: null,
      code: 'menu.fuzzed',
    },
  },
  // A link is an http(s) address (a refinement in code).
  'consoleResourceRoutes.friendlyLinkCreate': {
    body: { typeId: 1, link: 'https://worldsteel.org', companyName: '世界钢铁协会' },
  },
  'consoleResourceRoutes.friendlyLinkUpdate': {
    body: { typeId: 1, link: 'https://worldsteel.org', companyName: '世界钢铁协会' },
  },
  // A version pattern and date-times are refinements.
  // zContactPhone again (decision 221's contact of a PCR request).
  'pcrRoutes.pcrInsert': {
    body: {
      productName: '上海钢铁有限公司',
      product: '热轧带肋钢筋',
      description: '钢筋产品的碳足迹核算规则',
      standards: 'EN 15804+A2',
      contactName: '赵六',
      contactPhone: '13912345678',
      contactEmail: 'info@steel.cn',
    },
  },
  'consoleNewsRoutes.agreementCreate': {
    body: {
      agreementType: 'PRIVACY',
      lang: 'en',
      version: '9.9',
      content: '<p>Fuzz</p>',
      publishTime: '2999-01-01T00:00:00.000Z',
      failureTime: null,
    },
  },
  'consoleNewsRoutes.agreementUpdate': {
    body: {
      agreementType: 'PRIVACY',
      lang: 'en',
      version: '9.8',
      content: '<p>Fuzz</p>',
      publishTime: '2999-01-01T00:00:00.000Z',
      failureTime: null,
    },
  },
};

/**
 * Routes whose input the sweep still cannot build (their random requests run all the same),
 * each with the part and the reason. Empty: every handler is reached.
 */
const UNREACHABLE: Record<string, string> = {};

/**
 * Routes where every request that passes the schema runs scrypt (128 MiB, a good part of a
 * second): they get half the random requests, and their sweep a seeded sample of as many.
 */
const COSTLY: Record<string, string> = {
  'consoleRoutes.login': 'an unknown username is checked against a dummy hash, as a known one is',
  'consoleRoutes.operatorCreate': 'the new password is hashed',
};

/** A seeded sample of `count` of the items. */
const sampleOf = <T>(items: T[], count: number, seed: number): T[] =>
  items.length <= count
    ? items
    : (fc.sample(fc.shuffledSubarray(items, { minLength: count, maxLength: count }), {
        seed,
        numRuns: 1,
      })[0] ?? []);

/** A seed per route from its name: adding a route does not change the requests of the others. */
const seedOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

const fastifyPath = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

const show = (req: FuzzRequest, url: string, res: LightMyRequestResponse) =>
  [
    `${req.caller} ${req.method} ${url.slice(0, 300)}`,
    req.body ? `body (${req.body.contentType}): ${req.body.payload.toString('utf8', 0, 300)}` : 'no body',
    `answer ${res.statusCode} ${String(res.headers['content-type'])}: ${res.body.slice(0, 300)}`,
  ].join('\n');

/** What is wrong with an answer, or nothing. */
const problemsOf = (route: RouteDescriptor, res: LightMyRequestResponse) => {
  if (res.statusCode >= 500) return [`a ${res.statusCode}`];
  if (route.raw === 'file' && res.statusCode < 300) return [];
  if (!String(res.headers['content-type']).startsWith('application/json')) return ['not JSON'];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    return ['not JSON'];
  }
  const problems: string[] = [];
  if (typeof body.code !== 'number') problems.push('no numeric code');
  if (typeof body.message !== 'string' || body.message === '') problems.push('no message');
  if (!('data' in body)) problems.push('no data');
  if (res.statusCode >= 400 && (body.code === OK || body.data !== null))
    problems.push('a refusal with success');
  return problems;
};

describe(`fuzz guard: every route of the contract (${engineName})`, () => {
  let t: TestApp;
  let adminId: number;
  let files: SampleFiles;
  let fingerprint: () => Promise<Fingerprint>;
  const sessions = () => sessionsService({ db: t.db });
  const routes = routeDescriptorsIn(contract);

  beforeAll(async () => {
    t = await buildTestApp();
    await runCreateAdmin(t, ['--username', 'fuzz.admin'], 'FuzzAdmin123');
    adminId = (
      await t.db
        .selectFrom('operators')
        .select('id')
        .where('username', '=', 'fuzz.admin')
        .executeTakeFirstOrThrow()
    ).id;
    files = { png: await pngBytes(), pdf: pdfBytes() };
    fingerprint = await databaseFingerprint(t.db, t.app.dialect);
  });
  afterAll(() => t.close());

  it('fuzzes every route the contract exports, and each is served', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const name of Object.keys(EXCLUDED)) expect(routes.map(([n]) => n)).toContain(name);
    for (const [name, route] of routes) {
      for (const method of routeMethods(route)) {
        expect(t.app.hasRoute({ method, url: fastifyPath(route.path) }), `${name} ${method}`).toBe(true);
      }
    }
  });

  /** Sends one request as its caller and throws when the answer breaks a rule of the guard. */
  const send = async (route: RouteDescriptor, user: TestUser, req: FuzzRequest) => {
    const headers: Record<string, string> = { 'accept-language': req.language };
    if (req.body) headers['content-type'] = req.body.contentType;
    // A fresh session per request: the one before may have been ended by a logout or a refresh.
    const token =
      req.caller === 'user'
        ? await sessions().open(user.id, route.auth === 'reset' ? 'reset' : 'full')
        : req.caller === 'operator'
          ? await openOperatorSession(t, adminId)
          : null;
    let url = req.url;
    if (token && req.caller === 'user' && req.tokenInQuery) {
      url += `${url.includes('?') ? '&' : '?'}Authorization=${encodeURIComponent(token)}`;
    } else if (token) {
      headers.authorization = req.caller === 'operator' ? `Bearer ${token}` : token;
    }

    const before = await fingerprint();
    const res = await t.app.inject({
      method: req.method,
      url,
      headers,
      ...(req.body ? { payload: req.body.payload } : {}),
    });
    const problems = problemsOf(route, res);
    if (res.statusCode >= 400 && problems.length === 0) {
      const error = String((JSON.parse(res.body) as { error?: unknown }).error);
      const allowed = [...COUNTERS, ...(WRITES_ON_REFUSAL[error]?.tables ?? [])];
      const changed = changedTables(before, await fingerprint()).filter((table) => !allowed.includes(table));
      if (changed.length > 0) problems.push(`refused with ${error} but wrote ${changed.join(', ')}`);
    }
    if (problems.length > 0) throw new Error(`${problems.join('; ')}\n${show(req, url, res)}`);
  };

  it('reaches the handler of every route with input', () => {
    const unreachable = Object.fromEntries(
      routes
        .map(
          ([name, route]) =>
            [
              name,
              hostileSweep(route, files, seedOf(name), KNOWN_VALID[name]).unreachable.join(', '),
            ] as const,
        )
        .filter(([, parts]) => parts !== ''),
    );
    expect(unreachable).toEqual(UNREACHABLE);
  });

  it.each(routes.filter(([name]) => !(name in EXCLUDED)))(
    '%s',
    async (name, route) => {
      // A user of their own per route: a generated request may lock, close or rename them.
      const user: TestUser = await t.loginAs({ company: { name: `Fuzz Steel ${name}`, status: 1 } });
      await fc.assert(
        fc.asyncProperty(requestsFor(route, files), (req) => send(route, user, req)),
        { seed: seedOf(name), numRuns: name in COSTLY ? Math.ceil(RUNS / 2) : RUNS, endOnFailure: true },
      );
      const sweep = hostileSweep(route, files, seedOf(name), KNOWN_VALID[name]).requests;
      const chosen = name in COSTLY ? sampleOf(sweep, Math.ceil(RUNS / 2), seedOf(name)) : sweep;
      for (const { where, request } of chosen) {
        await send(route, user, request).catch((err: Error) => {
          throw new Error(`${where}: ${err.message}`);
        });
      }
    },
    120_000,
  );
});
