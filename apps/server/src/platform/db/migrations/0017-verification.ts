import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 13, EPD verification requests (spec 02 §2 /epd/verification, /myLists, /myDetails, §3
 * "EPD verification request" and "Verification attachment", §4 "Verification state"): what a
 * user filed, and each answer of the secretariat with its files.
 */
export const m0017Verification = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('verification_requests'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    /** The published EPD or CFP the registration number named when the request was filed. */
    .addColumn('epd_id', 'integer', (c) => c.references('epds.id').onDelete('set null'))
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('user_contact', 'text', (c) => c.notNull())
    .addColumn('user_position', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text')
    .addColumn('city_code', 'text')
    /** The region's names as they were when filed ('' abroad). */
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('relational_id', 'integer', (c) => c.notNull())
    .addColumn('supplement', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_requests_user_idx')
    .on('verification_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_requests_state_idx')
    .on('verification_requests')
    .columns(['state', 'created_at'])
    .execute();

  await withId(db.schema.createTable('verification_feedback'), dialect)
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('verification_requests.id').onDelete('cascade'),
    )
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_feedback_request_idx')
    .on('verification_feedback')
    .column('request_id')
    .execute();

  await db.schema
    .createTable('verification_feedback_files')
    .addColumn('feedback_id', 'integer', (c) =>
      c.notNull().references('verification_feedback.id').onDelete('cascade'),
    )
    .addColumn('attachment_id', 'integer', (c) => c.notNull().unique().references('attachments.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_feedback_files_pk', ['feedback_id', 'attachment_id'])
    .execute();
};
