import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 13, the LCA tool subscription (spec 02 §3 "LCA subscription payload", §4): one row per
 * user (a trial once; the secretariat grants, extends and ends), with what the form sent and
 * the company record's name and industry at the time.
 */
export const m0019LcaSubscriptions = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('lca_subscriptions'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('username', 'text')
    .addColumn('company_name', 'text')
    .addColumn('industry', 'text')
    .addColumn('position', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The console lists newest first, filtered by state.
  await db.schema
    .createIndex('lca_subscriptions_state_idx')
    .on('lca_subscriptions')
    .columns(['state', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('lca_subscriptions_created_idx')
    .on('lca_subscriptions')
    .column('created_at')
    .execute();
};
