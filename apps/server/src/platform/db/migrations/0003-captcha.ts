import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Captcha state, shared by every server instance: the open challenges, the verifications of
 * passed checks waiting to be used, and the get / failure / lock events the limits count.
 */
export const m0003Captcha = async (db: MigrationDb, dialect: Dialect) => {
  await db.schema
    .createTable('captcha_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('captcha_type', 'text', (c) => c.notNull())
    .addColumn('secret_key', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('client_uid', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  // Expired rows are swept by time.
  await db.schema
    .createIndex('captcha_challenges_expires_idx')
    .on('captcha_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('captcha_verifications')
    .addColumn('verification_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('captcha_verifications_expires_idx')
    .on('captcha_verifications')
    .column('expires_at')
    .execute();

  await withId(db.schema.createTable('captcha_events'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The limits count one kind of event of a client uid or address since a time.
  await db.schema
    .createIndex('captcha_events_kind_subject_idx')
    .on('captcha_events')
    .columns(['kind', 'subject', 'created_at'])
    .execute();
  await db.schema.createIndex('captcha_events_time_idx').on('captcha_events').column('created_at').execute();
};
