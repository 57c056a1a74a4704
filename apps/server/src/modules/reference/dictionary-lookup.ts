import type { TDictType } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { referenceStore } from './reference.store.ts';

/**
 * What other modules may ask of the dictionaries: does an item exist, and is it the "other"
 * option (whose free text then becomes required, spec 01 §5).
 */
export const dictionaryLookup = (db: Kysely<Database>) => {
  const store = referenceStore(db);
  return {
    byCode: (type: TDictType, itemCode: string) => store.dictItem(type, itemCode),
    byId: (type: TDictType, id: number) => store.dictItemById(type, id),
  };
};

export type DictionaryLookup = ReturnType<typeof dictionaryLookup>;

export const isOtherOption = (item: { item_desc: string | null }) => item.item_desc === 'other';
