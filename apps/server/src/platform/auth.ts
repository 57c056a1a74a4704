import type { OperatorRole } from '@steel-epd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SessionUser {
  id: number;
  account: string;
  accountType: string;
  companyId: number | null;
  sessionId: number;
  /** A deregistration request is pending: the account still reads, but applies for nothing new. */
  deregistering: boolean;
}

export interface SessionOperator {
  id: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
}

/**
 * Who a token belongs to. The accounts module answers for portal users, the operators module
 * for console operators; the route registration finds the token and asks.
 */
export interface AuthResolvers {
  user: (token: string) => Promise<SessionUser | null>;
  /** Why a user token names no one when the account is the reason (closed); else null. */
  userRefusal: (token: string) => Promise<'ACCOUNT_CLOSED' | null>;
  /** The holder of a password-reset token (step 2 of a reset only). */
  reset: (token: string) => Promise<SessionUser | null>;
  operator: (token: string) => Promise<SessionOperator | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthResolvers;
  }
}

/** The resolvers are the accounts' and operators' sessions, built once in src/services.ts. */
export const installAuth = (app: FastifyInstance, resolvers: AuthResolvers) => {
  app.decorate<AuthResolvers>('auth', resolvers);
};

const TOKEN_RE = /^[A-Za-z0-9_-]{20,200}$/;

/** The token a request carries: the Authorization header, raw or as `Bearer <token>`. */
export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return TOKEN_RE.test(token) ? token : null;
};

/**
 * An operator's token: the header's only. A console session in a URL would be kept in the
 * browser's history, proxy and server logs and Referer headers, and the console sends every
 * call with the header (files too: fetched and opened as a blob), so a query token names no
 * operator, even on a route that takes portal users' tokens from the query.
 */
export const operatorToken = (request: FastifyRequest): string | null => bearerToken(request);

/**
 * A portal user's token: the header's, or, where the route allows it, the `Authorization` query
 * parameter's (spec 02 §7: a download started by a plain link, which cannot send headers).
 */
export const requestToken = (request: FastifyRequest, allowQuery: boolean): string | null => {
  const fromHeader = bearerToken(request);
  if (fromHeader || !allowQuery || request.headers.authorization) return fromHeader;
  const query = request.query as { Authorization?: unknown } | undefined;
  const token = typeof query?.Authorization === 'string' ? query.Authorization : '';
  return TOKEN_RE.test(token) ? token : null;
};
