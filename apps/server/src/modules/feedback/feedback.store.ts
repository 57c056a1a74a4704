import type { TFeedbackState } from '@steel-epd/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database, FeedbackTable } from '../../platform/db/schema.ts';

/** The feedback table (this module's) and the sender's company status it reads. */
export const feedbackStore = (db: Kysely<Database>) => {
  const listed = () =>
    db
      .selectFrom('feedback as f')
      .leftJoin('users as u', 'u.id', 'f.user_id')
      .selectAll('f')
      .select('u.account as user_account');
  return {
    insert: async (row: Insertable<FeedbackTable>) =>
      (await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow()).id,

    page: (state: TFeedbackState | undefined, limit: number, offset: number) => {
      let q = listed();
      if (state) q = q.where('f.state', '=', state);
      return q.orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(limit).offset(offset).execute();
    },

    count: async (state: TFeedbackState | undefined) => {
      let q = db.selectFrom('feedback').select((e) => e.fn.countAll().as('n'));
      if (state) q = q.where('state', '=', state);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    byId: (id: number) => listed().where('f.id', '=', id).executeTakeFirst(),

    /** Moves a message to a state; `from` limits which states may move (none: any). */
    setState: async (
      id: number,
      change: { state: TFeedbackState; answer_note?: string; handled_by: number | null; handled_at: string },
      from?: readonly TFeedbackState[],
    ) => {
      let q = db.updateTable('feedback').set(change).where('id', '=', id);
      if (from) q = q.where('state', 'in', from);
      return Number((await q.executeTakeFirst()).numUpdatedRows);
    },
  };
};

export type FeedbackStore = ReturnType<typeof feedbackStore>;
export type FeedbackRow = NonNullable<Awaited<ReturnType<FeedbackStore['byId']>>>;
