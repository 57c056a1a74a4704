import type { Kysely } from 'kysely';
import { changed } from '../../platform/db/changed.ts';
import type { Database } from '../../platform/db/schema.ts';

export const sessionsStore = (db: Kysely<Database>) => ({
  insert: (row: {
    token_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    scope: string;
  }) => db.insertInto('user_sessions').values(row).returning('id').executeTakeFirstOrThrow(),

  /** The live session of a token hash with its user, or undefined. */
  findLive: (tokenHash: string, scope: string, now: string) =>
    db
      .selectFrom('user_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id as sessionId',
        'u.id',
        'u.account',
        'u.account_type',
        'u.company_id',
        'u.locked',
        'u.user_status',
      ])
      .where('s.token_hash', '=', tokenHash)
      .where('s.scope', '=', scope)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst(),

  /** The state of the account a token was issued to, whether or not its session lives. */
  holderOf: (tokenHash: string) =>
    db
      .selectFrom('user_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.user_status'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  /**
   * Ends a session that is still unrevoked: true when this call ended it. Of two at once only one
   * does (PostgreSQL re-checks the condition after the row lock; SQLite writes one at a time).
   */
  revoke: async (sessionId: number, now: string) =>
    changed(
      await db
        .updateTable('user_sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst(),
    ),

  /** Ends every session of a user (password change, lock). */
  revokeAllOf: (userId: number, now: string) =>
    db
      .updateTable('user_sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute(),
});
