import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 11: EPD and CFP applications and the secretariat's workflow to release.
 *
 * - applications: one per submitted application form; `stage` is the spec's applyStatus (10 to
 *   70), quote_status, contract_status and lca_validate_status the spec's statuses (spec 02 §4),
 *   kept here so a conditional UPDATE on them is the one atomic guard of every move.
 *   request_key: the form's idempotency key (unique per user), so a retried submit is one
 *   application.
 * - application_products: the 1 to 3 product entries; epd_id is the catalogue record made at
 *   release.
 * - application_files: every upload of an entry (kind lca, epd or data), versions kept; the one
 *   in use has current = 1.
 * - application_quotes / application_contracts: every quote and contract the secretariat issued,
 *   newest last (a re-issue is a new row); a contract's files are attachment ids in JSON.
 * - application_events: the read-only timeline (stage moves, quotes, contracts, uploads, LCA
 *   correction requests, messages), with who (user or operator id) and when.
 * - product_categories / lca_technologies: the category cascader and technologies of the form.
 * - application_templates: the template files (code, language) applicants download.
 */
export const m0012Applications = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('applications'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('pcr_id', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull())
    .addColumn('quote_status', 'integer', (c) => c.notNull())
    .addColumn('contract_status', 'integer', (c) => c.notNull())
    .addColumn('lca_validate_status', 'integer', (c) => c.notNull())
    .addColumn('lca_validate_note', 'text')
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text')
    .execute();
  await db.schema
    .createIndex('applications_request_key_idx')
    .on('applications')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('applications_company_idx')
    .on('applications')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_stage_idx')
    .on('applications')
    .columns(['stage', 'created_at'])
    .execute();

  await withId(db.schema.createTable('application_products'), dialect)
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('technology_id', 'integer')
    .addColumn('epd_id', 'integer')
    .execute();
  await db.schema
    .createIndex('application_products_app_idx')
    .on('application_products')
    .column('application_id')
    .execute();

  await withId(db.schema.createTable('application_files'), dialect)
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.notNull().unique())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('current', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_files_product_idx')
    .on('application_files')
    .columns(['product_id', 'kind', 'version'])
    .unique()
    .execute();

  await withId(db.schema.createTable('application_quotes'), dialect)
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('application_quotes_app_idx')
    .on('application_quotes')
    .column('application_id')
    .execute();

  await withId(db.schema.createTable('application_contracts'), dialect)
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('attachment_ids', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('application_contracts_app_idx')
    .on('application_contracts')
    .column('application_id')
    .execute();

  await withId(db.schema.createTable('application_events'), dialect)
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer')
    .addColumn('note', 'text')
    .addColumn('detail', 'text')
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_events_app_idx')
    .on('application_events')
    .columns(['application_id', 'id'])
    .execute();

  await withId(db.schema.createTable('product_categories'), dialect)
    .addColumn('parent_id', 'integer')
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_categories_parent_idx')
    .on('product_categories')
    .column('parent_id')
    .execute();

  await withId(db.schema.createTable('lca_technologies'), dialect)
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lca_technologies_category_idx')
    .on('lca_technologies')
    .column('category_id')
    .execute();

  await withId(db.schema.createTable('application_templates'), dialect)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_templates_code_idx')
    .on('application_templates')
    .columns(['code', 'lang'])
    .unique()
    .execute();
};
