import { USER_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { LISTED_USER, usersWithCompany } from '../accounts/index.ts';

/**
 * The console's view of deregistration requests (users.user_status, logoff_requested_at). It
 * only reads: the users table is the accounts module's, which makes every change (userRecords).
 */
export const deregistrationStore = (db: Kysely<Database>) => {
  const pending = () =>
    usersWithCompany(db)
      .select([...LISTED_USER, 'u.logoff_requested_at'])
      .where('u.user_status', '=', USER_STATUS.deregistering);

  return {
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
  };
};

export type DeregistrationStore = ReturnType<typeof deregistrationStore>;
