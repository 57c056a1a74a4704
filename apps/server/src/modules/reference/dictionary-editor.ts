import { DICT_TYPES, type TConsoleDictItem, type TDictItemValues, type TDictType } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database, DictItemsTable } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError } from '../../platform/errors.ts';
import { referenceChanged, referenceStore } from './reference.store.ts';

/**
 * Ids of items an operator adds start here: the seed names its items by fixed ids below it
 * (RESOURCE_TYPE 255 to 257, spec 02 §9), and a later seed must never meet an operator's item.
 */
export const OPERATOR_DICT_ID_FROM = 100_000;

type ItemForm = TDictItemValues;

const toConsoleItem = (row: DictItemsTable): TConsoleDictItem => ({
  id: row.id,
  parentId: row.parent_id,
  itemCode: row.item_code,
  valueZh: row.value_zh,
  valueEn: row.value_en,
  itemDesc: row.item_desc ?? '',
  sort: row.sort,
  enabled: row.enabled === 1,
});

/**
 * The dictionaries as the console edits them (spec 02 §3 "Dictionaries"): every item, both
 * languages, enabled or not. Pass a transaction's `db` to make a change part of it (with its
 * audit entry), then call `dictionariesChanged()` after it commits, so the prepared answers of
 * /n/dict/list are made again from what was committed.
 */
export const dictionaryEditor = (db: Kysely<Database>) => {
  const store = referenceStore(db);

  /** A parent must be a first-level item of the same dictionary, and not the item itself. */
  const checkParent = async (type: TDictType, parentId: number | undefined, selfId?: number) => {
    if (parentId === undefined) return;
    const parent = (await store.allDictItems(type)).find((r) => r.id === parentId);
    if (!parent || parent.parent_id !== null || parent.id === selfId) {
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: 'body.parentId', message: 'console.dicts.parentInvalid' }],
      });
    }
  };

  const valuesOf = (form: ItemForm) => ({
    parent_id: form.parentId ?? null,
    item_code: form.itemCode,
    value_zh: form.valueZh,
    value_en: form.valueEn,
    item_desc: form.itemDesc === '' ? null : form.itemDesc,
    sort: form.sort,
    enabled: form.enabled ? 1 : 0,
  });

  const codeTaken = (err: unknown) => {
    if (isUniqueViolation(err)) return appError('DICT_ITEM_CODE_TAKEN');
    return err;
  };

  return {
    async types() {
      const counts = new Map((await store.dictCounts()).map((r) => [r.type_code, Number(r.n)]));
      return DICT_TYPES.map((type) => ({ type, items: counts.get(type) ?? 0 }));
    },

    items: async (type: TDictType): Promise<TConsoleDictItem[]> =>
      (await store.allDictItems(type)).map(toConsoleItem),

    async create(type: TDictType, form: ItemForm): Promise<{ id: number; row: TConsoleDictItem }> {
      await checkParent(type, form.parentId);
      const id = Math.max(OPERATOR_DICT_ID_FROM, (await store.maxDictId()) + 1);
      const row: DictItemsTable = { id, type_code: type, ...valuesOf(form) };
      try {
        await store.insertDictItem(row);
      } catch (err) {
        throw codeTaken(err);
      }
      return { id, row: toConsoleItem(row) };
    },

    async update(type: TDictType, id: number, form: ItemForm): Promise<TConsoleDictItem> {
      await checkParent(type, form.parentId, id);
      const values = valuesOf(form);
      let updated: number;
      try {
        updated = await store.updateDictItem(type, id, values);
      } catch (err) {
        throw codeTaken(err);
      }
      if (updated === 0) throw appError('NOT_FOUND');
      return toConsoleItem({ id, type_code: type, ...values });
    },
  };
};

export const dictionariesChanged = referenceChanged;

export type DictionaryEditor = ReturnType<typeof dictionaryEditor>;
