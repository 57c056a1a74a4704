import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 10: the EPD and PCR catalogue and its evidence ledger.
 *
 * - pcrs: product category rules the secretariat publishes (register_no is the spec's pcrNumber).
 * - epds: one row per version of a declaration; a renewal is a new row (previous_id) and the old
 *   one becomes superseded (superseded_by_id). business_id is the public, unguessable id of the
 *   QR address /app/epd/{businessId}.
 * - epd_reports: the zh and en report files of a version; a correction adds a row and clears
 *   `current` on the one it replaces. business_id is the public id of /apppdf/{businessId}.
 * - pcr_requests: a user's request for a new PCR and the secretariat's answer.
 * - access_records: one row per summary or report view (spec 02 §7 /n/access/records/create).
 * - evidence_ledger: append-only, hash-chained digests of published data and reports; nothing
 *   updates or deletes a row (the evidence module only inserts).
 * - attachments.operator_id: files an operator uploaded (reports, PCR files, generated QR codes);
 *   their owner_user_id is 0, which no user has.
 */
export const m0009Catalogue = async (db: MigrationDb, dialect: Dialect) => {
  const double = dialect === 'postgres' ? 'double precision' : 'real';

  await withId(db.schema.createTable('pcrs'), dialect)
    .addColumn('register_no', 'text', (c) => c.notNull().unique())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_name_en', 'text')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('product_class', 'text', (c) => c.notNull())
    .addColumn('description_html', 'text', (c) => c.notNull())
    .addColumn('cn_attachment_id', 'integer')
    .addColumn('en_attachment_id', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('epds'), dialect)
    .addColumn('business_id', 'text', (c) => c.notNull().unique())
    .addColumn('registration_number', 'text', (c) => c.notNull().unique())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_name_en', 'text')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('pcr_id', 'integer', (c) => c.notNull())
    .addColumn('gwp100', double, (c) => c.notNull())
    .addColumn('holder_zh', 'text', (c) => c.notNull())
    .addColumn('holder_en', 'text')
    .addColumn('site_zh', 'text', (c) => c.notNull())
    .addColumn('site_en', 'text')
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_id', 'integer')
    .addColumn('superseded_by_id', 'integer')
    .addColumn('data_attachment_id', 'integer')
    .addColumn('qr_attachment_id', 'integer')
    .addColumn('published_at', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdraw_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('epds_company_idx').on('epds').column('company_id').execute();
  await db.schema.createIndex('epds_pcr_idx').on('epds').column('pcr_id').execute();
  await db.schema.createIndex('epds_status_idx').on('epds').columns(['status', 'published_at']).execute();

  await withId(db.schema.createTable('epd_reports'), dialect)
    .addColumn('epd_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('business_id', 'text', (c) => c.notNull().unique())
    .addColumn('attachment_id', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('current', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('epd_reports_epd_idx').on('epd_reports').columns(['epd_id', 'lang']).execute();
  await db.schema
    .createIndex('epd_reports_attachment_idx')
    .on('epd_reports')
    .column('attachment_id')
    .execute();

  await withId(db.schema.createTable('pcr_requests'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer')
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pcr_requests_user_idx').on('pcr_requests').column('user_id').execute();
  await db.schema.createIndex('pcr_requests_status_idx').on('pcr_requests').column('status').execute();

  await withId(db.schema.createTable('access_records'), dialect)
    .addColumn('epd_id', 'integer', (c) => c.notNull())
    .addColumn('report_id', 'integer')
    .addColumn('access_page', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('access_records_epd_idx')
    .on('access_records')
    .columns(['epd_id', 'access_page'])
    .execute();

  await withId(db.schema.createTable('evidence_ledger'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('epd_id', 'integer', (c) => c.notNull())
    .addColumn('report_id', 'integer')
    .addColumn('lang', 'text')
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('entry_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('evidence_ledger_epd_idx')
    .on('evidence_ledger')
    .columns(['epd_id', 'kind'])
    .execute();
  await db.schema.createIndex('evidence_ledger_digest_idx').on('evidence_ledger').column('digest').execute();

  await db.schema.alterTable('attachments').addColumn('operator_id', 'integer').execute();
};
