import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { TEST_DATABASE_URL, testConfig } from '../../test/helper.ts';
import { type TcpProxy, tcpProxy } from '../../test/tcp-proxy.ts';
import { openDatabase } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('what counts as the database being away', () => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('knows refused, reset and timed-out connections, a server shutting down and a full disk', () => {
    for (const err of [
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('read ECONNRESET', 'ECONNRESET'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('canceling statement due to statement timeout', '57014'),
      coded('connection failure', '08006'),
      coded('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      coded('database is locked', 'SQLITE_BUSY'),
      coded('disk I/O error', 'SQLITE_IOERR_WRITE'),
      coded('database or disk is full', 'SQLITE_FULL'),
      new Error('Migration failed', { cause: coded('connect ECONNREFUSED', 'ECONNREFUSED') }),
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    }
  });

  it('leaves faults of the request and the code to their own answers', () => {
    for (const err of [
      coded('duplicate key value violates unique constraint', '23505'),
      coded('syntax error at or near "selec"', '42601'),
      coded('UNIQUE constraint failed: users.account', 'SQLITE_CONSTRAINT_UNIQUE'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'ECONNRESET',
      null,
    ]) {
      expect(isDatabaseUnavailable(err)).toBe(false);
    }
  });
});

const QUERY_TIMEOUT_MS = 1_500;
const POOL_SIZE = 3;

describe.skipIf(!TEST_DATABASE_URL)('the server while PostgreSQL goes away and comes back', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const schema = `t_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const url = new URL(TEST_DATABASE_URL as string);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const config = testConfig({
      DATABASE_URL: url.toString(),
      DATABASE_SCHEMA: schema,
      DB_POOL_SIZE: String(POOL_SIZE),
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
    const database = await openDatabase(config);
    app = await buildApp(config, { db: database });
    await app.ready();
    close = async () => {
      await app.close();
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
      await database.close();
    };
  });
  afterAll(async () => {
    proxy.pass();
    await close?.();
    await proxy.close();
  });

  /** A public call that reads the database: an unknown EPD is NOT_FOUND while the database answers. */
  const summary = () =>
    app.inject({
      method: 'GET',
      url: '/api/n/epd/AAAAAAAAAAAAAAAAAAAAAA',
      headers: { 'accept-language': 'en' },
    });
  const ready = async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;

  const expectUnavailable = (res: Awaited<ReturnType<typeof summary>>) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 504,
      message: 'The data service is briefly unavailable, please try again shortly',
      data: null,
      error: 'DATABASE_UNAVAILABLE',
    });
  };

  /**
   * A connection a reset killed may still be lent once before the pool learns of it: at most
   * one 503 (in the envelope) per pooled connection, then the database's answers again.
   */
  const expectServedAgain = async () => {
    const answers: number[] = [];
    while (answers.at(-1) !== 404 && answers.length <= POOL_SIZE) {
      const res = await summary();
      if (res.statusCode !== 404) expectUnavailable(res);
      answers.push(res.statusCode);
    }
    expect(answers.at(-1)).toBe(404);
    for (let i = 0; i < POOL_SIZE + 1; i++) expect((await summary()).statusCode).toBe(404);
  };

  it('answers 503 in the envelope while the connections stall, then serves again by itself', async () => {
    expect((await summary()).statusCode).toBe(404);
    expect(await ready()).toBe(200);
    proxy.stall();
    // More calls than the pool has connections: each connection is found dead, none is reused.
    const during = await Promise.all(Array.from({ length: 5 }, summary));
    for (const res of during) expectUnavailable(res);
    expect(await ready()).toBe(503);
    proxy.pass();
    // The stalled connections were closed; new ones answer at once, in parallel and one by one.
    const after = await Promise.all(Array.from({ length: 3 }, summary));
    expect(after.map((res) => res.statusCode)).toEqual([404, 404, 404]);
    for (let i = 0; i < 4; i++) expect((await summary()).statusCode).toBe(404);
    expect(await ready()).toBe(200);
  });

  it('survives every connection being reset, idle or in use, and serves again', async () => {
    // Connections in the pool, one of them inside a query that takes a moment.
    expect((await summary()).statusCode).toBe(404);
    const inUse = app.db.transaction().execute(async (trx) => {
      await sql`select pg_sleep(0.3)`.execute(trx);
      await sql`select 1`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.reset();
    await expect(inUse).rejects.toSatisfy(isDatabaseUnavailable);
    // The process is still here (an unhandled 'error' event would have ended this test run).
    await expectServedAgain();
    expect(await ready()).toBe(200);
  });

  it('answers 503 when no new connection can be made, and serves once the database is back', async () => {
    proxy.stall();
    proxy.reset();
    // Old connections gone and new ones never answering: the connect timeout decides, no hang.
    const started = Date.now();
    expectUnavailable(await summary());
    expect(Date.now() - started).toBeLessThan(10_000);
    proxy.pass();
    await expectServedAgain();
  });
});
