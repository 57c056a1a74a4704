import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/** Console operators, their sessions, and the audit log every operator action is written to. */
export const m0002Operators = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('operators'), dialect)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await withId(db.schema.createTable('operator_sessions'), dialect)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator_idx')
    .on('operator_sessions')
    .column('operator_id')
    .execute();

  // operator_id is kept when an operator row goes: the log must outlive what it describes.
  await withId(db.schema.createTable('audit_log'), dialect)
    .addColumn('operator_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The login throttle counts recent failures by action, time and username or address.
  await db.schema
    .createIndex('audit_log_action_time_idx')
    .on('audit_log')
    .columns(['action', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_operator_idx')
    .on('audit_log')
    .columns(['operator_id', 'id'])
    .execute();
};
