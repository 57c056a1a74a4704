import type { Kysely } from 'kysely';
import { changed } from '../../platform/db/changed.ts';
import type { Database } from '../../platform/db/schema.ts';

export const codesStore = (db: Kysely<Database>) => ({
  /** Every code ever sent to an address (a closed account's traces). */
  eraseOf: (account: string) => db.deleteFrom('verification_codes').where('account', '=', account).execute(),

  insert: (row: {
    account: string;
    purpose: string;
    code_hash: string;
    client_ip: string | null;
    created_at: string;
    expires_at: string;
  }) =>
    db
      .insertInto('verification_codes')
      .values({ ...row, wrong_tries: 0 })
      .execute(),

  /** The newest code of an account for one of the purposes: only it can be used. */
  newest: (account: string, purposes: readonly string[]) =>
    db
      .selectFrom('verification_codes')
      .selectAll()
      .where('account', '=', account)
      .where('purpose', 'in', purposes)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Counts a wrong try in the database itself, so parallel guesses cannot share one count. */
  addWrongTry: async (id: number) =>
    (
      await db
        .updateTable('verification_codes')
        .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('id', '=', id)
        .returning('wrong_tries')
        .executeTakeFirstOrThrow()
    ).wrong_tries,

  /** Uses a code up; false when another request used it first. */
  markUsed: async (id: number, now: string) => {
    const result = await db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return changed(result);
  },
});
