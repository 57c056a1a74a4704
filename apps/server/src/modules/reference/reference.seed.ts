import { LANGUAGES, textsFor } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database, DictItemsTable } from '../../platform/db/schema.ts';
import { DICTIONARIES, MENU, SETTINGS } from './reference.seed-data.ts';
import { referenceStore } from './reference.store.ts';

/** Brings the reference data up to the shipped catalogue; safe to run at every start. */
export const seedReference = async (db: Kysely<Database>) => {
  const store = referenceStore(db);
  const now = nowIso();

  await store.upsertSeedTexts(
    LANGUAGES.flatMap((lang) =>
      Object.entries(textsFor(lang)).map(([code, text]) => ({ lang, code, text, updated_at: now })),
    ),
  );

  const rows: DictItemsTable[] = [];
  for (const [type, items] of Object.entries(DICTIONARIES)) {
    items.forEach(([id, code, zh, en, desc, children], sort) => {
      rows.push(dictRow(type, null, id, code, zh, en, desc, sort));
      for (const [csort, [cid, ccode, czh, cen, cdesc]] of (children ?? []).entries()) {
        rows.push(dictRow(type, id, cid, ccode, czh, cen, cdesc, csort));
      }
    });
  }
  await store.insertMissingDictItems(rows);

  if ((await store.menuCount()) === 0) {
    for (const [sort, [code, url, children]] of MENU.entries()) {
      const { id } = await store.insertMenuItem({ parent_id: null, code, url, sort });
      for (const [csort, [ccode, curl]] of (children ?? []).entries()) {
        await store.insertMenuItem({ parent_id: id, code: ccode, url: curl, sort: csort });
      }
    }
  }

  await store.insertMissingSettings(Object.entries(SETTINGS).map(([key, value]) => ({ key, value })));
};

const dictRow = (
  type_code: string,
  parent_id: number | null,
  id: number,
  item_code: string,
  value_zh: string,
  value_en: string,
  item_desc: string | null | undefined,
  sort: number,
): DictItemsTable => ({
  id,
  type_code,
  parent_id,
  item_code,
  value_zh,
  value_en,
  item_desc: item_desc ?? null,
  sort,
  enabled: 1,
});
