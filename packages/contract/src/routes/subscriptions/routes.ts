import { z } from 'zod';
import { NAME_MAX } from '../../constants.ts';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine, zRawLine } from '../../validation.ts';
import { ZCaptchaType } from '../captcha/portal.ts';

/** The LCA tool subscription (spec 02 §2 /lcaTools, §3 "LCA subscription payload", §5). */
export const LCA_SUBSCRIPTION_LIMITS = {
  username: NAME_MAX,
  position: 50,
  companyName: 100,
  industry: 100,
  mobile: 254,
  endReason: 500,
  /** The trial length an administrator may set, in days. */
  trialDaysMin: 1,
  trialDaysMax: 366,
  /** A granted or extended subscription ends at most this many days from now. */
  grantDaysMax: 3660,
  toolUrl: 500,
} as const;

/** The trial length when the administrator has not set one (decision in the report). */
export const LCA_TRIAL_DAYS_DEFAULT = 30;

/**
 * Where a subscription stands as stored: a trial, a full (granted) subscription, or ended by the
 * secretariat. A trial or a full subscription whose end date has passed is not running either.
 */
export const LCA_SUBSCRIPTION_STATES = ['trial', 'active', 'ended'] as const;
export type TLcaSubscriptionState = (typeof LCA_SUBSCRIPTION_STATES)[number];

export const LCA_SUBSCRIPTION_AUDIT_ACTIONS = [
  'subscription.grant',
  'subscription.extend',
  'subscription.end',
  'setting.platform',
] as const;

const requiredLine = (key: string, max: number) =>
  zLine(key).min(1, { error: key }).max(max, { error: 'validation.tooLong' });

/**
 * POST /p/subscription/subscribe (spec 02 §3 "LCA subscription payload"): every field required
 * (§5). The company name and the industry are the user's company record's: the server stores
 * those, not what the body says; `mobile` must be the caller's own account.
 */
export const ZLcaSubscribe = z.object({
  mobile: requiredLine('lca.mobileRequired', LCA_SUBSCRIPTION_LIMITS.mobile),
  username: requiredLine('lca.usernameRequired', LCA_SUBSCRIPTION_LIMITS.username),
  companyName: requiredLine('lca.companyNameRequired', LCA_SUBSCRIPTION_LIMITS.companyName),
  industryCategory: requiredLine('lca.industryRequired', LCA_SUBSCRIPTION_LIMITS.industry),
  position: requiredLine('lca.positionRequired', LCA_SUBSCRIPTION_LIMITS.position),
});
export type TLcaSubscribe = z.infer<typeof ZLcaSubscribe>;

/** The caller's subscription while it runs (checkSubscription's truthy `data`). */
export const ZMySubscription = z.object({
  state: z.enum(LCA_SUBSCRIPTION_STATES),
  startsAt: z.string(),
  /** ISO 8601 UTC: the midnight after the last day. */
  endsAt: z.string(),
  /** The last day it runs (YYYY-MM-DD in the programme's time zone): what the portal shows. */
  lastDay: z.string(),
  /** The external LCA tool's address (a setting); null when none is set. */
  toolUrl: z.string().nullable(),
});
export type TMySubscription = z.infer<typeof ZMySubscription>;

/** What the form shows read-only (from the user's and the company's records). */
export const ZLcaSubscribeForm = z.object({
  mobile: z.string(),
  username: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The industry's name in the caller's language; null when the records have none. */
  industryCategory: z.string().nullable(),
  trialDays: z.number().int(),
});

/** A subscription as the console lists it. */
export const ZConsoleSubscription = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userAccount: z.string(),
  username: z.string().nullable(),
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  position: z.string().nullable(),
  state: z.enum(LCA_SUBSCRIPTION_STATES),
  /** Running now: trial or active and its end date not passed. */
  running: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The last day it runs (YYYY-MM-DD in the programme's time zone): the day an operator picked. */
  lastDay: z.string(),
  /** The operator who granted it; null for a trial the user started. */
  grantedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsoleSubscription = z.infer<typeof ZConsoleSubscription>;

export const LCA_SUBSCRIPTION_FILTERS = ['running', 'expired', 'ended'] as const;

export const ZSubscriptionQuery = ZPageQuery.extend({
  filter: z.enum(LCA_SUBSCRIPTION_FILTERS, { error: 'validation.invalid' }).optional(),
  keyword: zLine().max(100, { error: 'validation.tooLong' }).optional(),
});

/** A day as the console's date picker sends it; the subscription runs to the end of it (platform time zone). */
const zDay = zRawLine('console.subscriptions.endDateRequired').regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: 'console.subscriptions.endDateRequired',
});

export const ZSubscriptionGrant = z.object({
  /** The user's login account (mobile number or e-mail). */
  account: requiredLine('console.subscriptions.accountRequired', LCA_SUBSCRIPTION_LIMITS.mobile),
  kind: z.enum(['trial', 'active'], { error: 'validation.invalid' }),
  endDate: zDay,
});
export const ZSubscriptionExtend = z.object({ endDate: zDay });
export const ZSubscriptionEnd = z.object({
  reason: requiredLine('console.subscriptions.reasonRequired', LCA_SUBSCRIPTION_LIMITS.endReason),
});

