import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../platform/db/database.ts';
import type { Database, OperatorsTable } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';

export type OperatorRow = Omit<OperatorsTable, 'id'> & { id: number };

/** Any number, as long as no other module takes the same advisory lock for something else. */
const OPERATORS_LOCK = 7_310_001;

export const operatorsStore = (db: Kysely<Database>) => ({
  byUsername: (username: string) =>
    db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst(),

  byId: (id: number) => db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst(),

  list: () => db.selectFrom('operators').selectAll().orderBy('id').execute(),

  /** Inserts a new operator; undefined when the username is taken (also under a race). */
  insert: (row: Omit<OperatorRow, 'id' | 'last_login_at'>) =>
    db
      .insertInto('operators')
      .values({ ...row, last_login_at: null })
      .onConflict((oc) => oc.column('username').doNothing())
      .returningAll()
      .executeTakeFirst(),

  update: (id: number, patch: Partial<Pick<OperatorRow, 'role' | 'disabled' | 'password_hash'>>) =>
    db.updateTable('operators').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

  setLastLogin: (id: number, now: string) =>
    db.updateTable('operators').set({ last_login_at: now }).where('id', '=', id).execute(),

  /** Active administrators other than `id`: the last-administrator rule asks for this. */
  otherActiveAdmins: async (id: number) =>
    Number(
      (
        await db
          .selectFrom('operators')
          .select((e) => e.fn.countAll().as('n'))
          .where('role', '=', 'administrator')
          .where('disabled', '=', 0)
          .where('id', '<>', id)
          .executeTakeFirstOrThrow()
      ).n,
    ),
});

export type OperatorsStore = ReturnType<typeof operatorsStore>;

/**
 * Runs `fn` in a transaction that changes to operators take one at a time. Two administrators
 * demoting each other at once would otherwise both see the other still in office and leave
 * none; PostgreSQL serialises them with an advisory lock, SQLite has one writer anyway.
 */
export const inOperatorsTransaction = <T>(
  db: Kysely<Database>,
  dialect: Dialect,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> =>
  transact(db, async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${OPERATORS_LOCK})`.execute(trx);
    return fn(trx);
  });
