import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Inner messages (the portal's inbox) and deregistration: when a user asked to close their
 * account and when it was closed. user_status already exists (0 under review, 1 active, and
 * now 2 closed).
 */
export const m0007InboxDeregistration = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('messages'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('text_key', 'text', (c) => c.notNull())
    .addColumn('params', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // The inbox pages a user's messages newest first and counts their unread ones.
  await db.schema
    .createIndex('messages_user_created_idx')
    .on('messages')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('messages_user_status_idx')
    .on('messages')
    .columns(['user_id', 'status'])
    .execute();

  // SQLite adds one column per statement.
  await db.schema.alterTable('users').addColumn('logoff_requested_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('closed_at', 'text').execute();
  await db.schema.createIndex('users_status_idx').on('users').columns(['user_status']).execute();
};
