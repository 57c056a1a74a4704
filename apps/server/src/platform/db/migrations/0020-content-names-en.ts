import type { MigrationDb } from '../columns.ts';

/**
 * Issue 12 leftover: the name under a news item or an announcement in English (an English reader
 * saw the Chinese name). Empty means the Chinese name stands in, as for the other English texts.
 */
export const m0020ContentNamesEn = async (db: MigrationDb) => {
  await db.schema
    .alterTable('news')
    .addColumn('editor_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('publisher_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
};
