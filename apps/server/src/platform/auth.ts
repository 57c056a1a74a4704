import type { OperatorRole } from '@steel-epd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SessionUser {
  id: number;
  account: string;
  accountType: string;
  companyId: number | null;
  sessionId: number;
}

export interface SessionOperator {
  id: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
}

/**
 * How a request proves who it is. The accounts module answers for portal users, the operators
 * module for console operators; the route registration only asks.
 */
export interface AuthResolvers {
  user: (request: FastifyRequest) => Promise<SessionUser | null>;
  /** The holder of a password-reset token (step 2 of a reset only). */
  reset: (request: FastifyRequest) => Promise<SessionUser | null>;
  operator: (request: FastifyRequest) => Promise<SessionOperator | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthResolvers;
  }
}

export const installAuth = (app: FastifyInstance) => {
  app.decorate<AuthResolvers>('auth', {
    user: async () => null,
    reset: async () => null,
    operator: async () => null,
  });
};

/** The token a portal request carries: the Authorization header, raw or as `Bearer <token>`. */
export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
};
