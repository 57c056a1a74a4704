import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Uploaded files. The bytes are in the file storage under storage_key; the row says whose they
 * are, what they are for and how to serve them. file_name is the client's name, used only for
 * display and Content-Disposition, never as a path.
 */
export const m0005Attachments = async (db: MigrationDb, dialect: Dialect) => {
  // No foreign keys: a file row must outlive a deregistered user or a merged company, for the
  // records (applications, certifications) that point at it.
  await withId(db.schema.createTable('attachments'), dialect)
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer')
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('business_version', 'text')
    .addColumn('report_type', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachments_owner_idx').on('attachments').column('owner_user_id').execute();
  await db.schema.createIndex('attachments_company_idx').on('attachments').column('company_id').execute();
};
