import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLongText } from '../../validation.ts';
import { ACCOUNT_TYPES } from '../accounts/login.ts';

/** The audit actions of deciding deregistration requests. */
export const DEREGISTRATION_AUDIT_ACTIONS = ['deregistration.approve', 'deregistration.refuse'] as const;

export const REFUSE_REASON_MAX = 500;

/** A pending deregistration request as the console lists it. */
export const ZDeregistrationRequest = z.object({
  userId: z.number().int(),
  userAccount: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** When the user confirmed the request with their code, ISO 8601 UTC. */
  requestedAt: z.string(),
});
export type TDeregistrationRequest = z.infer<typeof ZDeregistrationRequest>;

/** The outcome of a decision: the user's new user status (2 closed, 1 active again). */
export const ZDeregistrationDecision = z.object({
  userId: z.number().int(),
  userStatus: z.number().int(),
});
export type TDeregistrationDecision = z.infer<typeof ZDeregistrationDecision>;

export const ZRefuseDeregistration = z.object({
  reason: zLongText('console.deregistrations.reasonRequired')
    .min(1, { error: 'console.deregistrations.reasonRequired' })
    .max(REFUSE_REASON_MAX, { error: 'validation.tooLong' }),
});

const userParams = z.object({ userId: zId });
const reviewers = ['reviewer'] as const;

export const consoleDeregistrationRoutes = {
  deregistrationList: defineRoute({
    method: 'GET',
    path: '/c/deregistrations',
    auth: 'operator',
    roles: reviewers,
    summary: 'Pending deregistration requests, oldest first',
    query: ZPageQuery,
    data: page(ZDeregistrationRequest),
  }),
  deregistrationApprove: defineRoute({
    method: 'POST',
    path: '/c/deregistrations/{userId}/approve',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Closes the account: personal data erased, account replaced by closed-<id>, locked, sessions ended, ' +
      'user status 2; the company and its records stay. Only a pending request (else DEREGISTRATION_NOT_PENDING)',
    params: userParams,
    data: ZDeregistrationDecision,
  }),
  deregistrationRefuse: defineRoute({
    method: 'POST',
    path: '/c/deregistrations/{userId}/refuse',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Refuses a pending request with a reason the user reads in their inbox: user status back to 1 ' +
      '(else DEREGISTRATION_NOT_PENDING)',
    params: userParams,
    body: ZRefuseDeregistration,
    data: ZDeregistrationDecision,
  }),
} as const;
