import {
  AUDIT_STATUS,
  type Lang,
  REVIEW_INBOX_KEYS,
  type TAccountType,
  type TDictType,
  type TRegistrationDetail,
  type TUserDetail,
} from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Actor, UserActor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/policies.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import { type MailNotice, noticeMails } from '../../platform/messaging/notice-mail.ts';
import type { Inbox, Messaging } from '../../platform/services.ts';
import type { UserRecordsFor } from '../accounts/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import type { DictionaryLookup } from '../reference/index.ts';
import { toRegistrationReview } from './company-views.ts';
import { type RegistrationDetailRow, reviewsStore } from './reviews.store.ts';

export interface RegistrationAuditDeps {
  db: Kysely<Database>;
  /** The inbox writing through the given transaction, so a decision and its message commit together. */
  inboxFor: (db: Kysely<Database>) => Inbox;
  auditFor: AuditLogFor;
  /** The accounts module's writer: the audit status is a column of the user. */
  usersFor: UserRecordsFor;
  /** The answers' choices are named in the operator's language. */
  dictionaries: DictionaryLookup;
  /** The decision's mail, sent after it commits (the platform's mail rule, notice-mail.ts). */
  messaging: Messaging;
  log: FastifyBaseLogger;
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'PORT'>;
}

/** The ids of a stored JSON path, or none. */
const idsOf = (text: string | null): number[] => {
  try {
    const value: unknown = text === null ? [] : JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
};

/**
 * The registration review, the secretariat's face (spec 01 §4 "User audit status"; decision
 * 198): a pending registration with answers is decided on them (0 → 1, or 0 → 2 with a reason
 * the user corrects at /information, which is the accounts module's). It admits the person; the
 * company is vouched for once, by the certification.
 */
export const registrationAuditService = ({
  db,
  inboxFor,
  auditFor,
  usersFor,
  dictionaries,
  messaging,
  log,
  config,
}: RegistrationAuditDeps) => {
  const nameOf = (lang: Lang, row: { value_zh: string; value_en: string } | undefined) =>
    row ? (lang === 'en' ? row.value_en : row.value_zh) : null;
  const byCode = async (type: TDictType, code: string | null, lang: Lang) =>
    code === null ? null : (nameOf(lang, await dictionaries.byCode(type, code)) ?? code);
  const pathNames = async (type: TDictType, ids: number[], lang: Lang) => {
    const names: string[] = [];
    for (const id of ids) {
      const name = nameOf(lang, await dictionaries.byId(type, id));
      if (name !== null) names.push(name);
    }
    return names;
  };
  /** The stored channel is its last level; its first level comes first. */
  const channelIds = async (channelId: number | null) => {
    if (channelId === null) return [];
    const item = await dictionaries.byId('CHANNEL_CLASSIFICATION', channelId);
    return item?.parent_id == null ? [channelId] : [item.parent_id, channelId];
  };

  const toDetail = async (row: RegistrationDetailRow, lang: Lang): Promise<TRegistrationDetail> => ({
    ...toRegistrationReview(row),
    companyCode: row.company_code,
    companyStatus: row.company_status,
    companyType: await byCode('COMPANY_TYPE', row.declared_company_type, lang),
    contacts: row.contacts,
    department: row.department,
    job: row.job,
    industry: await pathNames('INDUSTRY_CLASSIFICATION', idsOf(row.profession_hierarchy), lang),
    otherProfession: row.other_profession,
    demand: row.demand,
    channel: await pathNames('CHANNEL_CLASSIFICATION', await channelIds(row.channel_id), lang),
    otherChannel: row.other_channel,
    industryCategory: await byCode('INDUSTRY_CATEGORY', row.industry_category, lang),
    companyForm: await byCode('COMPANY_FORM', row.company_form, lang),
  });

  const review = async (from: Kysely<Database>, userId: number, lang: Lang): Promise<TRegistrationDetail> => {
    const row = await reviewsStore(from).registrationDetail(userId);
    if (!row) throw appError('USER_NOT_FOUND');
    return toDetail(row, lang);
  };

  /**
   * The decision, its audit entry and its message in one transaction; then its mail (to the
   * user's e-mail account, else their company's e-mail: a phone account without one gets none),
   * which never undoes it; then the registration as now.
   */
  const decide = async (
    userId: number,
    auditStatus: 1 | 2,
    reason: string | null,
    actor: Actor,
    lang: Lang,
  ) => {
    const mails = noticeMails({ messaging, log, config });
    await transact(db, async (trx) => {
      const store = reviewsStore(trx);
      const before = await store.registrationById(userId);
      if (!before) throw appError('USER_NOT_FOUND');
      // Nothing to decide on yet: the answers come with the supplement form (decision 198).
      if (before.audit_status === AUDIT_STATUS.pending && before.registration_submitted_at === null) {
        throw appError('REGISTRATION_NOT_SUBMITTED');
      }
      if (!(await usersFor(trx).moveAudit(userId, AUDIT_STATUS.pending, { auditStatus, reason }))) {
        throw appError('REVIEW_NOT_PENDING');
      }
      const approved = auditStatus === AUDIT_STATUS.approved;
      await auditFor(trx).record(actor, {
        action: approved ? 'registration.approve' : 'registration.reject',
        targetType: 'user',
        targetId: userId,
        detail: { account: before.account, ...(reason ? { reason } : {}) },
      });
      const notice: MailNotice = approved
        ? { key: REVIEW_INBOX_KEYS.registrationApproved }
        : { key: REVIEW_INBOX_KEYS.registrationRejected, params: { reason: reason ?? '' } };
      await inboxFor(trx).send(userId, notice);
      const reader = await store.registrationMailReader(userId);
      mails.add(reader, reader?.company_email ?? null, 'inbox.registration.mailSubject', notice, { userId });
    });
    await mails.sendAll();
    // Named after the commit: the dictionaries are read outside the transaction.
    return review(db, userId, lang);
  };

  return {
    /** The caller's own user; any other id is FORBIDDEN whether it exists or not. */
    async detail(actor: UserActor, id: number): Promise<TUserDetail> {
      assertCan(actor, 'read', { kind: 'user', id });
      const user = await usersFor(db).byId(id);
      if (!user) throw appError('USER_NOT_FOUND');
      return {
        userStatus: user.user_status,
        userName: user.user_name,
        auditStatus: user.audit_status,
        reasonReject: user.reason_reject,
        userAccount: user.account,
        accountType: user.account_type as TAccountType,
      };
    },

    async queue(auditStatus: number, pageNum: number, pageSize: number) {
      const store = reviewsStore(db);
      const [rows, totals] = await Promise.all([
        store.registrationPage(auditStatus, pageSize, (pageNum - 1) * pageSize),
        store.registrationCount(auditStatus),
      ]);
      return { list: rows.map(toRegistrationReview), totals, pageSize, pageNum };
    },

    review: (userId: number, lang: Lang) => review(db, userId, lang),
    approve: (userId: number, actor: Actor, lang: Lang) =>
      decide(userId, AUDIT_STATUS.approved, null, actor, lang),
    reject: (userId: number, reason: string, actor: Actor, lang: Lang) =>
      decide(userId, AUDIT_STATUS.failed, reason, actor, lang),
  };
};
