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

  /** A company with the username of the operator who decided it. */
  companyById: (id: number) =>
    db
      .selectFrom('companies as c')
      .leftJoin('operators as o', 'o.id', 'c.reviewed_by')
      .selectAll('c')
      .select('o.username as reviewer')
      .where('c.id', '=', id)
      .executeTakeFirst(),

  registrationPage: (auditStatus: number, limit: number, offset: number) =>
    registrations(db)
      .where('u.audit_status', '=', auditStatus)
      .orderBy('u.created_at', auditStatus === PENDING ? 'asc' : 'desc')
      .orderBy('u.id', auditStatus === PENDING ? 'asc' : 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),

  registrationCount: async (auditStatus: number) =>
    Number(
      (
        await db
          .selectFrom('users')
          .select((e) => e.fn.countAll().as('n'))
          .where('audit_status', '=', auditStatus)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  registrationById: (userId: number) => registrations(db).where('u.id', '=', userId).executeTakeFirst(),
});

/** A user's registration as the queue shows it; never the password hash. */
const registrations = (db: Kysely<Database>) =>
  usersWithCompany(db).select([...LISTED_USER, 'u.audit_status', 'u.reason_reject', 'u.created_at']);

export type ReviewsStore = ReturnType<typeof reviewsStore>;
export type CompanyReviewRow = NonNullable<Awaited<ReturnType<ReviewsStore['companyById']>>>;
export type RegistrationRow = NonNullable<Awaited<ReturnType<ReviewsStore['registrationById']>>>;
