import { sql } from 'kysely';
import type { MigrationDb } from '../columns.ts';

/**
 * Enterprise certification (spec 02 §3 "Company certification") and the review queues: the
 * form's fields and images on the company, the review's outcome, and the indexes the queues use.
 */
export const m0006Companies = async (db: MigrationDb) => {
  // SQLite adds one column per statement.
  for (const column of [
    'credit_code',
    'email',
    'address',
    'corporation',
    'contacts',
    'contact_phone',
    'zip_code',
    'reason_reject',
    'submitted_at',
    'reviewed_at',
  ]) {
    await db.schema.alterTable('companies').addColumn(column, 'text').execute();
  }
  // Plain integers, no foreign keys: attachments and operators belong to other migrations, and a
  // decided certification must stay readable whatever happens to them later.
  for (const column of ['licence_attachment_id', 'billing_attachment_id', 'reviewed_by']) {
    await db.schema.alterTable('companies').addColumn(column, 'integer').execute();
  }

  // A credit code can be under review or certified for one company only; rejected ones may repeat.
  await db.schema
    .createIndex('companies_credit_code_active_uq')
    .on('companies')
    .column('credit_code')
    .unique()
    .where(sql.raw<boolean>('status in (0, 1)'))
    .execute();
  await db.schema
    .createIndex('companies_status_idx')
    .on('companies')
    .columns(['status', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('users_audit_status_idx')
    .on('users')
    .columns(['audit_status', 'created_at'])
    .execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();
};
