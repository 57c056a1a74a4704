import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The window counters in the database (the rate_limits table, owned by the platform limiter).
 * Every change is one statement, so parallel requests on any number of server instances never
 * read a count and write it back: the database adds and answers the new count itself.
 */
export const limitsStore = (db: Kysely<Database>) => ({
  /**
   * Adds `amount` to the key's counter and answers the new count and the end of its window. A
   * counter whose window has ended starts again at `amount` with a new window ending at
   * `resetAt`. One INSERT … ON CONFLICT DO UPDATE … RETURNING on SQLite and PostgreSQL alike:
   * PostgreSQL locks the row for the update, so concurrent hits queue on it and each sees the
   * count the one before it left.
   */
  add: async (key: string, amount: number, now: string, resetAt: string) =>
    db
      .insertInto('rate_limits')
      .values({ key, count: amount, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const expired = eb('rate_limits.reset_at', '<=', now);
          return {
            count: eb
              .case()
              .when(expired)
              .then(eb.ref('excluded.count'))
              .else(eb('rate_limits.count', '+', eb.ref('excluded.count')))
              .end(),
            reset_at: eb
              .case()
              .when(expired)
              .then(eb.ref('excluded.reset_at'))
              .else(eb.ref('rate_limits.reset_at'))
              .end(),
          };
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow(),

  /** Takes `amount` back from a live counter, never below zero. */
  subtract: (key: string, amount: number, now: string) =>
    db
      .updateTable('rate_limits')
      .set((eb) => ({
        count: eb
          .case()
          .when('rate_limits.count', '>', amount)
          .then(eb('rate_limits.count', '-', amount))
          .else(0)
          .end(),
      }))
      .where('key', '=', key)
      .where('reset_at', '>', now)
      .execute(),

  /** The live counter of a key, if any. */
  current: (key: string, now: string) =>
    db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', key)
      .where('reset_at', '>', now)
      .executeTakeFirst(),

  remove: (key: string) => db.deleteFrom('rate_limits').where('key', '=', key).execute(),

  /** Drops counters whose window has ended (a hit would restart them anyway). */
  sweep: (now: string) => db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute(),
});
