import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Accounts: profile fields of the supplement form, company fields of phone registration,
 * session scopes (a reset token is not a login), verification codes, failed-login records
 * and the agreements shown at registration.
 */
export const m0004Accounts = async (db: MigrationDb, dialect: Dialect) => {
  // SQLite adds one column per statement.
  const addText = async (table: string, column: string) =>
    db.schema.alterTable(table).addColumn(column, 'text').execute();
  for (const column of [
    'declared_company_type',
    'contacts',
    'department',
    'job',
    'profession_hierarchy',
    'other_profession',
    'demand',
    'other_channel',
  ]) {
    await addText('users', column);
  }
  await db.schema.alterTable('users').addColumn('profession_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('channel_id', 'integer').execute();
  await addText('companies', 'industry_category');
  await addText('companies', 'company_form');
  await db.schema
    .alterTable('user_sessions')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('full'))
    .execute();

  await withId(db.schema.createTable('verification_codes'), dialect)
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('verification_codes_account_idx')
    .on('verification_codes')
    .columns(['account', 'purpose', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_codes_ip_idx')
    .on('verification_codes')
    .columns(['client_ip', 'created_at'])
    .execute();

  await withId(db.schema.createTable('login_failures'), dialect)
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account_idx')
    .on('login_failures')
    .columns(['account', 'created_at'])
    .execute();

  await withId(db.schema.createTable('agreements'), dialect)
    .addColumn('agreement_type', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('failure_time', 'text')
    .addUniqueConstraint('agreements_type_lang_version_uq', ['agreement_type', 'lang', 'version'])
    .execute();
};
