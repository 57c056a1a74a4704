import type { MigrationDb } from '../columns.ts';

/**
 * Issue 10, search: the search index asks every few seconds whether another process changed the
 * catalogue (`max(id)` and `max(updated_at)` of epds). This index answers the second without
 * reading the table, so the check costs the same at a million records as at ten.
 */
export const m0011Search = async (db: MigrationDb) => {
  await db.schema.createIndex('epds_updated_idx').on('epds').column('updated_at').execute();
};
