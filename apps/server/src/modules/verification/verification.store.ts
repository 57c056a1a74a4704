import type { Insertable, Kysely } from 'kysely';
import type { Database, VerificationRequestsTable } from '../../platform/db/schema.ts';

/** The verification tables (this module's) and the names it reads beside them. */
export const verificationStore = (db: Kysely<Database>) => {
  const requests = () =>
    db
      .selectFrom('verification_requests as v')
      .leftJoin('users as u', 'u.id', 'v.user_id')
      .selectAll('v')
      .select('u.account as user_account');
  return {
    insert: async (row: Insertable<VerificationRequestsTable>) =>
      (await db.insertInto('verification_requests').values(row).returning('id').executeTakeFirstOrThrow()).id,

    byId: (id: number) => requests().where('v.id', '=', id).executeTakeFirst(),

    pageOf: (userId: number, limit: number, offset: number) =>
      requests()
        .where('v.user_id', '=', userId)
        .orderBy('v.created_at', 'desc')
        .orderBy('v.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    countOf: async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('verification_requests')
            .select((e) => e.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    queue: (state: number | undefined, limit: number, offset: number) => {
      let q = requests();
      if (state !== undefined) q = q.where('v.state', '=', state);
      return q.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc').limit(limit).offset(offset).execute();
    },

    queueCount: async (state: number | undefined) => {
      let q = db.selectFrom('verification_requests').select((e) => e.fn.countAll().as('n'));
      if (state !== undefined) q = q.where('state', '=', state);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    setState: async (id: number, state: number, now: string) =>
      Number(
        (
          await db
            .updateTable('verification_requests')
            .set({ state, updated_at: now })
            .where('id', '=', id)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),

    insertFeedback: async (row: {
      request_id: number;
      state: number;
      message: string;
      operator_id: number;
      created_at: string;
      attachmentIds: readonly number[];
    }) => {
      const { attachmentIds, ...values } = row;
      const { id } = await db
        .insertInto('verification_feedback')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (attachmentIds.length > 0)
        await db
          .insertInto('verification_feedback_files')
          .values(
            attachmentIds.map((attachment_id, position) => ({ feedback_id: id, attachment_id, position })),
          )
          .execute();
      return id;
    },

    /** The answers of a request, oldest first, with who gave them. */
    feedbackOf: (requestId: number) =>
      db
        .selectFrom('verification_feedback as f')
        .leftJoin('operators as o', 'o.id', 'f.operator_id')
        .selectAll('f')
        .select('o.username as operator_name')
        .where('f.request_id', '=', requestId)
        .orderBy('f.created_at')
        .orderBy('f.id')
        .execute(),

    /** The files of some answers, in their order. */
    feedbackFiles: (feedbackIds: readonly number[]) =>
      feedbackIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('verification_feedback_files as ff')
            .innerJoin('attachments as a', 'a.id', 'ff.attachment_id')
            .select(['ff.feedback_id', 'ff.attachment_id', 'a.file_name', 'a.created_at'])
            .where('ff.feedback_id', 'in', feedbackIds)
            .orderBy('ff.feedback_id')
            .orderBy('ff.position')
            .execute(),

    /** Whether a file is already part of an answer. */
    fileInUse: async (attachmentIds: readonly number[]) =>
      attachmentIds.length > 0 &&
      (await db
        .selectFrom('verification_feedback_files')
        .select('attachment_id')
        .where('attachment_id', 'in', attachmentIds)
        .executeTakeFirst()) !== undefined,

    /** The name and time of a request's own file. */
    fileOf: (attachmentId: number) =>
      db
        .selectFrom('attachments')
        .select(['id', 'file_name', 'created_at'])
        .where('id', '=', attachmentId)
        .executeTakeFirst(),

    companyStatus: async (companyId: number) =>
      (await db.selectFrom('companies').select('status').where('id', '=', companyId).executeTakeFirst())
        ?.status ?? null,

    epdOf: (epdId: number) =>
      db
        .selectFrom('epds')
        .select(['product_name', 'product_type'])
        .where('id', '=', epdId)
        .executeTakeFirst(),
  };
};

export type VerificationStore = ReturnType<typeof verificationStore>;
export type VerificationRow = NonNullable<Awaited<ReturnType<VerificationStore['byId']>>>;
