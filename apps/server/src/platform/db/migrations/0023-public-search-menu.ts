import type { MigrationDb } from '../columns.ts';

/**
 * Issue 29: the header's "EPD search" led to /epd/epdSearch, which asks a visitor to log in
 * and a user of an uncertified company to certify first, although the search is public at
 * /Epd. A menu item an editor has not moved elsewhere is pointed at the public search.
 */
export const m0023PublicSearchMenu = async (db: MigrationDb) => {
  await db
    .updateTable('menu_items')
    .set({ url: '/Epd' })
    .where('code', '=', 'menu.epdSearch')
    .where('url', '=', '/epd/epdSearch')
    .execute();
};
