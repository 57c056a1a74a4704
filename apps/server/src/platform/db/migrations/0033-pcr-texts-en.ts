import type { MigrationDb } from '../columns.ts';

/**
 * Issue 29 (decision 223): a PCR's author, product class and description in English, beside the
 * English product name it already had. Null means none: an English reader sees the Chinese text
 * with the "Chinese only" tag.
 */
export const m0033PcrTextsEn = async (db: MigrationDb) => {
  for (const column of ['author_en', 'product_class_en', 'description_html_en']) {
    await db.schema.alterTable('pcrs').addColumn(column, 'text').execute();
  }
};
