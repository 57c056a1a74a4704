import {
  type Lang,
  LCA_SUBSCRIPTION_LIMITS,
  type TConsoleSubscription,
  type TLcaSubscribe,
  type TLcaSubscriptionState,
  type TMySubscription,
  type TPlatformSettingsUpdate,
  USER_STATUS,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor, UserActor } from '../../platform/access/actor.ts';
import { assertCan, can } from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import { dayStartIn, todayIn } from '../../platform/days.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError } from '../../platform/errors.ts';
import type { Inbox } from '../../platform/services.ts';
import type { AuditLogFor } from '../operators/index.ts';
import {
  type DictionaryLookup,
  dictionariesChanged,
  isOtherOption,
  type PlatformSettings,
} from '../reference/index.ts';
import {
  type SubscriberRow,
  type SubscriptionFilter,
  type SubscriptionRow,
  subscriptionsStore,
} from './subscriptions.store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Running: a trial or a full subscription whose end is still ahead. */
export const isRunning = (row: { state: string; ends_at: string }, now: string) =>
  row.state !== 'ended' && row.ends_at > now;

/** The last day a subscription runs, in the programme's time zone (it ends at that day's midnight). */
const lastDayOf = (endsAt: string, timeZone: string) => todayIn(timeZone, new Date(Date.parse(endsAt) - 1));

