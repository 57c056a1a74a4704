import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../platform/auth.ts';
import { sessionsService } from './sessions.service.ts';

/** The accounts area: for now, who a portal request belongs to. */
export const accountsModule = async (app: FastifyInstance) => {
  const sessions = sessionsService(app.db);
  app.auth.user = async (request) => {
    const token = bearerToken(request);
    return token ? sessions.resolve(token) : null;
  };
};
