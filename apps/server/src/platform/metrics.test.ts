import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { referenceRoutes } from '@steel-epd/contract';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaClient } from '../test/captcha-client.ts';
import { buildTestApp, engineName, invalid, type TestApp, testConfig } from '../test/helper.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer (comments left out). */
const samples = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });

/** The one sample of `name` whose labels include `labels`; undefined when there is none. */
const sampleOf = (all: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = all.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0];
};

describe(`metrics (${engineName})`, () => {
  it('takes only a long random token as METRICS_TOKEN', () => {
    for (const bad of ['too-short-0123456789', `${'x'.repeat(31)}`, `${'x'.repeat(40)} with spaces`]) {
      expect(() => testConfig({ METRICS_TOKEN: bad }), bad).toThrow(/METRICS_TOKEN/);
    }
    expect(testConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });

  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('answers /metrics as any unknown path: 404 in the envelope', async () => {
      const res = await t.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND', data: null });
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    /** A route that fails the way a database that is away fails (a real failure of a real engine). */
    let lockedDir: string | undefined;
    beforeAll(async () => {
      t = await buildTestApp({
        env: { METRICS_TOKEN: TOKEN },
        beforeReady: (app) => {
          app.get('/test/database-away', { schema: { hide: true } }, async () => {
            if (app.dialect === 'postgres') {
              // The statement timeout cancels it: 57014, which answers 503 DATABASE_UNAVAILABLE.
              await app.db.transaction().execute(async (trx) => {
                await sql`set local statement_timeout = 50`.execute(trx);
                await sql`select pg_sleep(2)`.execute(trx);
              });
              return { reached: true };
            }
            // SQLite: a file another connection holds locked answers SQLITE_BUSY.
            lockedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-metrics-'));
            const file = path.join(lockedDir, 'locked.sqlite');
            const holder = new SQLite(file);
            const writer = new SQLite(file, { timeout: 0 });
            try {
              holder.exec('create table t (x integer); begin exclusive; insert into t values (1)');
              writer.exec('insert into t values (2)');
              return { reached: true };
            } finally {
              writer.close();
              holder.close();
            }
          });
        },
      });
    });
    afterAll(async () => {
      await t.close();
      if (lockedDir) fs.rmSync(lockedDir, { recursive: true, force: true });
    });

    const scrape = async (authorization = `Bearer ${TOKEN}`) => {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return { text: res.body, all: samples(res.body) };
    };

    it('refuses a scrape without the token or with a wrong one: 401 in the envelope', async () => {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Bearer ${TOKEN}x`,
        `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
        TOKEN,
        'Bearer ',
      ]) {
        const res = await t.inject({
          method: 'GET',
          url: '/metrics',
          ...(authorization === undefined ? {} : { headers: { authorization } }),
          lang: 'en',
        });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json()).toMatchObject({
          error: 'UNAUTHENTICATED',
          data: null,
          message: 'Please log in first',
        });
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('is not in the OpenAPI document', async () => {
      const res = await t.inject({ method: 'GET', url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().paths)).not.toContain('/metrics');
    });

    it('counts requests and their latency by route pattern and status, never the raw path', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      }
      await t.data(referenceRoutes.dictListPublic, { params: { type: 'COMPANY_TYPE' } });
      // Raw paths carry a marker no sample's value could spell (digits could).
      await t.call(referenceRoutes.dictListPublic, { params: { type: invalid('NO_SUCH_TYPE_zqx') } });
      expect((await t.inject({ method: 'GET', url: '/no/such/place-zqx' })).statusCode).toBe(404);
      expect((await t.inject({ method: 'POST', url: '/api/n/nowhere-zqx' })).statusCode).toBe(404);

      const { text, all } = await scrape();
      expect(
        sampleOf(all, 'http_requests_total', { method: 'GET', route: '/healthz', status: '200' })?.value,
      ).toBe(3);
      const dict = { method: 'GET', route: '/api/n/dict/list/:type', status: '200' };
      expect(sampleOf(all, 'http_requests_total', dict)?.value).toBe(1);
      expect(sampleOf(all, 'http_requests_total', { ...dict, status: '400' })?.value).toBe(1);
      expect(
        sampleOf(all, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })?.value,
      ).toBe(1);
      expect(
        sampleOf(all, 'http_requests_total', { method: 'POST', route: 'unmatched', status: '404' })?.value,
      ).toBe(1);
      expect(text).not.toContain('zqx');
      expect(text).not.toContain('COMPANY_TYPE');

      // The histogram: a bucket per bound, cumulative, up to +Inf, with its count and sum.
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      const health = { method: 'GET', route: '/healthz', status: '200' };
      expect(sampleOf(all, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })?.value).toBe(3);
      expect(sampleOf(all, 'http_request_duration_seconds_count', health)?.value).toBe(3);
      expect(sampleOf(all, 'http_request_duration_seconds_sum', health)?.value).toBeGreaterThan(0);
      const buckets = all.filter(
        (s) =>
          s.name === 'http_request_duration_seconds_bucket' &&
          s.labels.route === '/healthz' &&
          s.labels.status === '200',
      );
      expect(buckets.map((b) => b.labels.le)).toEqual([
        '0.001',
        '0.0025',
        '0.005',
        '0.01',
        '0.025',
        '0.05',
        '0.1',
        '0.25',
        '0.5',
        '1',
        '2.5',
        '5',
        '10',
        '+Inf',
      ]);
      const values = buckets.map((b) => b.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));

      // The scrape before this one was counted as well, under its own pattern.
      const again = await scrape();
      expect(sampleOf(again.all, 'http_requests_total', { route: '/metrics', status: '200' })?.value).toBe(1);
      expect(sampleOf(again.all, 'http_requests_total', { route: '/metrics', status: '401' })?.value).toBe(6);
    });

    it('counts a limiter refusal by the limit name', async () => {
      const before =
        sampleOf((await scrape()).all, 'limiter_refusals_total', { limit: 'captcha.get' })?.value ?? 0;
      // Gets of one client until the captcha's limit (20 a minute) refuses one.
      const c = captchaClient(t);
      const statuses: number[] = [];
      while (statuses.length < 50 && statuses.at(-1) !== 429)
        statuses.push((await c.get('blockPuzzle')).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      const { all } = await scrape();
      expect(sampleOf(all, 'limiter_refusals_total', { limit: 'captcha.get' })?.value).toBe(before + 1);
      expect(
        sampleOf(all, 'http_requests_total', { method: 'POST', route: '/api/n/captcha/get', status: '429' })
          ?.value,
      ).toBe(1);
      // Only names: no hashed subject, no address.
      const limits = all.filter((s) => s.name === 'limiter_refusals_total').map((s) => s.labels.limit);
      for (const limit of limits) expect(limit).toMatch(/^[a-z][a-zA-Z.-]*$/);
    });

    it('counts answers of a database that is away', async () => {
      const res = await t.inject({ method: 'GET', url: '/test/database-away' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ error: 'DATABASE_UNAVAILABLE' });
      const { all } = await scrape();
      expect(sampleOf(all, 'database_unavailable_total')?.value).toBe(1);
      expect(
        sampleOf(all, 'http_requests_total', { route: '/test/database-away', status: '503' })?.value,
      ).toBe(1);
    });

    it("reports the work queues and Node's own metrics", async () => {
      const { all } = await scrape();
      expect(
        sampleOf(all, 'work_queue_running', { queue: 'password_hashing' })?.value,
      ).toBeGreaterThanOrEqual(0);
      expect(sampleOf(all, 'work_queue_waiting', { queue: 'password_hashing' })?.value).toBe(0);
      expect(sampleOf(all, 'work_queue_refused_total', { queue: 'password_hashing' })?.value).toBe(0);
      expect(sampleOf(all, 'work_queue_waiting', { queue: 'workbook_reading' })?.value).toBe(0);
      expect(sampleOf(all, 'process_resident_memory_bytes')?.value).toBeGreaterThan(0);
      expect(sampleOf(all, 'nodejs_heap_size_used_bytes')?.value).toBeGreaterThan(0);
      expect(sampleOf(all, 'nodejs_eventloop_lag_seconds')?.value).toBeGreaterThanOrEqual(0);
    });

    it.runIf(engineName === 'postgres')("reports the PostgreSQL pool's connections", async () => {
      const { all } = await scrape();
      const total = sampleOf(all, 'db_pool_connections')?.value;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sampleOf(all, 'db_pool_idle_connections')?.value).toBeLessThanOrEqual(total ?? 0);
      expect(sampleOf(all, 'db_pool_waiting_clients')?.value).toBe(0);
    });

    it.runIf(engineName === 'sqlite')('reports no pool on SQLite', async () => {
      const { text } = await scrape();
      expect(text).not.toContain('db_pool_');
    });

    it('keeps a registry per app: a second app counts only its own requests', async () => {
      const other = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
      try {
        await other.inject({ method: 'GET', url: '/healthz' });
        const res = await other.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `bearer ${TOKEN}` },
        });
        expect(res.statusCode).toBe(200);
        const all = samples(res.body);
        expect(sampleOf(all, 'http_requests_total', { route: '/healthz', status: '200' })?.value).toBe(1);
        expect(sampleOf(all, 'database_unavailable_total')?.value).toBe(0);
      } finally {
        await other.close();
      }
    });
  });
});
