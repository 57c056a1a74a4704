import { randomBytes } from 'node:crypto';
import { COMPANY_STATUS } from '@steel-epd/contract';
import type { Kysely, Selectable } from 'kysely';
import { changed } from '../../platform/db/changed.ts';
import type { CompaniesTable, Database } from '../../platform/db/schema.ts';

export type CompanyRow = Selectable<CompaniesTable>;

/** What a submission writes on the company. */
export interface CertificationFields {
  credit_code: string;
  name: string;
  email: string;
  address: string;
  corporation: string;
  contacts: string;
  contact_phone: string;
  zip_code: string;
  licence_attachment_id: number;
  billing_attachment_id: number;
}

/** The code a new company gets, in the same form as those made at registration. */
export const newCompanyCode = () =>
  `C${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * Companies and their certification. Every state change is a conditional update (`where status
 * ...`), so of two concurrent requests only one moves the row; the caller learns which.
 */
export const companiesStore = (db: Kysely<Database>) => ({
  /** What certification and the registration fix need to know of the user. */
  userFacts: (userId: number) =>
    db
      .selectFrom('users')
      .select(['company_id', 'audit_status', 'declared_company_type'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),

  rename: (id: number, name: string) =>
    db.updateTable('companies').set({ name }).where('id', '=', id).execute(),

  byId: (id: number) => db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst(),

  byCode: (code: string) =>
    db.selectFrom('companies').selectAll().where('code', '=', code).executeTakeFirst(),

  /** The company a user belongs to, if any. */
  ofUser: (userId: number) =>
    db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .selectAll('c')
      .where('u.id', '=', userId)
      .executeTakeFirst(),

  /** Creates a company, not certified; the caller links its user (accounts' userRecords). */
  create: async (
    company: {
      name: string;
      company_type: string | null;
      industry_category?: string | null;
      company_form?: string | null;
    },
    now: string,
  ) =>
    (
      await db
        .insertInto('companies')
        .values({ ...company, code: newCompanyCode(), status: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  /** Is the credit code under review or certified for a company other than this one? */
  creditCodeTaken: async (creditCode: string, exceptId: number) =>
    (await db
      .selectFrom('companies')
      .select('id')
      .where('credit_code', '=', creditCode)
      .where('status', 'in', [COMPANY_STATUS.pending, COMPANY_STATUS.certified])
      .where('id', '<>', exceptId)
      .executeTakeFirst()) !== undefined,

  /**
   * Puts a never-applied (null) or rejected (2) company under review with the form's fields,
   * recording who submitted it (the decision's mail goes to them).
   */
  submit: async (
    id: number,
    fields: CertificationFields & { company_type: string | null },
    submitterId: number,
    now: string,
  ) =>
    changed(
      await db
        .updateTable('companies')
        .set({
          ...fields,
          status: COMPANY_STATUS.pending,
          submitted_at: now,
          submitted_by_user_id: submitterId,
          reason_reject: null,
          reviewed_at: null,
          reviewed_by: null,
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('status', 'is', null), eb('status', '=', COMPANY_STATUS.rejected)]))
        .executeTakeFirst(),
    ),

  /** Decides a pending (0) certification: 1 certified, or 2 rejected with a reason. */
  decide: async (id: number, status: 1 | 2, reason: string | null, operatorId: number | null, now: string) =>
    changed(
      await db
        .updateTable('companies')
        .set({ status, reason_reject: reason, reviewed_at: now, reviewed_by: operatorId })
        .where('id', '=', id)
        .where('status', '=', COMPANY_STATUS.pending)
        .executeTakeFirst(),
    ),

  /** Changes the e-mail of a certified company only. */
  setEmail: async (id: number, email: string) =>
    changed(
      await db
        .updateTable('companies')
        .set({ email })
        .where('id', '=', id)
        .where('status', '=', COMPANY_STATUS.certified)
        .executeTakeFirst(),
    ),

  /** The users of a company: everyone the decision concerns. */
  usersOf: (companyId: number) =>
    db
      .selectFrom('users')
      .select(['id', 'account', 'user_name'])
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
});

export type CompaniesStore = ReturnType<typeof companiesStore>;
