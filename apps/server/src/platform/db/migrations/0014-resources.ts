import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 12: the content files the secretariat publishes on the portal.
 *
 * - resources: the /resources cards of a RESOURCE_TYPE dictionary item (type_id): name and
 *   introduction in zh (required) and en (optional), a cover image and a zh and/or en document.
 * - gpi_documents: the GPI documents, at most one enabled per language (the service keeps it so).
 * - friendly_link_types / friendly_links: the /Links tabs and their links (a link names its type
 *   by id; the portal reads the type's code).
 * - application_templates.generated_attachment_id: the generated file of a template, so an
 *   operator's replacement can be undone; rows seeded before this keep their file as generated.
 */
export const m0014Resources = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('resources'), dialect)
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('introduce_zh', 'text', (c) => c.notNull())
    .addColumn('introduce_en', 'text', (c) => c.notNull())
    .addColumn('image_id', 'integer')
    .addColumn('cn_file_id', 'integer')
    .addColumn('en_file_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resources_type_idx').on('resources').columns(['type_id', 'enabled']).execute();

  await withId(db.schema.createTable('gpi_documents'), dialect)
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.notNull())
    .addColumn('attachment_name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('friendly_link_types'), dialect)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('friendly_links'), dialect)
    .addColumn('type_id', 'integer', (c) => c.notNull().references('friendly_link_types.id'))
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_name_en', 'text', (c) => c.notNull())
    .addColumn('logo_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('friendly_links_type_idx').on('friendly_links').column('type_id').execute();

  await db.schema
    .alterTable('application_templates')
    .addColumn('generated_attachment_id', 'integer')
    .execute();
  await db
    .updateTable('application_templates')
    .set((eb) => ({ generated_attachment_id: eb.ref('attachment_id') }))
    .execute();
};