/** An http(s) address, or '' for "not set" (the server's configured default then applies). */
const zToolUrl = zRawLine('console.settings.urlInvalid')
  .trim()
  .max(LCA_SUBSCRIPTION_LIMITS.toolUrl, { error: 'validation.tooLong' })
  .refine(
    (v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'console.settings.urlInvalid' },
  );

/** The settings an administrator changes in the console (issue 13, "The secretariat"). */
export const ZPlatformSettingsUpdate = z.object({
  lcaToolUrl: zToolUrl,
  epdToolUrl: zToolUrl,
  lcaTrialDays: z.coerce
    .number({ error: 'console.settings.trialDaysInvalid' })
    .int({ error: 'console.settings.trialDaysInvalid' })
    .min(LCA_SUBSCRIPTION_LIMITS.trialDaysMin, { error: 'console.settings.trialDaysInvalid' })
    .max(LCA_SUBSCRIPTION_LIMITS.trialDaysMax, { error: 'console.settings.trialDaysInvalid' }),
  /** The dictionary switch LCA_TOOL_SWITCH / ENABLED (the LCA tool button on my applications). */
  lcaToolSwitch: z.boolean(),
  /** The qrShow setting (the enlarged QR label of an own company's EPD). */
  qrShow: z.boolean(),
  /** The captcha the portal's forms show (decision 225); absent: unchanged. */
  captchaType: ZCaptchaType.optional(),
});
export type TPlatformSettingsUpdate = z.infer<typeof ZPlatformSettingsUpdate>;

export const ZPlatformSettings = z.object({
  /** The stored values; '' when unset (the default then applies). */
  lcaToolUrl: z.string(),
  epdToolUrl: z.string(),
  lcaTrialDays: z.number().int(),
  lcaToolSwitch: z.boolean(),
  qrShow: z.boolean(),
  /** The captcha the portal's forms show: blockPuzzle (the default) or clickWord. */
  captchaType: ZCaptchaType,
  /** The server's configured defaults, used while a setting is unset. */
  defaults: z.object({
    lcaToolUrl: z.string().nullable(),
    epdToolUrl: z.string().nullable(),
    lcaTrialDays: z.number().int(),
  }),
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>;

/** Who keeps the subscriptions: the reviewers (the secretariat); administrators always may. */
const secretariat = ['reviewer'] as const;
const administrators = ['administrator'] as const;
const idParams = z.object({ id: zId });

export const subscriptionRoutes = {
  subscribe: defineRoute({
    method: 'POST',
    path: '/p/subscription/subscribe',
    auth: 'user',
    summary:
      'Starts an LCA tool trial (spec 02 §4 "LCA subscription"); one per user: while one runs it is answered as it is, ' +
      'a used trial is refused',
    body: ZLcaSubscribe,
    data: ZMySubscription,
  }),
  checkSubscription: defineRoute({
    method: 'GET',
    path: '/p/subscription/checkSubscription',
    auth: 'user',
    summary: "The caller's running subscription with its end date and the tool address; null when none runs",
    data: ZMySubscription.nullable(),
  }),
  subscribeForm: defineRoute({
    method: 'GET',
    path: '/p/subscription/form',
    auth: 'user',
    summary: "The subscription form's read-only values: account, user name, company name and industry",
    data: ZLcaSubscribeForm,
  }),
  subscriptionList: defineRoute({
    method: 'GET',
    path: '/c/subscriptions',
    auth: 'operator',
    roles: secretariat,
    summary:
      'The LCA tool subscriptions, newest first; filter running, expired or ended; keyword on account or company',
    query: ZSubscriptionQuery,
    data: page(ZConsoleSubscription),
  }),
  subscriptionGrant: defineRoute({
    method: 'POST',
    path: '/c/subscriptions/grant',
    auth: 'operator',
    roles: secretariat,
    summary: 'Grants a trial or a full subscription to a user until a day (refused while one runs)',
    body: ZSubscriptionGrant,
    data: ZConsoleSubscription,
  }),
  subscriptionExtend: defineRoute({
    method: 'POST',
    path: '/c/subscriptions/{id}/extend',
    auth: 'operator',
    roles: secretariat,
    summary: 'Moves the end date of a trial or full subscription (an expired one runs again)',
    params: idParams,
    body: ZSubscriptionExtend,
    data: ZConsoleSubscription,
  }),
  subscriptionEnd: defineRoute({
    method: 'POST',
    path: '/c/subscriptions/{id}/end',
    auth: 'operator',
    roles: secretariat,
    summary: 'Ends a subscription now, with a reason the user reads',
    params: idParams,
    body: ZSubscriptionEnd,
    data: ZConsoleSubscription,
  }),
  settingsGet: defineRoute({
    method: 'GET',
    path: '/c/settings',
    auth: 'operator',
    roles: administrators,
    summary: 'The platform settings: external tool addresses, trial length, switches',
    data: ZPlatformSettings,
  }),
  settingsSet: defineRoute({
    method: 'POST',
    path: '/c/settings',
    auth: 'operator',
    roles: administrators,
    summary: "Changes the platform settings ('' for an address: the configured default applies)",
    body: ZPlatformSettingsUpdate,
    data: ZPlatformSettings,
  }),
} as const;
