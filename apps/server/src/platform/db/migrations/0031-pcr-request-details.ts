import type { MigrationDb } from '../columns.ts';
import { withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 29 (decision 221): a PCR request becomes a real request and follows the six steps of a
 * PCR. `pcr_requests` gains its description, the standards it should follow, a contact person
 * with phone and e-mail, an optional document and the last step reached; `pcr_request_steps`
 * holds each step the secretariat moved it to, with date, operator and note.
 *
 * Existing rows: no description ('') and no contact (null); each stands at "submitted".
 */
export const m0031PcrRequestDetails = async (db: MigrationDb, dialect: Dialect) => {
  await db.schema
    .alterTable('pcr_requests')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('pcr_requests')
    .addColumn('standards', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const column of ['contact_name', 'contact_phone', 'contact_email']) {
    await db.schema.alterTable('pcr_requests').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('pcr_requests').addColumn('attachment_id', 'integer').execute();
  await db.schema
    .alterTable('pcr_requests')
    .addColumn('step', 'text', (c) => c.notNull().defaultTo('submitted'))
    .execute();
  await withId(db.schema.createTable('pcr_request_steps'), dialect)
    .addColumn('request_id', 'integer', (c) => c.notNull().references('pcr_requests.id'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pcr_request_steps_request_idx')
    .unique()
    .on('pcr_request_steps')
    .columns(['request_id', 'step'])
    .execute();
};
