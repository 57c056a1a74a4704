import type { MigrationDb } from '../columns.ts';
import { withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 28: every report leaves the platform stamped for its reader, so its bytes are no longer
 * the registered file's. Each stamped copy is kept by its SHA-256 with the report it was made
 * from, its reader and when: /verify recognises a copy as one of a registered report, and the
 * secretariat can tell whose copy a file is. Written by the catalogue, read by the evidence module.
 */
export const m0022ReportCopies = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('report_copies'), dialect)
    .addColumn('report_id', 'integer', (c) => c.notNull().references('epd_reports.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_copies_sha256_idx').on('report_copies').column('sha256').execute();
};
