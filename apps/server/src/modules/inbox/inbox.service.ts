import { inboxLinkOf, type Lang, MESSAGE_STATUS, type TInnerMessage } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { UserActor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { Inbox } from '../../platform/services.ts';
import { inboxStore, type MessageFilter } from './inbox.store.ts';
import { parseParams, renderMessage } from './render.ts';

/**
 * Writes a message for a user. Pass a transaction as `db` to make the message part of the
 * change it tells about (a console decision); services.inbox is this over the app's database.
 */
export const inboxWriter = (db: Kysely<Database>): Inbox => ({
  async send(userId, message) {
    const params = message.params && Object.keys(message.params).length > 0 ? message.params : null;
    await inboxStore(db).insert({
      user_id: userId,
      text_key: message.key,
      params: params ? JSON.stringify(params) : null,
      created_at: nowIso(),
    });
  },
});

/** A user's own inner messages (spec 01 §4 "Messages", §7 /p/epd/inner/*). */
export const inboxService = ({ db }: { db: Kysely<Database> }) => {
  const store = inboxStore(db);
  return {
    /** Counts by status (unread unless asked otherwise), for the bell's badge. */
    count: (userId: number, filter: MessageFilter) =>
      store.count(userId, { status: filter.status ?? MESSAGE_STATUS.unread, type: filter.type }),

    /** Newest first, each rendered in the reader's language, whatever language it was sent in. */
    async page(userId: number, filter: MessageFilter, pageNum: number, pageSize: number, lang: Lang) {
      const [rows, totals] = await Promise.all([
        store.page(userId, filter, pageSize, (pageNum - 1) * pageSize),
        store.count(userId, filter),
      ]);
      const list: TInnerMessage[] = rows.map((r) => ({
        id: r.id,
        sendMsg: renderMessage(r.text_key, parseParams(r.params), lang),
        sendTime: r.created_at,
        status: r.status,
        link: inboxLinkOf(r.text_key),
      }));
      return { list, totals, pageSize, pageNum };
    },

    /** Someone else's id is NOT_FOUND, exactly like an id that does not exist: it tells nothing. */
    async read(userId: number, id: number) {
      if (!(await store.markRead(userId, id, nowIso()))) throw appError('NOT_FOUND');
    },

    /** The spec passes the user id; any id but the caller's own is refused rather than ignored. */
    async readAll(actor: UserActor, givenId: number | undefined) {
      if (givenId !== undefined) assertCan(actor, 'update', { kind: 'user', id: givenId });
      await store.markAllRead(actor.user.id, nowIso());
    },
  };
};
