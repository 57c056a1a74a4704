import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  Database,
  FriendlyLinksTable,
  FriendlyLinkTypesTable,
  GpiDocumentsTable,
  ResourcesTable,
} from '../../platform/db/schema.ts';

type ResourceValues = Omit<Insertable<ResourcesTable>, 'id' | 'created_at'>;
type LinkValues = Omit<Insertable<FriendlyLinksTable>, 'id' | 'created_at'>;
type TypeValues = Omit<Insertable<FriendlyLinkTypesTable>, 'id' | 'created_at'>;
type GpiValues = Omit<Insertable<GpiDocumentsTable>, 'id' | 'created_at'>;

/** Every query of resources, GPI documents and friendly links; this module alone writes them. */
export const resourcesStore = (db: Kysely<Database>) => {
  const updated = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) > 0;
  const deleted = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows) > 0;
  const resourcesOf = (typeId: number, shownOnly: boolean) => {
    let q = db.selectFrom('resources').where('type_id', '=', typeId);
    if (shownOnly) q = q.where('enabled', '=', 1);
    return q;
  };

  return {
    /** A page of one type's resources, in their order (then newest first). */
    resourcePage: (typeId: number, shownOnly: boolean, limit: number, offset: number) =>
      resourcesOf(typeId, shownOnly)
        .selectAll()
        .orderBy('sort')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    resourceCount: async (typeId: number, shownOnly: boolean) =>
      Number(
        (
          await resourcesOf(typeId, shownOnly)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    resourceById: (id: number) =>
      db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst(),
    insertResource: async (values: ResourceValues, now: string) =>
      (
        await db
          .insertInto('resources')
          .values({ ...values, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateResource: async (id: number, values: Updateable<ResourcesTable>) =>
      updated(await db.updateTable('resources').set(values).where('id', '=', id).executeTakeFirst()),
    deleteResource: async (id: number) =>
      deleted(await db.deleteFrom('resources').where('id', '=', id).executeTakeFirst()),

    gpiAll: () => db.selectFrom('gpi_documents').selectAll().orderBy('id', 'desc').execute(),
    gpiEnabled: () =>
      db.selectFrom('gpi_documents').selectAll().where('enabled', '=', 1).orderBy('id', 'desc').execute(),
    gpiById: (id: number) =>
      db.selectFrom('gpi_documents').selectAll().where('id', '=', id).executeTakeFirst(),
    insertGpi: async (values: GpiValues, now: string) =>
      (
        await db
          .insertInto('gpi_documents')
          .values({ ...values, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateGpi: async (id: number, values: Updateable<GpiDocumentsTable>) =>
      updated(await db.updateTable('gpi_documents').set(values).where('id', '=', id).executeTakeFirst()),
    /** Disables every enabled document of a language but one: one enabled per language. */
    disableOtherGpi: (lang: string, keepId: number, now: string) =>
      db
        .updateTable('gpi_documents')
        .set({ enabled: 0, updated_at: now })
        .where('lang', '=', lang)
        .where('id', '<>', keepId)
        .where('enabled', '=', 1)
        .execute(),
    deleteGpi: async (id: number) =>
      deleted(await db.deleteFrom('gpi_documents').where('id', '=', id).executeTakeFirst()),

    typePage: (limit: number, offset: number) =>
      db
        .selectFrom('friendly_link_types')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
    typeCount: async () =>
      Number(
        (
          await db
            .selectFrom('friendly_link_types')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    typesWithLinks: () =>
      db
        .selectFrom('friendly_link_types as t')
        .leftJoin('friendly_links as l', 'l.type_id', 't.id')
        .select((e) => [
          't.id',
          't.code',
          't.name',
          't.name_en',
          't.sort',
          e.fn.count<number>('l.id').as('links'),
        ])
        .groupBy(['t.id', 't.code', 't.name', 't.name_en', 't.sort'])
        .orderBy('t.sort')
        .orderBy('t.id')
        .execute(),
    typeById: (id: number) =>
      db.selectFrom('friendly_link_types').selectAll().where('id', '=', id).executeTakeFirst(),
    typeByCode: (code: string) =>
      db.selectFrom('friendly_link_types').selectAll().where('code', '=', code).executeTakeFirst(),
    insertType: async (values: TypeValues, now: string) =>
      (
        await db
          .insertInto('friendly_link_types')
          .values({ ...values, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateType: async (id: number, values: Updateable<FriendlyLinkTypesTable>) =>
      updated(
        await db.updateTable('friendly_link_types').set(values).where('id', '=', id).executeTakeFirst(),
      ),
    deleteType: async (id: number) =>
      deleted(await db.deleteFrom('friendly_link_types').where('id', '=', id).executeTakeFirst()),
    linkCountOf: async (typeId: number) =>
      Number(
        (
          await db
            .selectFrom('friendly_links')
            .select((e) => e.fn.countAll().as('n'))
            .where('type_id', '=', typeId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Links with their type's code, of one type code or all, in the types' and their own order. */
    links: (typeCode?: string) => {
      let q = db
        .selectFrom('friendly_links as l')
        .innerJoin('friendly_link_types as t', 't.id', 'l.type_id')
        .selectAll('l')
        .select('t.code as type_code');
      if (typeCode !== undefined) q = q.where('t.code', '=', typeCode);
      return q.orderBy('t.sort').orderBy('t.id').orderBy('l.sort').orderBy('l.id').execute();
    },
    linksOfType: (typeId: number) =>
      db
        .selectFrom('friendly_links')
        .selectAll()
        .where('type_id', '=', typeId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    linkById: (id: number) =>
      db.selectFrom('friendly_links').selectAll().where('id', '=', id).executeTakeFirst(),
    insertLink: async (values: LinkValues, now: string) =>
      (
        await db
          .insertInto('friendly_links')
          .values({ ...values, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateLink: async (id: number, values: Updateable<FriendlyLinksTable>) =>
      updated(await db.updateTable('friendly_links').set(values).where('id', '=', id).executeTakeFirst()),
    deleteLink: async (id: number) =>
      deleted(await db.deleteFrom('friendly_links').where('id', '=', id).executeTakeFirst()),

    /**
     * Which of these files a shown item still uses (a shown resource, an enabled GPI document,
     * any link's logo): those stay published, the others are withdrawn.
     */
    async filesInUse(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const [resources, gpi, logos] = await Promise.all([
        db
          .selectFrom('resources')
          .select(['image_id', 'cn_file_id', 'en_file_id'])
          .where('enabled', '=', 1)
          .where((eb) =>
            eb.or([eb('image_id', 'in', ids), eb('cn_file_id', 'in', ids), eb('en_file_id', 'in', ids)]),
          )
          .execute(),
        db
          .selectFrom('gpi_documents')
          .select('attachment_id')
          .where('enabled', '=', 1)
          .where('attachment_id', 'in', ids)
          .execute(),
        db.selectFrom('friendly_links').select('logo_id').where('logo_id', 'in', ids).execute(),
      ]);
      const used = new Set<number>();
      for (const r of resources)
        for (const id of [r.image_id, r.cn_file_id, r.en_file_id]) if (id) used.add(id);
      for (const g of gpi) used.add(g.attachment_id);
      for (const l of logos) if (l.logo_id) used.add(l.logo_id);
      return new Set(ids.filter((id) => used.has(id)));
    },

    /** Names of files, for the console's lists. */
    fileNames: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('attachments').select(['id', 'file_name']).where('id', 'in', ids).execute(),
  };
};

export type ResourcesStore = ReturnType<typeof resourcesStore>;
