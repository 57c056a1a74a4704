import { type Kysely, sql } from 'kysely';
import type { Database, DictItemsTable } from '../../platform/db/schema.ts';

/**
 * Counts this process's writes to the reference tables: the prepared answers of the menu,
 * texts and dictionaries are made again when it moves (reference.routes.ts).
 */
let version = 0;
export const referenceVersion = () => version;
/** Marks the reference data changed (after a transaction that wrote it commits). */
export const referenceChanged = () => {
  version += 1;
};
const changed = <T>(result: T): T => {
  version += 1;
  return result;
};
/**
 * Marks the reference tables changed once more: called after an editor's transaction commits,
 * so an answer made again between the write and the commit is not kept as the new one.
 */
export const referenceCommitted = () => {
  version += 1;
};

/** A LIKE pattern matching `text` anywhere, with its wildcards escaped (ESCAPE '!'). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

export interface TextFilter {
  keyword?: string | undefined;
  missing?: 'zh' | 'en' | undefined;
}

export const referenceStore = (db: Kysely<Database>) => ({
  menu: () =>
    db
      .selectFrom('menu_items')
      .select(['id', 'parent_id', 'code', 'url'])
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  menuCount: async () =>
    Number(
      (
        await db
          .selectFrom('menu_items')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  insertMenuItem: async (row: { parent_id: number | null; code: string; url: string; sort: number }) =>
    changed(
      await db
        .insertInto('menu_items')
        .values({ ...row, enabled: 1 })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),

  /** Every text, or only those an operator edited (the rest are the bundled catalogue's). */
  texts: (onlyEdited = false) => {
    const all = db.selectFrom('texts').select(['lang', 'code', 'text']);
    return (onlyEdited ? all.where('edited', '=', 1) : all).orderBy('code').execute();
  },
  /** Adds catalogue texts that are missing and refreshes those no operator has edited. */
  upsertSeedTexts: async (rows: { lang: string; code: string; text: string; updated_at: string }[]) => {
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('texts')
        .values(rows.slice(i, i + 200).map((r) => ({ ...r, edited: 0 })))
        .onConflict((oc) =>
          oc
            .columns(['lang', 'code'])
            .doUpdateSet((eb) => ({
              text: eb.ref('excluded.text'),
              updated_at: eb.ref('excluded.updated_at'),
            }))
            .where('texts.edited', '=', 0),
        )
        .execute();
    }
    changed(null);
  },

  /** An operator's wording of one text: kept when the catalogue is seeded again. */
  updateText: async (lang: string, code: string, text: string, updatedAt: string) =>
    changed(
      Number(
        (
          await db
            .updateTable('texts')
            .set({ text, edited: 1, updated_at: updatedAt })
            .where('lang', '=', lang)
            .where('code', '=', code)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    ),

  /** Text keys with both wordings, by key, filtered by a keyword or a missing language. */
  textKeys: (filter: TextFilter, limit: number, offset: number) =>
    textKeysQuery(db, filter)
      .select((e) => [
        e.fn.max(sql<string | null>`case when lang = 'zh' then text end`).as('zh'),
        e.fn.max(sql<string | null>`case when lang = 'en' then text end`).as('en'),
        e.fn.max('edited').as('edited'),
      ])
      .orderBy('code')
      .limit(limit)
      .offset(offset)
      .execute(),
  textKeyCount: async (filter: TextFilter) =>
    Number(
      (
        await db
          .selectFrom(textKeysQuery(db, filter).as('k'))
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  textsOf: (code: string) =>
    db.selectFrom('texts').select(['lang', 'text', 'edited']).where('code', '=', code).execute(),
  /** An operator's wording, added where the language had none. */
  putText: async (lang: string, code: string, text: string, updatedAt: string) =>
    changed(
      await db
        .insertInto('texts')
        .values({ lang, code, text, edited: 1, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.columns(['lang', 'code']).doUpdateSet({ text, edited: 1, updated_at: updatedAt }),
        )
        .execute(),
    ),

  /** Every menu item, hidden ones included, with its labels (the texts of its code). */
  menuForEditing: () =>
    db
      .selectFrom('menu_items as m')
      .leftJoin('texts as tz', (j) => j.onRef('tz.code', '=', 'm.code').on('tz.lang', '=', 'zh'))
      .leftJoin('texts as te', (j) => j.onRef('te.code', '=', 'm.code').on('te.lang', '=', 'en'))
      .select([
        'm.id',
        'm.parent_id',
        'm.code',
        'm.url',
        'm.sort',
        'm.enabled',
        'tz.text as label_zh',
        'te.text as label_en',
      ])
      .orderBy('m.sort')
      .orderBy('m.id')
      .execute(),
  updateMenuItem: async (id: number, change: { url: string; sort: number; enabled: number }) =>
    changed(
      Number(
        (await db.updateTable('menu_items').set(change).where('id', '=', id).executeTakeFirst())
          .numUpdatedRows,
      ),
    ),

  /** An editor's added item (decision 208), shown or hidden as the editor chose. */
  addMenuItem: async (row: {
    parent_id: number | null;
    code: string;
    url: string;
    sort: number;
    enabled: number;
  }) => changed(await db.insertInto('menu_items').values(row).returning('id').executeTakeFirstOrThrow()),
  /** Removes items by id and the texts of their codes (their labels). */
  removeMenuItems: async (ids: number[], codes: string[]) => {
    await db.deleteFrom('menu_items').where('parent_id', 'in', ids).execute();
    await db.deleteFrom('menu_items').where('id', 'in', ids).execute();
    if (codes.length > 0) await db.deleteFrom('texts').where('code', 'in', codes).execute();
    changed(null);
  },
  /** Whether a key has a text in some language (a new menu code must not take one over). */
  textKeyExists: async (code: string) =>
    (await db.selectFrom('texts').select('code').where('code', '=', code).executeTakeFirst()) !== undefined,
  /** The catalogue's wording of a text again, no longer marked as an operator's. */
  restoreText: async (lang: string, code: string, text: string, updatedAt: string) =>
    changed(
      await db
        .insertInto('texts')
        .values({ lang, code, text, edited: 0, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.columns(['lang', 'code']).doUpdateSet({ text, edited: 0, updated_at: updatedAt }),
        )
        .execute(),
    ),

  countVisit: (day: string, visitorId: string) =>
    db
      .insertInto('page_visits')
      .values({ day, visitor_id: visitorId, views: 1 })
      .onConflict((oc) =>
        oc.columns(['day', 'visitor_id']).doUpdateSet((eb) => ({ views: eb('page_visits.views', '+', 1) })),
      )
      .execute(),
  visitsOf: async (day: string) => {
    const row = await db
      .selectFrom('page_visits')
      .select((e) => [
        e.fn.coalesce(e.fn.sum<number>('views'), e.lit(0)).as('pv'),
        e.fn.countAll<number>().as('uv'),
      ])
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    return { pv: Number(row.pv), uv: Number(row.uv) };
  },

  dictItems: (typeCode: string) =>
    db
      .selectFrom('dict_items')
      .selectAll()
      .where('type_code', '=', typeCode)
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  dictItem: (typeCode: string, itemCode: string) =>
    db
      .selectFrom('dict_items')
      .selectAll()
      .where('type_code', '=', typeCode)
      .where('item_code', '=', itemCode)
      .where('enabled', '=', 1)
      .executeTakeFirst(),
  dictItemById: (typeCode: string, id: number) =>
    db
      .selectFrom('dict_items')
      .selectAll()
      .where('type_code', '=', typeCode)
      .where('id', '=', id)
      .where('enabled', '=', 1)
      .executeTakeFirst(),
  insertMissingDictItems: async (rows: DictItemsTable[]) =>
    changed(
      await db
        .insertInto('dict_items')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
    ),

  /** Every item of a dictionary, enabled or not (the console's editor). */
  allDictItems: (typeCode: string) =>
    db
      .selectFrom('dict_items')
      .selectAll()
      .where('type_code', '=', typeCode)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  dictCounts: () =>
    db
      .selectFrom('dict_items')
      .select((e) => ['type_code', e.fn.countAll<number>().as('n')])
      .groupBy('type_code')
      .execute(),
  /** The highest item id so far (ids are fixed numbers, not generated: the seed names them). */
  maxDictId: async () =>
    Number(
      (
        await db
          .selectFrom('dict_items')
          .select((e) => e.fn.max<number>('id').as('n'))
          .executeTakeFirstOrThrow()
      ).n ?? 0,
    ),
  insertDictItem: async (row: DictItemsTable) =>
    changed(await db.insertInto('dict_items').values(row).execute()),
  updateDictItem: async (typeCode: string, id: number, values: Omit<DictItemsTable, 'id' | 'type_code'>) =>
    changed(
      Number(
        (
          await db
            .updateTable('dict_items')
            .set(values)
            .where('type_code', '=', typeCode)
            .where('id', '=', id)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    ),

  /** Sets both languages' value of one item (a switch); the number of rows changed. */
  setDictValue: async (typeCode: string, itemCode: string, value: string) =>
    changed(
      Number(
        (
          await db
            .updateTable('dict_items')
            .set({ value_zh: value, value_en: value })
            .where('type_code', '=', typeCode)
            .where('item_code', '=', itemCode)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    ),
  removeSetting: (key: string) => db.deleteFrom('system_settings').where('key', '=', key).execute(),

  setting: (key: string) =>
    db.selectFrom('system_settings').select('value').where('key', '=', key).executeTakeFirst(),
  /** Writes one setting, inserting it when it is missing. */
  putSetting: (key: string, value: string) =>
    db
      .insertInto('system_settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute(),
  insertMissingSettings: (rows: { key: string; value: string }[]) =>
    db
      .insertInto('system_settings')
      .values(rows)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute(),
});

const textKeysQuery = (db: Kysely<Database>, { keyword, missing }: TextFilter) => {
  let q = db.selectFrom('texts').select('code').groupBy('code');
  if (keyword) {
    const pattern = containing(keyword);
    q = q.having((e) =>
      e.or([
        e(sql`lower(code)`, 'like', sql`${pattern} escape '!'`),
        e(e.fn.sum(sql<number>`case when lower(text) like ${pattern} escape '!' then 1 else 0 end`), '>', 0),
      ]),
    );
  }
  if (missing) {
    q = q.having((e) => e(e.fn.sum(sql<number>`case when lang = ${missing} then 1 else 0 end`), '=', 0));
  }
  return q;
};

export type ReferenceStore = ReturnType<typeof referenceStore>;
