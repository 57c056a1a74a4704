import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../db/schema.ts';
import { limitsStore } from './limits.store.ts';
import { redisLimiter } from './redis-limiter.ts';

/** A counter's key: the limit's name and its hashed subject (see `limitKey`). */
export type LimitKey = string & { readonly __limitKey: unique symbol };

/** What one hit answered: whether it is within the limit, the new count and when the window ends. */
export interface Hit {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window ends and the count starts again (at least 1). */
  retryAfterMs: number;
}

/** A limit: at most `limit` (counts or bytes) per window. */
export interface LimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * The one limiter every abuse limit uses (issue 9): code sends, captcha gets and failures,
 * portal and console logins, uploads. Counting is take-then-check: a hit adds to the counter
 * first, in one atomic step, and is refused when the new count passes the limit, so N parallel
 * requests let exactly `limit` through on any number of server instances. A window starts with
 * the first hit on a key and lasts `windowMs`; a hit after it starts a new one.
 */
export interface Limiter {
  hit(key: LimitKey, limit: number, windowMs: number, amount?: number): Promise<Hit>;
  /** Gives back what a hit took (a login that turned out right, an upload that was not kept). */
  giveBack(key: LimitKey, amount?: number): Promise<void>;
  /** The current count without adding to it (whether a lock is on). */
  peek(key: LimitKey): Promise<{ count: number; retryAfterMs: number }>;
  /** Forgets a counter (failed logins after the right password). */
  reset(key: LimitKey): Promise<void>;
  close(): Promise<void>;
}

/**
 * The key of a limit for a subject. The subject (an account, an address, a client id) is
 * hashed, so the counters hold no personal data and a hostile subject of any length makes a
 * key of the same short length.
 */
export const limitKey = (name: string, ...subject: Array<string | number>): LimitKey =>
  `${name}:${createHash('sha256').update(JSON.stringify(subject)).digest('base64url').slice(0, 32)}` as LimitKey;

export interface Take extends LimitRule {
  key: LimitKey;
  amount?: number;
}

/**
 * Takes from each limit in order and stops at the first that refuses, which it answers (null
 * when all allowed). Put the caller's own counters first (its address) and shared ones last
 * (an account others may also be asking for): a refused caller then takes nothing from the
 * shared ones, so it cannot use them up for someone else.
 */
export const takeEach = async (limiter: Limiter, takes: readonly Take[]): Promise<(Hit & Take) | null> => {
  for (const take of takes) {
    const hit = await limiter.hit(take.key, take.limit, take.windowMs, take.amount);
    if (!hit.allowed) return { ...take, ...hit };
  }
  return null;
};

/** The database backend: counters in rate_limits, swept of ended windows every few minutes. */
export const databaseLimiter = (db: Kysely<Database>, log?: FastifyBaseLogger): Limiter => {
  const store = limitsStore(db);
  const sweep = setInterval(() => {
    store.sweep(new Date().toISOString()).catch((err: unknown) => log?.warn({ err }, 'limit sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    async hit(key, limit, windowMs, amount = 1) {
      const now = Date.now();
      const row = await store.add(
        key,
        amount,
        new Date(now).toISOString(),
        new Date(now + windowMs).toISOString(),
      );
      const count = Number(row.count);
      return { allowed: count <= limit, count, retryAfterMs: Math.max(1, Date.parse(row.reset_at) - now) };
    },
    async giveBack(key, amount = 1) {
      await store.subtract(key, amount, new Date().toISOString());
    },
    async peek(key) {
      const now = Date.now();
      const row = await store.current(key, new Date(now).toISOString());
      return row
        ? { count: Number(row.count), retryAfterMs: Math.max(1, Date.parse(row.reset_at) - now) }
        : { count: 0, retryAfterMs: 0 };
    },
    async reset(key) {
      await store.remove(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
};

const SWEEP_EVERY_MS = 10 * 60_000;

/** The limiter every module gets: any backend, with its refusals counted by limit name. */
export interface CountingLimiter extends Limiter {
  /** Hits refused so far, by the limit's name (a key's text before its first ':'): the metrics read it. */
  refusals(): ReadonlyMap<string, number>;
}

/**
 * Counts what `limiter` refuses, by limit name (a bounded set: the names are the code's own,
 * the hashed subject is left out). One wrapper in services.ts, so no caller counts for itself.
 */
export const countingRefusals = (limiter: Limiter): CountingLimiter => {
  const refused = new Map<string, number>();
  return {
    async hit(key, limit, windowMs, amount) {
      const hit = await limiter.hit(key, limit, windowMs, amount);
      if (!hit.allowed) {
        const colon = key.indexOf(':');
        const name = colon < 0 ? key : key.slice(0, colon);
        refused.set(name, (refused.get(name) ?? 0) + 1);
      }
      return hit;
    },
    giveBack: (key, amount) => limiter.giveBack(key, amount),
    peek: (key) => limiter.peek(key),
    reset: (key) => limiter.reset(key),
    close: () => limiter.close(),
    refusals: () => refused,
  };
};

/** Redis when REDIS_URL is set (counters shared by every instance, gone from the database), else the database. */
export const createLimiter = (
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  db: Kysely<Database>,
  log?: FastifyBaseLogger,
): Limiter =>
  config.REDIS_URL
    ? redisLimiter({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, log })
    : databaseLimiter(db, log);
