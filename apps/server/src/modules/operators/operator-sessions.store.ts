import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export const operatorSessionsStore = (db: Kysely<Database>) => ({
  insert: (row: { token_hash: string; operator_id: number; created_at: string; expires_at: string }) =>
    db.insertInto('operator_sessions').values(row).returning('id').executeTakeFirstOrThrow(),

  /** The live session of a token hash with its operator as they are now (role, disabled). */
  findLive: (tokenHash: string, now: string) =>
    db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(['s.id as sessionId', 'o.id', 'o.username', 'o.role', 'o.disabled'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst(),

  revoke: (sessionId: number, now: string) =>
    db
      .updateTable('operator_sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute(),

  /** Ends every live session of an operator, but for `exceptSessionId` when given. */
  revokeAllOf: (operatorId: number, now: string, exceptSessionId: number | null = null) => {
    let query = db
      .updateTable('operator_sessions')
      .set({ revoked_at: now })
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId !== null) query = query.where('id', '<>', exceptSessionId);
    return query.execute();
  },
});
