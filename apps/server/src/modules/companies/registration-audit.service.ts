import {
  AUDIT_STATUS,
  COMPANY_STATUS,
  REVIEW_INBOX_KEYS,
  type TAccountType,
  type TPortalUser,
  type TRegistrationReview,
  type TUserDetail,
  type TUserModify,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor, UserActor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { Inbox } from '../../platform/services.ts';
import { toPortalUser, type UserRecordsFor } from '../accounts/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { companiesStore } from './companies.store.ts';
import { toRegistrationReview } from './company-views.ts';
import { reviewsStore } from './reviews.store.ts';

export interface RegistrationAuditDeps {
  db: Kysely<Database>;
  /** The inbox writing through the given transaction, so a decision and its message commit together. */
  inboxFor: (db: Kysely<Database>) => Inbox;
  auditFor: AuditLogFor;
  /** The accounts module's writer: the audit status is a column of the user. */
  usersFor: UserRecordsFor;
}

/**
 * The registration audit, both faces (spec 01 §4 "User audit status"): the secretariat decides
 * a pending registration (0 → 1, or 0 → 2 with a reason); a failed user corrects it (2 → 0).
 */
export const registrationAuditService = ({ db, inboxFor, auditFor, usersFor }: RegistrationAuditDeps) => {
  /** The correction, in one transaction; the company name may change only while not certified. */
  const correct = (userId: number, form: TUserModify) =>
    db.transaction().execute(async (trx) => {
      const companies = companiesStore(trx);
      const user = await companies.userFacts(userId);
      if (user.audit_status !== AUDIT_STATUS.failed) throw appError('REGISTRATION_NOT_FAILED');
      const company = await companies.ofUser(userId);
      if (form.companyName !== undefined && form.companyName !== company?.name) {
        if (company?.status === COMPANY_STATUS.pending || company?.status === COMPANY_STATUS.certified) {
          // Certification vouched for that name; the registration fix must not change it behind it.
          throw appError('VALIDATION_FAILED', {
            fields: [{ path: 'body.companyName', message: 'validation.companyNameLocked' }],
          });
        }
        if (company) {
          await companies.rename(company.id, form.companyName);
        } else {
          const id = await companies.create(
            { name: form.companyName, company_type: user.declared_company_type },
            nowIso(),
          );
          await usersFor(trx).setCompany(userId, id);
        }
      }
      // A concurrent correction already moved it: this one must not half-apply.
      if (
        !(await usersFor(trx).moveAudit(userId, AUDIT_STATUS.failed, {
          auditStatus: AUDIT_STATUS.pending,
          reason: null,
          userName: form.userName,
        }))
      ) {
        throw appError('REGISTRATION_NOT_FAILED');
      }
    });

  const decide = (userId: number, auditStatus: 1 | 2, reason: string | null, actor: Actor) =>
    db.transaction().execute(async (trx): Promise<TRegistrationReview> => {
      const store = reviewsStore(trx);
      if (!(await usersFor(trx).moveAudit(userId, AUDIT_STATUS.pending, { auditStatus, reason }))) {
        throw appError((await store.registrationById(userId)) ? 'REVIEW_NOT_PENDING' : 'USER_NOT_FOUND');
      }
      const row = await store.registrationById(userId);
      if (!row) throw appError('USER_NOT_FOUND');
      const approved = auditStatus === AUDIT_STATUS.approved;
      await auditFor(trx).record(actor, {
        action: approved ? 'registration.approve' : 'registration.reject',
        targetType: 'user',
        targetId: userId,
        detail: { account: row.account, ...(reason ? { reason } : {}) },
      });
      await inboxFor(trx).send(
        userId,
        approved
          ? { key: REVIEW_INBOX_KEYS.registrationApproved }
          : { key: REVIEW_INBOX_KEYS.registrationRejected, params: { reason: reason ?? '' } },
      );
      return toRegistrationReview(row);
    });

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

    async modify(userId: number, form: TUserModify): Promise<TPortalUser> {
      await correct(userId, form);
      const user = await usersFor(db).byId(userId);
      if (!user) throw appError('USER_NOT_FOUND');
      return toPortalUser(user);
    },

    async queue(auditStatus: number, pageNum: number, pageSize: number) {
      const store = reviewsStore(db);
      const [rows, totals] = await Promise.all([
        store.registrationPage(auditStatus, pageSize, (pageNum - 1) * pageSize),
        store.registrationCount(auditStatus),
      ]);
      return { list: rows.map(toRegistrationReview), totals, pageSize, pageNum };
    },

    approve: (userId: number, actor: Actor) => decide(userId, AUDIT_STATUS.approved, null, actor),
    reject: (userId: number, reason: string, actor: Actor) =>
      decide(userId, AUDIT_STATUS.failed, reason, actor),
  };
};
