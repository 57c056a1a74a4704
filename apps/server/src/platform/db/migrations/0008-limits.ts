import type { MigrationDb } from '../columns.ts';

/**
 * Issue 9. One table of window counters for every abuse limit (the platform limiter owns it):
 * one row per key, its count in the current window and when that window ends. It replaces the
 * per-event rows the captcha and login limits counted, which raced under parallel requests.
 * Uploads get `published_at`: a file is private until an operator publishes what it belongs to.
 */
export const m0008Limits = async (db: MigrationDb) => {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  // Expired counters are swept by time.
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();

  await db.schema.dropTable('captcha_events').execute();
  await db.schema.dropTable('login_failures').execute();
  // Codes were counted per address from this index; the limiter counts them now.
  await db.schema.dropIndex('verification_codes_ip_idx').execute();

  await db.schema.alterTable('attachments').addColumn('published_at', 'text').execute();
};
