import type { TLowCarbonState } from '@steel-epd/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, LowCarbonBlocksTable } from '../../platform/db/schema.ts';

type BlockRow = Omit<Insertable<LowCarbonBlocksTable>, 'application_id' | 'id'>;

/** The low-carbon tables (this module's) and the companies, users and EPDs its queries read. */
export const lowCarbonStore = (db: Kysely<Database>) => {
  const listed = () =>
    db
      .selectFrom('low_carbon_applications as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .selectAll('a')
      .select('u.account as user_account')
      .select((e) =>
        e
          .selectFrom('low_carbon_blocks as b')
          .whereRef('b.application_id', '=', 'a.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('block_count'),
      );
  return {
    async insertApplication(
      row: Insertable<Database['low_carbon_applications']>,
      blocks: readonly BlockRow[],
    ): Promise<number> {
      const { id } = await db
        .insertInto('low_carbon_applications')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('low_carbon_blocks')
        .values(blocks.map((b) => ({ ...b, application_id: id })))
        .execute();
      return id;
    },

    byId: (id: number) => listed().where('a.id', '=', id).executeTakeFirst(),

    ofCompany: (companyId: number) =>
      listed()
        .where('a.company_id', '=', companyId)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute(),

    page: (state: TLowCarbonState | undefined, limit: number, offset: number) => {
      let q = listed();
      if (state) q = q.where('a.state', '=', state);
      return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
    },

    count: async (state: TLowCarbonState | undefined) => {
      let q = db.selectFrom('low_carbon_applications').select((e) => e.fn.countAll().as('n'));
      if (state) q = q.where('state', '=', state);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    blocksOf: (applicationIds: readonly number[]) =>
      applicationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('low_carbon_blocks as b')
            .innerJoin('attachments as f', 'f.id', 'b.attachment_id')
            .leftJoin('epds as e', 'e.id', 'b.epd_id')
            .selectAll('b')
            .select([
              'f.file_name',
              'e.registration_number as epd_registration',
              'e.product_name as epd_product',
            ])
            .where('b.application_id', 'in', applicationIds)
            .orderBy('b.application_id')
            .orderBy('b.position')
            .execute(),

    blockById: (id: number) =>
      db.selectFrom('low_carbon_blocks').selectAll().where('id', '=', id).executeTakeFirst(),

    updateBlock: async (id: number, change: Updateable<LowCarbonBlocksTable>) => {
      await db.updateTable('low_carbon_blocks').set(change).where('id', '=', id).execute();
    },

    /** Moves a submitted application on; false when it was no longer submitted. */
    decide: async (
      id: number,
      change: { state: TLowCarbonState; reason: string | null; decided_by: number; decided_at: string },
    ) =>
      Number(
        (
          await db
            .updateTable('low_carbon_applications')
            .set(change)
            .where('id', '=', id)
            .where('state', '=', 'submitted')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    setGridFactor: async (id: number, gridFactor: number) => {
      await db
        .updateTable('low_carbon_applications')
        .set({ grid_factor: gridFactor })
        .where('id', '=', id)
        .execute();
    },

    /** Attachments already filed in a block (a workbook is filed once). */
    filedAttachments: async (ids: readonly number[]) =>
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom('low_carbon_blocks')
              .select('attachment_id')
              .where('attachment_id', 'in', ids)
              .execute()
          ).map((r) => r.attachment_id),

    company: (companyId: number) =>
      db
        .selectFrom('companies')
        .select(['id', 'name', 'status'])
        .where('id', '=', companyId)
        .executeTakeFirst(),

    publishedEpdsOf: (companyId: number) =>
      db
        .selectFrom('epds')
        .select(['id', 'registration_number', 'product_name'])
        .where('company_id', '=', companyId)
        .where('status', '=', 'published')
        .orderBy('registration_number')
        .execute(),

    publishedEpd: (id: number) =>
      db
        .selectFrom('epds')
        .select(['id', 'company_id', 'registration_number', 'product_name'])
        .where('id', '=', id)
        .where('status', '=', 'published')
        .executeTakeFirst(),
  };
};

export type LowCarbonStore = ReturnType<typeof lowCarbonStore>;
export type ApplicationRow = NonNullable<Awaited<ReturnType<LowCarbonStore['byId']>>>;
export type BlockListRow = Awaited<ReturnType<LowCarbonStore['blocksOf']>>[number];
