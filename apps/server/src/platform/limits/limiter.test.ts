import { randomBytes } from 'node:crypto';
import { accountRoutes, captchaRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp, testConfig, testDatabase } from '../../test/helper.ts';
import { type TcpProxy, tcpProxy } from '../../test/tcp-proxy.ts';
import type { Db } from '../db/database.ts';
import { readOutbox } from '../messaging/outbox-reader.ts';
import { databaseLimiter, type Limiter, limitKey, takeEach } from './limiter.ts';
import { redisLimiter } from './redis-limiter.ts';

/** Redis is tested when TEST_REDIS_URL names one (redis://127.0.0.1:6379), as PostgreSQL is with TEST_DATABASE_URL. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same rules for every backend: what a limit lets through, alone and under 100 parallel hits. */
const limiterRules = (make: () => Promise<{ limiter: Limiter; close(): Promise<void> }>) => {
  let limiter: Limiter;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ limiter, close } = await make());
  });
  afterAll(() => close());

  let seq = 0;
  const key = () => {
    seq += 1;
    return limitKey('test', `${process.pid}-${seq}`);
  };

  it('lets exactly the limit through of 100 parallel hits on one key', async () => {
    const k = key();
    const hits = await Promise.all(Array.from({ length: 100 }, () => limiter.hit(k, 7, 60_000)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(7);
    // Every hit was counted, and each saw its own count: no two read the same one.
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect((await limiter.peek(k)).count).toBe(100);
  });

  it('keeps keys apart, and says how long until the window ends', async () => {
    const [a, b] = [key(), key()];
    expect(await limiter.hit(a, 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
    const refused = await limiter.hit(a, 1, 60_000);
    expect(refused).toMatchObject({ allowed: false, count: 2 });
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await limiter.hit(b, 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('starts a new window once the old one has ended', async () => {
    const k = key();
    expect((await limiter.hit(k, 1, 300)).allowed).toBe(true);
    expect((await limiter.hit(k, 1, 300)).allowed).toBe(false);
    await sleep(400);
    expect(await limiter.hit(k, 1, 300)).toMatchObject({ allowed: true, count: 1 });
    expect((await limiter.peek(k)).count).toBe(1);
  });

  it('counts amounts (bytes), gives back never below zero, and resets', async () => {
    const k = key();
    expect(await limiter.hit(k, 1000, 60_000, 600)).toMatchObject({ allowed: true, count: 600 });
    expect(await limiter.hit(k, 1000, 60_000, 600)).toMatchObject({ allowed: false, count: 1200 });
    await limiter.giveBack(k, 600);
    expect((await limiter.peek(k)).count).toBe(600);
    await limiter.giveBack(k, 5000);
    expect((await limiter.peek(k)).count).toBe(0);
    await limiter.reset(k);
    expect(await limiter.peek(k)).toEqual({ count: 0, retryAfterMs: 0 });
    // Giving back to a key with no counter makes none.
    const fresh = key();
    await limiter.giveBack(fresh);
    expect((await limiter.hit(fresh, 1, 60_000)).count).toBe(1);
  });

  it('takes limits in order and stops at the first refusal, leaving the later ones untouched', async () => {
    const [own, shared] = [key(), key()];
    const takes = [
      { key: own, limit: 2, windowMs: 60_000 },
      { key: shared, limit: 100, windowMs: 60_000 },
    ];
    const answers = await Promise.all(Array.from({ length: 10 }, () => takeEach(limiter, takes)));
    expect(answers.filter((a) => a === null)).toHaveLength(2);
    expect(answers.find((a) => a !== null)).toMatchObject({ key: own, allowed: false });
    expect((await limiter.peek(shared)).count).toBe(2);
  });
};

describe(`the limiter on the database (${engineName})`, () => {
  limiterRules(async () => {
    const database: Db = await testDatabase(testConfig());
    const limiter = databaseLimiter(database.db);
    return {
      limiter,
      close: async () => {
        await limiter.close();
        await database.close();
      },
    };
  });

  it('keeps no subject in the table, only its hash, in a key of fixed length', async () => {
    const database = await testDatabase(testConfig());
    const limiter = databaseLimiter(database.db);
    try {
      const subject = `someone@example.com${'x'.repeat(5000)}`;
      await limiter.hit(limitKey('login.account', subject), 10, 60_000);
      const rows = await database.db.selectFrom('rate_limits').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.key).toMatch(/^login\.account:[A-Za-z0-9_-]{32}$/);
      expect(JSON.stringify(rows)).not.toContain('someone');
    } finally {
      await limiter.close();
      await database.close();
    }
  });
});

describe.runIf(TEST_REDIS_URL)('the limiter on Redis', () => {
  limiterRules(async () => {
    const prefix = `steel-epd-test:${randomBytes(6).toString('hex')}:`;
    const limiter = redisLimiter({ url: TEST_REDIS_URL ?? '', prefix });
    return { limiter, close: () => limiter.close() };
  });

  it('answers 503 rather than letting a hit through when Redis cannot be reached', async () => {
    const limiter = redisLimiter({ url: 'redis://127.0.0.1:1', prefix: 'nowhere:' });
    try {
      await expect(limiter.hit(limitKey('test', 'x'), 1, 1000)).rejects.toMatchObject({
        errorName: 'UNAVAILABLE',
      });
    } finally {
      await limiter.close();
    }
  });
});

describe.runIf(TEST_REDIS_URL)('every limit on Redis (REDIS_URL set)', () => {
  let t: TestApp;
  const prefix = `steel-epd-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL ?? '', REDIS_KEY_PREFIX: prefix } });
  });
  afterAll(() => t.close());

  it('lets one of 100 parallel sends to one number through, and counts nothing in the database', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call(
          accountRoutes.smsSendSimple,
          { body: { phoneNumber: '13100000079', inlet: 'REGISTER' } },
          { ip: '192.0.2.79' },
        ),
      ),
    );
    const codes = answers.map((a) => a.error ?? a.code);
    expect(
      codes.filter((c) => c === 1),
      JSON.stringify(codes),
    ).toHaveLength(1);
    expect(readOutbox(t.app.config.DATA_DIR).filter((m) => m.to === '13100000079')).toHaveLength(1);
    expect(await t.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('answers exactly 20 of 60 parallel captcha gets', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.call(
          captchaRoutes.captchaGet,
          { body: { captchaType: 'blockPuzzle', clientUid: 'redis-one', ts: Date.now() } },
          { ip: '192.0.2.90' },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
  });
});

/** Issue 28: Redis going away fails the limits closed (503), and the same process counts again once it is back. */
describe.runIf(TEST_REDIS_URL)('the limits while Redis goes away and comes back', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  beforeAll(async () => {
    const url = new URL(TEST_REDIS_URL ?? '');
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    url.host = `127.0.0.1:${proxy.port}`;
    const prefix = `steel-epd-test:${randomBytes(6).toString('hex')}:`;
    t = await buildTestApp({ env: { REDIS_URL: url.toString(), REDIS_KEY_PREFIX: prefix } });
  });
  afterAll(async () => {
    proxy.pass();
    await t.close();
    await proxy.close();
  });

  const captcha = (n: number) =>
    t.call(
      captchaRoutes.captchaGet,
      { body: { captchaType: 'blockPuzzle', clientUid: `redis-away-${n}` } },
      { ip: `203.0.113.${n}`, lang: 'en' },
    );
  const ready = async () => (await t.inject({ method: 'GET', url: '/readyz' })).statusCode;

  it('answers 503 in the envelope while Redis stalls or resets, never an uncounted call, then counts again', async () => {
    expect((await captcha(1)).status).toBe(200);
    proxy.stall();
    const stalled = await captcha(2);
    expect([stalled.status, stalled.error, stalled.message]).toEqual([
      503,
      'UNAVAILABLE',
      'The service is unavailable',
    ]);
    expect(await ready()).toBe(503);
    proxy.reset();
    proxy.pass();
    // ioredis connects again by itself; the first calls may still find it reconnecting.
    let answer = await captcha(3);
    for (let n = 4; answer.status !== 200 && n < 40; n++) {
      expect(answer.error).toBe('UNAVAILABLE');
      await sleep(250);
      answer = await captcha(n);
    }
    expect(answer.status).toBe(200);
    expect(await ready()).toBe(200);
  }, 30_000);
});
