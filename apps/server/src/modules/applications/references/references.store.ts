import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name_zh: string;
  name_en: string;
  /** How many subcategories it has. */
  children: number;
}

/**
 * The application form's reference data: the category tree, the technologies of each category
 * and the template files. The applications module writes them (its seed); nobody else does.
 */
export const referencesStore = (db: Kysely<Database>) => {
  const categories = () =>
    db
      .selectFrom('product_categories as c')
      .select(['c.id', 'c.parent_id', 'c.name_zh', 'c.name_en'])
      .select((eb) =>
        eb
          .selectFrom('product_categories as s')
          .whereRef('s.parent_id', '=', 'c.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('children'),
      )
      .orderBy('c.sort', 'asc')
      .orderBy('c.id', 'asc');

  const countOf = async (table: 'product_categories' | 'application_templates') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  return {
    /** The categories under a parent (null: the top level), in their order. */
    categoriesUnder: async (parentId: number | null): Promise<CategoryRow[]> => {
      const rows = await (parentId === null
        ? categories().where('c.parent_id', 'is', null)
        : categories().where('c.parent_id', '=', parentId)
      ).execute();
      return rows.map((r) => ({ ...r, children: Number(r.children ?? 0) }));
    },

    categoryById: (id: number) =>
      db
        .selectFrom('product_categories')
        .select(['id', 'parent_id', 'name_zh', 'name_en'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Every category's id and parent: the tree is tens of rows, walked in memory. */
    categoryParents: () => db.selectFrom('product_categories').select(['id', 'parent_id']).execute(),

    technologiesOf: (categoryIds: readonly number[]) =>
      categoryIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('lca_technologies')
            .select(['id', 'category_id', 'name_zh', 'name_en'])
            .where('category_id', 'in', categoryIds)
            .orderBy('sort', 'asc')
            .orderBy('id', 'asc')
            .execute(),

    technologyById: (id: number) =>
      db
        .selectFrom('lca_technologies')
        .select(['id', 'category_id', 'name_zh', 'name_en'])
        .where('id', '=', id)
        .executeTakeFirst(),

    categoryCount: () => countOf('product_categories'),

    insertCategory: async (row: {
      parent_id: number | null;
      name_zh: string;
      name_en: string;
      sort: number;
    }) =>
      (await db.insertInto('product_categories').values(row).returning('id').executeTakeFirstOrThrow()).id,

    insertTechnologies: async (
      rows: { category_id: number; name_zh: string; name_en: string; sort: number }[],
    ) => {
      if (rows.length > 0) await db.insertInto('lca_technologies').values(rows).execute();
    },

    /** The template files with their names, in code order and language. */
    templates: () =>
      db
        .selectFrom('application_templates as t')
        .innerJoin('attachments as a', 'a.id', 't.attachment_id')
        .select(['t.code', 't.lang', 't.attachment_id', 'a.file_name'])
        .orderBy('t.id', 'asc')
        .execute(),

    templateCount: () => countOf('application_templates'),

    isTemplate: async (attachmentId: number) =>
      (await db
        .selectFrom('application_templates')
        .select('id')
        .where('attachment_id', '=', attachmentId)
        .executeTakeFirst()) !== undefined,

    insertTemplate: (row: { code: string; lang: string; attachment_id: number; updated_at: string }) =>
      db
        .insertInto('application_templates')
        .values({ ...row, generated_attachment_id: row.attachment_id })
        .execute(),

    /** Every template row with its file's name, for the console. */
    templateRows: () =>
      db
        .selectFrom('application_templates as t')
        .innerJoin('attachments as a', 'a.id', 't.attachment_id')
        .select([
          't.code',
          't.lang',
          't.attachment_id',
          't.generated_attachment_id',
          't.updated_at',
          'a.file_name',
        ])
        .orderBy('t.id', 'asc')
        .execute(),

    /** Points a template at a file (an operator's, or the generated one again); false: no such template. */
    pointTemplate: async (code: string, lang: string, attachmentId: number | 'generated', now: string) =>
      Number(
        (
          await db
            .updateTable('application_templates')
            .set((eb) => ({
              attachment_id:
                attachmentId === 'generated'
                  ? eb.fn.coalesce('generated_attachment_id', 'attachment_id')
                  : eb.val(attachmentId),
              updated_at: now,
            }))
            .where('code', '=', code)
            .where('lang', '=', lang)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** Who a tool token names: the user with their company now. */
    toolUser: (userId: number) =>
      db
        .selectFrom('users as u')
        .leftJoin('companies as c', 'c.id', 'u.company_id')
        .select(['u.id', 'u.account', 'u.user_name', 'u.user_status', 'u.company_id', 'c.name', 'c.code'])
        .where('u.id', '=', userId)
        .executeTakeFirst(),
  };
};

export type ReferencesStore = ReturnType<typeof referencesStore>;
