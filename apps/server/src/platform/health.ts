import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './db/database.ts';
import { limitKey } from './limits/limiter.ts';

/** A readiness probe answers within this, whatever the database or Redis does. */
const READY_TIMEOUT_MS = 2_000;

const within = <T>(ms: number, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/**
 * Liveness says the process answers; readiness says it can reach its database and the limiter's
 * store (Redis when REDIS_URL is set), so a load balancer sends no one to an instance that would
 * answer 503 (issue 28).
 */
export const installHealth = (app: FastifyInstance) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await within(
        READY_TIMEOUT_MS,
        Promise.all([pingDatabase(app.db), app.services.limiter.peek(limitKey('readyz'))]),
      );
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err: { message: (err as Error).message } }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
