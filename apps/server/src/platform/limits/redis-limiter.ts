import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { appError } from '../errors.ts';
import type { Limiter } from './limiter.ts';

/**
 * INCRBY, and PEXPIRE when the key is new (or lost its expiry), as one script: Redis runs a
 * script whole, so no other hit comes between the count and its window, and a key can never be
 * left counting without an end.
 */
const HIT = `
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {n, ttl}
`;

/** DECRBY on a live key only (a missing key would come back as a negative count without an end), never below zero. */
const GIVE_BACK = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n <= 0 then return 0 end
local left = math.max(n - tonumber(ARGV[1]), 0)
redis.call('SET', KEYS[1], left, 'KEEPTTL')
return left
`;

/**
 * The Redis backend of the limiter (REDIS_URL). A Redis that cannot be reached refuses the
 * request with 503 rather than letting it through unlimited.
 */
export const redisLimiter = (options: { url: string; prefix: string; log?: FastifyBaseLogger }): Limiter => {
  const redis = new Redis(options.url, {
    keyPrefix: options.prefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Generous: an event loop busy for a moment must not turn a prompt answer into a 503.
    commandTimeout: 5000,
  });
  redis.on('error', (err: Error) => options.log?.warn({ err }, 'redis limiter connection'));

  const guarded = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      options.log?.error({ err }, `redis limiter ${what} failed`);
      throw appError('UNAVAILABLE');
    }
  };

  return {
    hit: (key, limit, windowMs, amount = 1) =>
      guarded('hit', async () => {
        const [count, ttl] = (await redis.eval(HIT, 1, key, amount, windowMs)) as [number, number];
        return { allowed: count <= limit, count, retryAfterMs: Math.max(1, ttl) };
      }),
    giveBack: (key, amount = 1) =>
      guarded('give back', async () => {
        await redis.eval(GIVE_BACK, 1, key, amount);
      }),
    peek: (key) =>
      guarded('peek', async () => {
        const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
        return count === null
          ? { count: 0, retryAfterMs: 0 }
          : { count: Number(count), retryAfterMs: Math.max(1, ttl) };
      }),
    reset: (key) =>
      guarded('reset', async () => {
        await redis.del(key);
      }),
    async close() {
      // QUIT waits for a connection; one that never came is just dropped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
};
