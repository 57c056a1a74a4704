import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 12: the content the secretariat writes (the content module).
 *
 * - news and announcements: a Chinese and an English text each (the English may be empty: the
 *   portal then shows the Chinese), sanitised HTML; a draft, or published and public once its
 *   publish_time has come.
 * - announcement_attachments: an announcement's files in order (operator uploads of type NOTICE).
 * - static_pages: the body of /n/page/about, serve and pricing, one row per page and language.
 */
export const m0013News = async (db: MigrationDb, dialect: Dialect) => {
  await withId(db.schema.createTable('news'), dialect)
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('abstract_zh', 'text', (c) => c.notNull())
    .addColumn('abstract_en', 'text', (c) => c.notNull())
    .addColumn('content_zh', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('editor', 'text', (c) => c.notNull())
    .addColumn('index_picture_id', 'integer')
    .addColumn('newest_flag', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_public_idx').on('news').columns(['status', 'publish_time']).execute();

  await withId(db.schema.createTable('announcements'), dialect)
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('summary_zh', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('content_zh', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_public_idx')
    .on('announcements')
    .columns(['status', 'publish_time'])
    .execute();

  await db.schema
    .createTable('announcement_attachments')
    .addColumn('announcement_id', 'integer', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_attachments_pk', ['announcement_id', 'attachment_id'])
    .execute();

  await db.schema
    .createTable('static_pages')
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('static_pages_pk', ['page', 'lang'])
    .execute();
};
