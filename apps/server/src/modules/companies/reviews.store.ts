import { USER_STATUS } from '@steel-epd/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { LISTED_USER, usersWithCompany } from '../accounts/index.ts';

const PENDING = 0;

/**
 * The console's review queues. A pending queue is first come, first served (oldest first); a
 * decided one shows the newest first, as a history.
 */
export const reviewsStore = (db: Kysely<Database>) => ({
  companyPage: (status: number, limit: number, offset: number) => {
    const query = db.selectFrom('companies').selectAll().where('status', '=', status);
    const ordered =
      status === PENDING
        ? query.orderBy('submitted_at', 'asc')
        : // Companies certified before this queue existed have no review time; their creation counts.
          query.orderBy(sql`coalesce(reviewed_at, submitted_at, created_at)`, 'desc');
    return ordered
      .orderBy('id', status === PENDING ? 'asc' : 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  companyCount: async (status: number) =>
    Number(
      (
        await db
          .selectFrom('companies')
          .select((e) => e.fn.countAll().as('n'))
          .where('status', '=', status)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** Whom a registration decision is mailed: the user (account, its kind, language) and their company's e-mail. */
  registrationMailReader: (userId: number) =>
    db
      .selectFrom('users as u')
      .leftJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.account', 'u.account_type', 'u.lang', 'c.email as company_email'])
      .where('u.id', '=', userId)
      .executeTakeFirst(),

  /**
   * The certification's applicant, while still an open account of the company: the user who
   * submitted it (recorded since migration 0035, a resubmission included), or, on a row
   * submitted before, the user who uploaded its licence image.
   */
  certificationApplicant: (companyId: number) =>
    db
      .selectFrom('companies as c')
      .leftJoin('attachments as a', 'a.id', 'c.licence_attachment_id')
      .innerJoin('users as u', (join) =>
        join
          .on((eb) => eb('u.id', '=', eb.fn.coalesce('c.submitted_by_user_id', 'a.owner_user_id')))
          .onRef('u.company_id', '=', 'c.id'),
      )
      .select(['u.account', 'u.account_type', 'u.lang'])
      .where('c.id', '=', companyId)
      .where('u.user_status', '!=', USER_STATUS.closed)
      .executeTakeFirst(),

  /** A company with the username of the operator who decided it. */
  companyById: (id: number) =>
    db
      .selectFrom('companies as c')
      .leftJoin('operators as o', 'o.id', 'c.reviewed_by')
      .selectAll('c')
      .select('o.username as reviewer')
      .where('c.id', '=', id)
      .executeTakeFirst(),

  /**
   * Pending registrations are those with answers, the earliest answers first (decision 198);
   * decided ones the newest account first.
   */
  registrationPage: (auditStatus: number, limit: number, offset: number) => {
    const query = registrations(db).where('u.audit_status', '=', auditStatus);
    const ordered =
      auditStatus === PENDING
        ? query
            .where('u.registration_submitted_at', 'is not', null)
            .orderBy('u.registration_submitted_at', 'asc')
        : query.orderBy('u.created_at', 'desc');
    return ordered
      .orderBy('u.id', auditStatus === PENDING ? 'asc' : 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  registrationCount: async (auditStatus: number) => {
    const query = db
      .selectFrom('users')
      .select((e) => e.fn.countAll().as('n'))
      .where('audit_status', '=', auditStatus);
    const counted =
      auditStatus === PENDING ? query.where('registration_submitted_at', 'is not', null) : query;
    return Number((await counted.executeTakeFirstOrThrow()).n);
  },

  registrationById: (userId: number) => registrations(db).where('u.id', '=', userId).executeTakeFirst(),

  /** Every answer of one registration, with the company's certification and registration fields. */
  registrationDetail: (userId: number) =>
    registrations(db)
      .select([
        'c.code as company_code',
        'c.status as company_status',
        'c.industry_category',
        'c.company_form',
        'u.declared_company_type',
        'u.contacts',
        'u.department',
        'u.job',
        'u.profession_hierarchy',
        'u.other_profession',
        'u.demand',
        'u.channel_id',
        'u.other_channel',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst(),
});

/** A user's registration as the queue shows it; never the password hash. */
const registrations = (db: Kysely<Database>) =>
  usersWithCompany(db).select([
    ...LISTED_USER,
    'u.audit_status',
    'u.reason_reject',
    'u.created_at',
    'u.signup_channel',
    'u.registration_submitted_at',
  ]);

export type ReviewsStore = ReturnType<typeof reviewsStore>;
export type CompanyReviewRow = NonNullable<Awaited<ReturnType<ReviewsStore['companyById']>>>;
export type RegistrationRow = NonNullable<Awaited<ReturnType<ReviewsStore['registrationById']>>>;
export type RegistrationDetailRow = NonNullable<Awaited<ReturnType<ReviewsStore['registrationDetail']>>>;
