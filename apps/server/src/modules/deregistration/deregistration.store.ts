import { closedAccountOf, USER_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/**
 * Deregistration requests as columns of the user (user_status, logoff_requested_at). Every
 * change is conditional on the status it starts from, so of two decisions (or a decision and a
 * revoke) arriving at once only one changes the row: PostgreSQL re-checks the condition after
 * the row lock, SQLite runs one writer at a time. Each answers whether it changed the row.
 */
export const deregistrationStore = (db: Kysely<Database>) => {
  const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

  const pending = () =>
    db
      .selectFrom('users as u')
      .leftJoin('companies as c', 'c.id', 'u.company_id')
      .select([
        'u.id',
        'u.account',
        'u.account_type',
        'u.user_name',
        'c.name as company_name',
        'u.logoff_requested_at',
      ])
      .where('u.user_status', '=', USER_STATUS.deregistering);

  return {
    request: async (userId: number, now: string) =>
      changed(
        await db
          .updateTable('users')
          .set({ user_status: USER_STATUS.deregistering, logoff_requested_at: now })
          .where('id', '=', userId)
          .where('user_status', '=', USER_STATUS.active)
          .executeTakeFirst(),
      ),

    /** Back to active: the user revoked the request, or an operator refused it. */
    reinstate: async (userId: number) =>
      changed(
        await db
          .updateTable('users')
          .set({ user_status: USER_STATUS.active, logoff_requested_at: null })
          .where('id', '=', userId)
          .where('user_status', '=', USER_STATUS.deregistering)
          .executeTakeFirst(),
      ),

    /** Oldest request first: the console works through them as a queue. */
    pendingPage: (limit: number, offset: number) =>
      pending()
        .orderBy('u.logoff_requested_at', 'asc')
        .orderBy('u.id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute(),

    pendingCount: async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((e) => e.fn.countAll().as('n'))
            .where('user_status', '=', USER_STATUS.deregistering)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    pendingById: (userId: number) => pending().where('u.id', '=', userId).executeTakeFirst(),

    exists: async (userId: number) =>
      (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined,

    /**
     * Closes a pending account: every personal field is emptied, the login becomes `closed-<id>`
     * (unique, and no phone number or e-mail address, so it can never log in and the person may
     * register again), locked, status 2. The company link stays: the company and its records
     * are the company's, not the person's.
     */
    close: async (userId: number, now: string) =>
      changed(
        await db
          .updateTable('users')
          .set({
            account: closedAccountOf(userId),
            password_hash: null,
            user_name: null,
            reason_reject: null,
            declared_company_type: null,
            contacts: null,
            department: null,
            job: null,
            profession_id: null,
            profession_hierarchy: null,
            other_profession: null,
            demand: null,
            channel_id: null,
            other_channel: null,
            locked: 1,
            user_status: USER_STATUS.closed,
            closed_at: now,
          })
          .where('id', '=', userId)
          .where('user_status', '=', USER_STATUS.deregistering)
          .executeTakeFirst(),
      ),

    /** What else holds the old phone number or e-mail address: its codes and failed logins. */
    eraseTracesOf: async (account: string) => {
      await db.deleteFrom('verification_codes').where('account', '=', account).execute();
      await db.deleteFrom('login_failures').where('account', '=', account).execute();
    },
  };
};

export type DeregistrationStore = ReturnType<typeof deregistrationStore>;
