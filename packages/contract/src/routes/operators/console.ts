import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute, OPERATOR_ROLES } from '../../route.ts';
import { zId, zLine, zPassword, zRawLine } from '../../validation.ts';

/** An operator session lasts one working day; the console logs in again after it. */
export const OPERATOR_SESSION_LIFE_MS = 12 * 60 * 60 * 1000;

/**
 * Console login tries in the window (issue 9, Auth0's rule): per username from one address,
 * so a stranger elsewhere cannot lock an operator out, and per address over all usernames, so
 * one address cannot try many. A try is counted before the password is hashed; a right
 * password gives its try back and clears its username's count from that address.
 */
export const OPERATOR_LOGIN_THROTTLE = {
  maxFailures: 10,
  perAddress: 50,
  windowMs: 15 * 60 * 1000,
} as const;

/** Lower-case letters, digits, dot, underscore and hyphen, 3 to 32 long. */
export const OPERATOR_USERNAME_RE = /^[a-z0-9._-]{3,32}$/;
export const OPERATOR_DISPLAY_NAME_MAX = 32;

/**
 * The audit actions this area writes. Later areas add their own (`application.approve` ...);
 * the log stores any action text, so this list names only what the console offers as filters.
 */
export const OPERATOR_AUDIT_ACTIONS = [
  'operator.login',
  'operator.loginFailed',
  'operator.logout',
  'operator.create',
  'operator.roleChange',
  'operator.disable',
  'operator.enable',
  'operator.passwordReset',
] as const;

/** Sign-ins and sign-outs: most of the log by number, so the console's log hides them unless asked. */
export const SIGN_IN_AUDIT_ACTIONS = ['operator.login', 'operator.loginFailed', 'operator.logout'] as const;

export const ZOperatorRole = z.enum(OPERATOR_ROLES, { error: 'console.validation.role' });
export const zOperatorUsername = zLine('console.validation.usernameRequired')
  .min(1, { error: 'console.validation.usernameRequired' })
  .regex(OPERATOR_USERNAME_RE, { error: 'console.validation.username' });
export const zOperatorDisplayName = zLine('console.validation.displayNameRequired')
  .min(1, { error: 'console.validation.displayNameRequired' })
  .max(OPERATOR_DISPLAY_NAME_MAX, { error: 'console.validation.displayNameTooLong' });

/** Who is logged in to the console. */
export const ZSessionOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: ZOperatorRole,
});
export type TSessionOperator = z.infer<typeof ZSessionOperator>;

/** An operator as the management page lists it; the password hash is never part of it. */
export const ZOperator = ZSessionOperator.extend({
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZOperatorCreate = z.object({
  username: zOperatorUsername,
  displayName: zOperatorDisplayName,
  role: ZOperatorRole,
  password: zPassword,
});
export type TOperatorCreate = z.infer<typeof ZOperatorCreate>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  /** The acting operator's username; null for the command line and failed logins. */
  operatorUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const operatorParams = z.object({ id: zId });
const administrators = ['administrator'] as const;

export const consoleRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/c/auth/login',
    auth: 'public',
    summary: 'Operator login; answers a bearer token for the console calls',
    body: z.object({
      // Usernames are stored in lower case, so 'Admin' logs in as 'admin'.
      username: zLine('console.validation.usernameRequired')
        .toLowerCase()
        .min(1, { error: 'console.validation.usernameRequired' })
        .max(64, { error: 'validation.tooLong' }),
      password: zRawLine('validation.passwordRequired')
        .min(1, { error: 'validation.passwordRequired' })
        .max(128, { error: 'validation.tooLong' }),
    }),
    data: z.object({ token: z.string(), operator: ZSessionOperator }),
  }),
  me: defineRoute({
    method: 'GET',
    path: '/c/auth/me',
    auth: 'operator',
    summary: 'The logged-in operator',
    data: ZSessionOperator,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/c/auth/logout',
    auth: 'operator',
    summary: "Ends the caller's console session",
    data: z.null(),
  }),
  operatorList: defineRoute({
    method: 'GET',
    path: '/c/operators',
    auth: 'operator',
    roles: administrators,
    summary: 'Every operator account',
    data: z.array(ZOperator),
  }),
  operatorCreate: defineRoute({
    method: 'POST',
    path: '/c/operators',
    auth: 'operator',
    roles: administrators,
    summary: 'Creates an operator with an initial password',
    body: ZOperatorCreate,
    data: ZOperator,
  }),
  operatorSetRole: defineRoute({
    method: 'POST',
    path: '/c/operators/{id}/role',
    auth: 'operator',
    roles: administrators,
    summary: "Changes an operator's role; the last active administrator keeps theirs",
    params: operatorParams,
    body: z.object({ role: ZOperatorRole }),
    data: ZOperator,
  }),
  operatorDisable: defineRoute({
    method: 'POST',
    path: '/c/operators/{id}/disable',
    auth: 'operator',
    roles: administrators,
    summary: 'Disables an operator and ends their sessions; never the last active administrator',
    params: operatorParams,
    data: ZOperator,
  }),
  operatorEnable: defineRoute({
    method: 'POST',
    path: '/c/operators/{id}/enable',
    auth: 'operator',
    roles: administrators,
    summary: 'Enables a disabled operator',
    params: operatorParams,
    data: ZOperator,
  }),
  operatorResetPassword: defineRoute({
    method: 'POST',
    path: '/c/operators/{id}/password',
    auth: 'operator',
    roles: administrators,
    summary: 'Sets a new password for an operator and ends their other sessions',
    params: operatorParams,
    body: z.object({ password: zPassword }),
    data: ZOperator,
  }),
  auditLog: defineRoute({
    method: 'GET',
    path: '/c/audit-log',
    auth: 'operator',
    roles: administrators,
    summary: 'The audit log, newest first, filterable by action and acting operator',
    query: ZPageQuery.extend({
      action: zRawLine()
        .regex(/^[A-Za-z][A-Za-z0-9._-]{0,63}$/, { error: 'validation.invalid' })
        .optional(),
      operatorId: zId.optional(),
      /** 'false' leaves out sign-ins and sign-outs (unless `action` asks for one); all by default. */
      signIns: z
        .enum(['true', 'false'], { error: 'validation.invalid' })
        .transform((v) => v === 'true')
        .optional(),
    }),
    data: page(ZAuditEntry),
  }),
} as const;
