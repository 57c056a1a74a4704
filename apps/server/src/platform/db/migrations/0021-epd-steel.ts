import type { MigrationDb } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 14's last fields: an EPD version's third-party verifier (Chinese and English names) and
 * its steel data, the steelmaking route (one of STEEL_MAKING_ROUTES) and the recycled content (a
 * share from 0 to 1, written rounded to 4 decimals). All optional: "where known".
 */
export const m0021EpdSteel = async (db: MigrationDb, dialect: Dialect) => {
  const double = dialect === 'postgres' ? 'double precision' : 'real';
  await db.schema.alterTable('epds').addColumn('verifier_zh', 'text').execute();
  await db.schema.alterTable('epds').addColumn('verifier_en', 'text').execute();
  await db.schema.alterTable('epds').addColumn('making_route', 'text').execute();
  await db.schema.alterTable('epds').addColumn('recycled_content', double).execute();
};
