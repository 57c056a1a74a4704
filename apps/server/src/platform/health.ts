import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './db/database.ts';

/** Liveness says the process answers; readiness says it can reach its database. */
export const installHealth = (app: FastifyInstance) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
