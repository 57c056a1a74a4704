import type { MigrationDb } from '../columns.ts';

/**
 * Issue 11 leftovers, mail in the user's language: the language the user last used the portal in
 * ('zh' or 'en'), set at registration and login and by the portal's language switch. Existing
 * users start in Chinese, the platform's first language.
 */
export const m0016UserLanguage = async (db: MigrationDb) => {
  await db.schema
    .alterTable('users')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('zh'))
    .execute();
};
