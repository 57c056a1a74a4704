import type { FastifyRequest } from 'fastify';
import type { SessionOperator, SessionUser } from '../auth.ts';

/**
 * Who is asking, and from where. Every handler gets one (`ctx.actor`), every service decides
 * with it through the policies, and the audit log records it: a route never computes it.
 */
export type Actor = AnonymousActor | UserActor | OperatorActor | SystemActor;

export interface AnonymousActor {
  kind: 'anonymous';
  ip: string | null;
}

export interface UserActor {
  kind: 'user';
  user: SessionUser;
  ip: string | null;
}

export interface OperatorActor {
  kind: 'operator';
  operator: SessionOperator;
  ip: string | null;
}

/** The command line (create-admin): no session, no address. */
export interface SystemActor {
  kind: 'system';
  ip: null;
}

export const SYSTEM_ACTOR: SystemActor = { kind: 'system', ip: null };

/** The actor of a request, from the principal its route's auth level resolved. */
export const actorOf = (request: FastifyRequest): Actor => {
  const { user, operator } = request.principal;
  if (user) return { kind: 'user', user, ip: request.ip ?? null };
  if (operator) return { kind: 'operator', operator, ip: request.ip ?? null };
  return { kind: 'anonymous', ip: request.ip ?? null };
};

/** The operator behind an action, for the audit log (null for a user or the command line). */
export const operatorIdOf = (actor: Actor): number | null =>
  actor.kind === 'operator' ? actor.operator.id : null;
