import type { Kysely } from 'kysely';
import type { AttachmentsTable, Database } from '../../platform/db/schema.ts';

export type AttachmentRow = Omit<AttachmentsTable, 'id'> & { id: number };

/** Every query of uploaded files. */
export const attachmentsStore = (db: Kysely<Database>) => ({
  insert: async (row: Omit<AttachmentRow, 'id'>): Promise<number> =>
    (await db.insertInto('attachments').values(row).returning('id').executeTakeFirstOrThrow()).id,

  byId: (id: number): Promise<AttachmentRow | undefined> =>
    db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Which of the storage keys a row names (the sweep of stored files asks, a page at a time). */
  keysWithRows: async (keys: readonly string[]): Promise<Set<string>> =>
    keys.length === 0
      ? new Set()
      : new Set(
          (
            await db
              .selectFrom('attachments')
              .select('storage_key')
              .where('storage_key', 'in', keys)
              .execute()
          ).map((row) => row.storage_key),
        ),

  /** Marks files published at a time, or private again (null). */
  setPublished: (ids: readonly number[], at: string | null) =>
    db.updateTable('attachments').set({ published_at: at }).where('id', 'in', ids).execute(),

  /** A user's registration audit status (spec 01 §4; null: no such user). */
  auditStatus: async (userId: number): Promise<number | null> =>
    (await db.selectFrom('users').select('audit_status').where('id', '=', userId).executeTakeFirst())
      ?.audit_status ?? null,

  /** The certification status of the uploader's company (null: none or not certified yet). */
  companyStatus: async (companyId: number): Promise<number | null> =>
    (await db.selectFrom('companies').select('status').where('id', '=', companyId).executeTakeFirst())
      ?.status ?? null,

  /**
   * Gives a company's users files an operator uploaded and no company has yet (a quote, a
   * contract); the number of files it gave, so a caller can tell a file already given away.
   */
  shareWithCompany: async (ids: readonly number[], companyId: number): Promise<number> =>
    ids.length === 0
      ? 0
      : Number(
          (
            await db
              .updateTable('attachments')
              .set({ company_id: companyId })
              .where('id', 'in', ids)
              .where('owner_user_id', '=', 0)
              .where('company_id', 'is', null)
              .executeTakeFirst()
          ).numUpdatedRows,
        ),

  /** The attachment when it is the user's own and of one of the types. */
  ownedBy: (
    id: number,
    userId: number,
    businessTypes: readonly string[],
  ): Promise<AttachmentRow | undefined> =>
    businessTypes.length === 0
      ? Promise.resolve(undefined)
      : db
          .selectFrom('attachments')
          .selectAll()
          .where('id', '=', id)
          .where('owner_user_id', '=', userId)
          .where('business_type', 'in', businessTypes)
          .executeTakeFirst(),
});

export type AttachmentsStore = ReturnType<typeof attachmentsStore>;