const toConsole = (row: SubscriptionRow, now: string, timeZone: string): TConsoleSubscription => ({
  id: row.id,
  userId: row.user_id,
  userAccount: row.user_account,
  username: row.username,
  companyName: row.company_name,
  industry: row.industry,
  position: row.position,
  state: row.state as TLcaSubscriptionState,
  running: isRunning(row, now),
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  lastDay: lastDayOf(row.ends_at, timeZone),
  grantedBy: row.granted_by_name ?? null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

interface Deps {
  db: Kysely<Database>;
  timeZone: string;
  /** The dictionaries, bound to a database or a transaction (SQLite has one connection). */
  dictionariesFor: (db: Kysely<Database>) => DictionaryLookup;
  auditFor: AuditLogFor;
  inboxFor: (db: Kysely<Database>) => Inbox;
  /** The reference module's settings, bound to a database or a transaction. */
  settingsFor: (db: Kysely<Database>) => PlatformSettings;
}

/**
 * The LCA tool subscription (spec 02 §2 /lcaTools, §4 and §5 "LCA subscription"): a user starts
 * one trial of the configured length; the secretariat lists, grants, extends and ends
 * subscriptions, each with its audit entry and the user's inner message in one transaction; an
 * administrator changes the tool addresses, the trial length and the switches.
 */
export const subscriptionsService = ({
  db,
  timeZone,
  dictionariesFor,
  auditFor,
  inboxFor,
  settingsFor,
}: Deps) => {
  /** The day a subscription ends on, in the platform's time zone (what users read). */
  const dayOf = (endsAt: string) => lastDayOf(endsAt, timeZone);

  /** The end of a day chosen in the console: after now and within the limit. */
  const endOfDay = (day: string) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
      throw appError('LCA_SUBSCRIPTION_END_DATE');
    const endsAt = dayStartIn(day, timeZone, 1);
    const now = Date.now();
    const at = Date.parse(endsAt);
    if (at <= now || at > now + LCA_SUBSCRIPTION_LIMITS.grantDaysMax * DAY_MS)
      throw appError('LCA_SUBSCRIPTION_END_DATE');
    return endsAt;
  };

  /** The industry as the records have it: the company's category, else the user's own industry. */
  const industryOf = async (s: SubscriberRow, lang: Lang, trx = db): Promise<string | null> => {
    const dictionaries = dictionariesFor(trx);
    const name = (item: { value_zh: string; value_en: string }) =>
      lang === 'en' && item.value_en.trim() !== '' ? item.value_en : item.value_zh;
    if (s.industry_category) {
      const item = await dictionaries.byCode('INDUSTRY_CATEGORY', s.industry_category);
      if (item) return name(item);
    }
    if (s.profession_id !== null) {
      const item = await dictionaries.byId('INDUSTRY_CLASSIFICATION', s.profession_id);
      if (item) return isOtherOption(item) && s.other_profession ? s.other_profession : name(item);
    }
    return null;
  };

  const mine = async (row: SubscriptionRow): Promise<TMySubscription> => ({
    state: row.state as TLcaSubscriptionState,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    lastDay: dayOf(row.ends_at),
    toolUrl: await settingsFor(db).lcaToolUrl(),
  });

  const found = async (trx: Kysely<Database>, id: number) => {
    const row = await subscriptionsStore(trx).byId(id);
    if (!row) throw appError('NOT_FOUND');
    return row;
  };

  return {
    /** The form's read-only values: the caller's account and name, the company and its industry. */
    async form(actor: UserActor, lang: Lang) {
      const s = await subscriptionsStore(db).subscriber({ id: actor.user.id });
      if (!s) throw appError('UNAUTHENTICATED');
      assertCan(actor, 'read', { kind: 'user', id: s.id });
      return {
        mobile: s.account,
        username: s.user_name,
        companyName: s.company_name ?? null,
        industryCategory: s.company_id === null ? null : await industryOf(s, lang),
        trialDays: await settingsFor(db).lcaTrialDays(),
      };
    },

    /**
     * Starts the caller's trial. While one runs, it is answered as it is (a second click or a
     * second tab); a trial once used (ended or expired) is refused: the secretariat grants more.
     */
    async subscribe(actor: UserActor, input: TLcaSubscribe, lang: Lang): Promise<TMySubscription> {
      if (!can(actor, 'update', { kind: 'account', account: input.mobile }))
        throw appError('LCA_SUBSCRIPTION_ACCOUNT_MISMATCH');
      const existing = async () => {
        const row = await subscriptionsStore(db).byUser(actor.user.id);
        if (!row) return null;
        if (isRunning(row, nowIso())) return mine(row);
        throw appError('LCA_TRIAL_USED');
      };
      const before = await existing();
      if (before) return before;
      const store = subscriptionsStore(db);
      const s = await store.subscriber({ id: actor.user.id });
      if (!s || s.company_id === null || !s.company_name) throw appError('LCA_SUBSCRIPTION_NO_COMPANY');
      const industry = await industryOf(s, lang);
      if (industry === null) throw appError('LCA_SUBSCRIPTION_NO_INDUSTRY');
      const days = await settingsFor(db).lcaTrialDays();
      const now = new Date();
      try {
        await store.insert({
          user_id: s.id,
          company_id: s.company_id,
          username: input.username,
          company_name: s.company_name,
          industry,
          position: input.position,
          state: 'trial',
          starts_at: now.toISOString(),
          ends_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
          granted_by: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
      } catch (err) {
        // Two requests at once: the other one's row stands.
        if (!isUniqueViolation(err)) throw err;
      }
      const after = await existing();
      if (!after) throw appError('INTERNAL');
      return after;
    },

    /** The caller's subscription while it runs; null otherwise (the spec's falsy data). */
    async check(actor: UserActor): Promise<TMySubscription | null> {
      const row = await subscriptionsStore(db).byUser(actor.user.id);
      if (!row || !isRunning(row, nowIso())) return null;
      assertCan(actor, 'read', { kind: 'user', id: row.user_id });
      return mine(row);
    },

    async page(query: {
      filter?: SubscriptionFilter | undefined;
      keyword?: string | undefined;
      pageNum: number;
      pageSize: number;
    }) {
      const store = subscriptionsStore(db);
      const now = nowIso();
      const keyword = query.keyword?.trim() || undefined;
      const [rows, totals] = await Promise.all([
        store.page(query.filter, keyword, now, query.pageSize, (query.pageNum - 1) * query.pageSize),
        store.count(query.filter, keyword, now),
      ]);
      return {
        list: rows.map((r) => toConsole(r, now, timeZone)),
        totals,
        pageSize: query.pageSize,
        pageNum: query.pageNum,
      };
    },

    grant: (input: { account: string; kind: 'trial' | 'active'; endDate: string }, actor: OperatorActor) =>
      transact(db, async (trx) => {
        const store = subscriptionsStore(trx);
        const endsAt = endOfDay(input.endDate);
        const s = await store.subscriber({ account: input.account.trim() });
        if (!s || s.user_status === USER_STATUS.closed) throw appError('LCA_SUBSCRIPTION_USER_UNKNOWN');
        const existing = await store.byUser(s.id);
        const now = nowIso();
        if (existing && isRunning(existing, now)) throw appError('LCA_SUBSCRIPTION_RUNNING');
        const values = {
          company_id: s.company_id,
          username: existing?.username ?? s.user_name,
          company_name: s.company_name ?? null,
          industry: await industryOf(s, s.lang === 'en' ? 'en' : 'zh', trx),
          state: input.kind,
          starts_at: now,
          ends_at: endsAt,
          granted_by: actor.operator.id,
          updated_at: now,
        };
        let id: number;
        if (existing) {
          await store.update(existing.id, values);
          id = existing.id;
        } else id = await store.insert({ ...values, user_id: s.id, position: null, created_at: now });
        await auditFor(trx).record(actor, {
          action: 'subscription.grant',
          targetType: 'lca_subscription',
          targetId: id,
          detail: { account: s.account, kind: input.kind, endsAt, before: existing?.state ?? null },
        });
        await inboxFor(trx).send(s.id, {
          key: `inbox.subscription.granted.${input.kind}`,
          params: { date: dayOf(endsAt) },
        });
        return toConsole(await found(trx, id), now, timeZone);
      }),

    extend: (id: number, endDate: string, actor: OperatorActor) =>
      transact(db, async (trx) => {
        const row = await found(trx, id);
        if (row.state === 'ended') throw appError('LCA_SUBSCRIPTION_ENDED');
        const endsAt = endOfDay(endDate);
        const now = nowIso();
        await subscriptionsStore(trx).update(id, { ends_at: endsAt, updated_at: now });
        await auditFor(trx).record(actor, {
          action: 'subscription.extend',
          targetType: 'lca_subscription',
          targetId: id,
          detail: { account: row.user_account, from: row.ends_at, to: endsAt },
        });
        await inboxFor(trx).send(row.user_id, {
          key: 'inbox.subscription.extended',
          params: { date: dayOf(endsAt) },
        });
        return toConsole(await found(trx, id), now, timeZone);
      }),

    end: (id: number, reason: string, actor: OperatorActor) =>
      transact(db, async (trx) => {
        const row = await found(trx, id);
        if (row.state === 'ended') throw appError('LCA_SUBSCRIPTION_ENDED');
        const now = nowIso();
        await subscriptionsStore(trx).update(id, {
          state: 'ended',
          ends_at: row.ends_at > now ? now : row.ends_at,
          updated_at: now,
        });
        await auditFor(trx).record(actor, {
          action: 'subscription.end',
          targetType: 'lca_subscription',
          targetId: id,
          detail: { account: row.user_account, from: row.state, endsAt: row.ends_at, reason },
        });
        await inboxFor(trx).send(row.user_id, { key: 'inbox.subscription.ended', params: { reason } });
        return toConsole(await found(trx, id), now, timeZone);
      }),

    settings: () => settingsFor(db).read(),

    async saveSettings(update: TPlatformSettingsUpdate, actor: OperatorActor) {
      await transact(db, async (trx) => {
        const settings = settingsFor(trx);
        const before = await settings.read();
        await settings.write(update);
        const { defaults: _, ...after } = await settings.read();
        const { defaults: __, ...was } = before;
        await auditFor(trx).record(actor, {
          action: 'setting.platform',
          targetType: 'setting',
          targetId: 'platform',
          detail: { before: was, after },
        });
      });
      // The dictionaries' prepared answers are made again from what was committed.
      dictionariesChanged();
      return settingsFor(db).read();
    },
  };
};

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
