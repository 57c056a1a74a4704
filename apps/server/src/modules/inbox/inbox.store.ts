import { MESSAGE_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database, MessagesTable } from '../../platform/db/schema.ts';

export interface MessageFilter {
  status?: number | undefined;
  type?: number | undefined;
}

/**
 * Inner messages. Every query names the user: a message is only ever read or changed by the
 * user it is for. `db` may be a transaction, so a message can commit with the change it reports.
 */
export const inboxStore = (db: Kysely<Database>) => {
  const ofUser = (userId: number, filter: MessageFilter) => {
    let query = db.selectFrom('messages').where('user_id', '=', userId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.type !== undefined) query = query.where('type', '=', filter.type);
    return query;
  };

  return {
    insert: (row: Pick<MessagesTable, 'user_id' | 'text_key' | 'params' | 'created_at'>) =>
      db.insertInto('messages').values(row).execute(),

    page: (userId: number, filter: MessageFilter, limit: number, offset: number) =>
      ofUser(userId, filter)
        .select(['id', 'text_key', 'params', 'status', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async (userId: number, filter: MessageFilter) =>
      Number(
        (
          await ofUser(userId, filter)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Marks one message of the user read; false when the user has no message of that id. */
    markRead: async (userId: number, id: number, now: string) => {
      const found = await ofUser(userId, {}).select('id').where('id', '=', id).executeTakeFirst();
      if (!found) return false;
      // Only an unread one changes, so read_at keeps the first reading.
      await db
        .updateTable('messages')
        .set({ status: MESSAGE_STATUS.read, read_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', MESSAGE_STATUS.unread)
        .execute();
      return true;
    },

    markAllRead: (userId: number, now: string) =>
      db
        .updateTable('messages')
        .set({ status: MESSAGE_STATUS.read, read_at: now })
        .where('user_id', '=', userId)
        .where('status', '=', MESSAGE_STATUS.unread)
        .execute(),
  };
};
