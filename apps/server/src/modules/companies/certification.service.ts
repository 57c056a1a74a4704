import {
  CERTIFICATION_IMAGE_TYPES,
  COMPANY_STATUS,
  REVIEW_INBOX_KEYS,
  type TCompanyCertification,
  type TCompanyReview,
  type TUserCompany,
} from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { type Actor, operatorIdOf } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError, type FieldError } from '../../platform/errors.ts';
import { type MailNotice, noticeMails } from '../../platform/messaging/notice-mail.ts';
import type { Attachments, Inbox, Messaging } from '../../platform/services.ts';
import type { UserRecordsFor } from '../accounts/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { type CompanyRow, companiesStore } from './companies.store.ts';
import { toCompanyReview, toCompanyReviewItem, toUserCompany } from './company-views.ts';
import { reviewsStore } from './reviews.store.ts';

/** The parsed form: the contract turns attachmentId into [licenceId, billingId]. */
export type CertificationForm = Omit<TCompanyCertification, 'attachmentId'> & {
  attachmentId: [number, number];
};

export interface CertificationDeps {
  db: Kysely<Database>;
  attachments: Attachments;
  /** The inbox writing through the given transaction, so a decision and its messages commit together. */
  inboxFor: (db: Kysely<Database>) => Inbox;
  auditFor: AuditLogFor;
  /** The accounts module's writer: a first submission links the new company to its user. */
  usersFor: UserRecordsFor;
  /** The decision's mail, sent after it commits (the platform's mail rule, notice-mail.ts). */
  messaging: Messaging;
  log: FastifyBaseLogger;
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'PORT'>;
}

/** Submitting is allowed at null (never applied) and 2 (rejected); 0 and 1 say why not. */
const refuseUnlessOpen = (company: CompanyRow | undefined) => {
  if (company?.status === COMPANY_STATUS.pending) throw appError('COMPANY_CERTIFICATION_PENDING');
  if (company?.status === COMPANY_STATUS.certified) throw appError('COMPANY_ALREADY_CERTIFIED');
};

/**
 * Enterprise certification, both faces of one workflow (spec 01 §4, spec 02 §4): the user
 * submits (null or 2 → 0), the secretariat decides (0 → 1, or 0 → 2 with a reason).
 */
