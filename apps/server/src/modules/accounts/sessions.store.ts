import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export const sessionsStore = (db: Kysely<Database>) => ({
  insert: (row: { token_hash: string; user_id: number; created_at: string; expires_at: string }) =>
    db.insertInto('user_sessions').values(row).returning('id').executeTakeFirstOrThrow(),

  /** The live session of a token hash with its user, or undefined. */
  findLive: (tokenHash: string, now: string) =>
    db
      .selectFrom('user_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id as sessionId', 'u.id', 'u.account', 'u.account_type', 'u.company_id', 'u.locked'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst(),

  revoke: (sessionId: number, now: string) =>
    db.updateTable('user_sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute(),
});
