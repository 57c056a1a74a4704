import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/** Reference data, page-visit counts, companies, users and their sessions. */
export const m0001Foundation = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('menu_items'), dialect)
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('texts')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('edited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('texts_pk', ['lang', 'code'])
    .execute();

  await db.schema
    .createTable('page_visits')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_visits_pk', ['day', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('dict_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type_code', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('dict_items.id').onDelete('cascade'))
    .addColumn('item_code', 'text', (c) => c.notNull())
    .addColumn('value_zh', 'text', (c) => c.notNull())
    .addColumn('value_en', 'text', (c) => c.notNull())
    .addColumn('item_desc', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('dict_items_type_code_uq', ['type_code', 'item_code'])
    .execute();

  await db.schema
    .createTable('system_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('companies'), dialect)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_type', 'text')
    .addColumn('status', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('user_name', 'text')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reason_reject', 'text')
    .addColumn('user_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('user_sessions'), dialect)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('user_sessions_user_idx').on('user_sessions').column('user_id').execute();
};