export const certificationService = ({
  db,
  attachments,
  inboxFor,
  auditFor,
  usersFor,
  messaging,
  log,
  config,
}: CertificationDeps) => {
  /**
   * Both images must be the caller's own uploads of the right kind, or the ones the company's
   * last (rejected) submission carries, sent again as they were; each failure names its image.
   */
  const checkImages = async (
    userId: number,
    [licenceId, billingId]: [number, number],
    company: CompanyRow | undefined,
  ) => {
    const image = (id: number, kept: number | null | undefined, type: string) =>
      id === kept ? Promise.resolve(true) : attachments.ownedBy(id, userId, [type]);
    const [licence, billing] = await Promise.all([
      image(licenceId, company?.licence_attachment_id, CERTIFICATION_IMAGE_TYPES.licence),
      image(billingId, company?.billing_attachment_id, CERTIFICATION_IMAGE_TYPES.billing),
    ]);
    const errors: FieldError[] = [];
    if (!licence) errors.push({ path: 'body.attachmentId.0', message: 'validation.licenceInvalid' });
    if (!billing) errors.push({ path: 'body.attachmentId.1', message: 'validation.billingInvalid' });
    if (errors.length > 0) throw appError('VALIDATION_FAILED', { fields: errors });
  };

  const submitInTransaction = (userId: number, form: CertificationForm) =>
    transact(db, async (trx) => {
      const store = companiesStore(trx);
      const user = await store.userFacts(userId);
      const now = nowIso();
      // A user without a company (an e-mail registration) gets one with the name they certify.
      let companyId = user.company_id;
      if (companyId === null) {
        companyId = await store.create(
          { name: form.companyName, company_type: user.declared_company_type },
          now,
        );
        await usersFor(trx).setCompany(userId, companyId);
      }
      const company = await store.byId(companyId);
      refuseUnlessOpen(company);
      if (await store.creditCodeTaken(form.companyCreditCode, companyId)) throw appError('CREDIT_CODE_TAKEN');
      const [licenceId, billingId] = form.attachmentId;
      const moved = await store.submit(
        companyId,
        {
          credit_code: form.companyCreditCode,
          name: form.companyName,
          email: form.companyEmail,
          address: form.companyAddress,
          corporation: form.corporation,
          contacts: form.companyContacts,
          contact_phone: form.companyContactPhone,
          zip_code: form.companyZipCode,
          licence_attachment_id: licenceId,
          billing_attachment_id: billingId,
          // The type the user declared in the supplement form, unless the company already has one.
          company_type: company?.company_type ?? user.declared_company_type,
        },
        userId,
        now,
      );
      // Another request of the same company got there first.
      if (!moved) refuseUnlessOpen(await store.byId(companyId));
      return toUserCompany(await store.byId(companyId));
    });

  const review = async (trxDb: Kysely<Database>, id: number): Promise<TCompanyReview> => {
    const row = await reviewsStore(trxDb).companyById(id);
    if (!row) throw appError('NOT_FOUND');
    return toCompanyReview(row, await companiesStore(trxDb).usersOf(id));
  };

  /**
   * One decision: the status, its audit entry and every company user's message, or none of
   * them; then its mail to the applicant (who submitted it) by the platform's rule: their
   * e-mail account, else the company's e-mail, in their language. A failed mail is logged and
   * the decision stays.
   */
  const decide = async (id: number, status: 1 | 2, reason: string | null, actor: Actor) => {
    const mails = noticeMails({ messaging, log, config });
    const decided = await transact(db, async (trx) => {
      const store = companiesStore(trx);
      if (!(await store.decide(id, status, reason, operatorIdOf(actor), nowIso()))) {
        throw appError((await store.byId(id)) ? 'REVIEW_NOT_PENDING' : 'NOT_FOUND');
      }
      const decided = await review(trx, id);
      await auditFor(trx).record(actor, {
        action: status === COMPANY_STATUS.certified ? 'company.approve' : 'company.reject',
        targetType: 'company',
        targetId: id,
        detail: {
          companyName: decided.companyName,
          creditCode: decided.creditCode,
          ...(reason ? { reason } : {}),
        },
      });
      const notice: MailNotice =
        status === COMPANY_STATUS.certified
          ? { key: REVIEW_INBOX_KEYS.companyApproved, params: { companyName: decided.companyName } }
          : {
              key: REVIEW_INBOX_KEYS.companyRejected,
              params: { companyName: decided.companyName, reason: reason ?? '' },
            };
      const inbox = inboxFor(trx);
      for (const user of decided.users) await inbox.send(user.id, notice);
      const applicant = await reviewsStore(trx).certificationApplicant(id);
      mails.add(applicant, decided.companyEmail, 'inbox.company.mailSubject', notice, { companyId: id });
      return decided;
    });
    await mails.sendAll();
    return decided;
  };

  return {
    async submit(userId: number, form: CertificationForm): Promise<TUserCompany> {
      // The state is checked first: a pending company need not hear about its images.
      const company = await companiesStore(db).ofUser(userId);
      refuseUnlessOpen(company);
      await checkImages(userId, form.attachmentId, company);
      try {
        return await submitInTransaction(userId, form);
      } catch (err) {
        // Two companies submitting one code at once: the unique index stops the second.
        if (isUniqueViolation(err)) throw appError('CREDIT_CODE_TAKEN');
        throw err;
      }
    },

    async queue(status: number, pageNum: number, pageSize: number) {
      const store = reviewsStore(db);
      const [rows, totals] = await Promise.all([
        store.companyPage(status, pageSize, (pageNum - 1) * pageSize),
        store.companyCount(status),
      ]);
      return { list: rows.map(toCompanyReviewItem), totals, pageSize, pageNum };
    },

    review: (id: number) => review(db, id),
    approve: (id: number, actor: Actor) => decide(id, COMPANY_STATUS.certified, null, actor),
    reject: (id: number, reason: string, actor: Actor) => decide(id, COMPANY_STATUS.rejected, reason, actor),
  };
};
