import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine } from '../../validation.ts';
import { ACCOUNT_TYPES } from '../accounts/login.ts';

/** The audit actions of portal-user administration. */
export const USERS_ADMIN_AUDIT_ACTIONS = ['user.disable', 'user.enable'] as const;

export const USER_KEYWORD_MAX = 100;

/** A portal user as the console lists it. The response schema whitelists: no password hash. */
export const ZConsoleUser = z.object({
  id: z.number().int(),
  userAccount: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  companyStatus: z.number().int().nullable(),
  auditStatus: z.number().int(),
  locked: z.boolean(),
  /** Closed by its deregistration: emptied, locked for good, never enabled again. */
  closed: z.boolean(),
  createdAt: z.string(),
});
export type TConsoleUser = z.infer<typeof ZConsoleUser>;

export const ZConsoleUserQuery = ZPageQuery.extend({
  /** A part of the account, the user name or the company name, case-insensitive. */
  keyword: zLine().max(USER_KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'validation.invalid' }).optional(),
  // A query string carries text: 'false' must not coerce to true as z.coerce.boolean would.
  locked: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((v) => v === 'true')
    .optional(),
  auditStatus: z.coerce
    .number<string | number>({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(2, { error: 'validation.invalid' })
    .optional(),
});

const userParams = z.object({ id: zId });
const reviewers = ['reviewer'] as const;

export const consoleUsersRoutes = {
  userList: defineRoute({
    method: 'GET',
    path: '/c/users',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Portal users, newest first, filterable by keyword (account, user or company name), ' +
      'account type, locked and registration audit status',
    query: ZConsoleUserQuery,
    data: page(ZConsoleUser),
  }),
  userDisable: defineRoute({
    method: 'POST',
    path: '/c/users/{id}/disable',
    auth: 'operator',
    roles: reviewers,
    summary: 'Disables a portal user and ends their sessions; their next login answers USER_LOCKED',
    params: userParams,
    data: ZConsoleUser,
  }),
  userEnable: defineRoute({
    method: 'POST',
    path: '/c/users/{id}/enable',
    auth: 'operator',
    roles: reviewers,
    summary: 'Enables a disabled portal user',
    params: userParams,
    data: ZConsoleUser,
  }),
} as const;
