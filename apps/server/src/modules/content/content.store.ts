import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { AnnouncementsTable, Database, NewsTable } from '../../platform/db/schema.ts';

export type NewsRow = Selectable<NewsTable>;
export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type NewsValues = Omit<Insertable<NewsTable>, 'id' | 'created_at' | 'updated_at' | 'status'>;
export type AnnouncementValues = Omit<
  Insertable<AnnouncementsTable>,
  'id' | 'created_at' | 'updated_at' | 'status'
>;

/** What a list is narrowed by: public lists show only what is published by `publicAt`. */
export interface ContentFilter {
  publicAt?: string;
  status?: string | undefined;
  /** A part of a title, either language. */
  title?: string | undefined;
  /** A part of the editor's (publisher's) name. */
  person?: string | undefined;
  /** A part of a title or the person. */
  keyword?: string | undefined;
}

/** A text as a LIKE pattern that matches it literally: its own % and _ are escaped with '!'. */
const containsPattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Case-insensitive substring on both engines (lower() on both sides: SQLite's LIKE folds ASCII only). */
const like = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '!'`;

/**
 * The SQL of news, announcements, their attachments and the static pages. Public lists are
 * narrowed here (published, publish time passed); the service decides everything else.
 */
export const contentStore = (db: Kysely<Database>) => {
  /**
   * Both tables have the same columns but the person's; the query is typed as news and answers
   * rows of the table asked for.
   */
  const filtered = (table: 'news' | 'announcements', filter: ContentFilter) => {
    const person = table === 'news' ? 'editor' : 'publisher';
    let q = db.selectFrom(table as 'news');
    if (filter.publicAt !== undefined) {
      q = q.where('status', '=', 'published').where('publish_time', '<=', filter.publicAt);
    }
    if (filter.status) q = q.where('status', '=', filter.status);
    const title = (pattern: string) => [like('title_zh', pattern), like('title_en', pattern)];
    if (filter.title) {
      const pattern = containsPattern(filter.title);
      q = q.where((eb) => eb.or(title(pattern)));
    }
    const people = (pattern: string) => [like(person, pattern), like(`${person}_en`, pattern)];
    if (filter.person) {
      const pattern = containsPattern(filter.person);
      q = q.where((eb) => eb.or(people(pattern)));
    }
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      q = q.where((eb) => eb.or([...title(pattern), ...people(pattern)]));
    }
    return q;
  };
  const countOf = async (table: 'news' | 'announcements', filter: ContentFilter) =>
    Number(
      (
        await filtered(table, filter)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pageOf = (table: 'news' | 'announcements', filter: ContentFilter, limit: number, offset: number) =>
    filtered(table, filter)
      .selectAll()
      .orderBy('publish_time', (o) => o.desc().nullsFirst())
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();

  return {
    // News.
    newsPage: (filter: ContentFilter, limit: number, offset: number): Promise<NewsRow[]> =>
      pageOf('news', filter, limit, offset),
    newsCount: (filter: ContentFilter) => countOf('news', filter),
    /** The home page's news: newest-flagged first, then newest published. */
    newsHome: (publicAt: string, limit: number) =>
      filtered('news', { publicAt })
        .selectAll()
        .orderBy('newest_flag', 'desc')
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    newsById: (id: number) => db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst(),
    insertNews: async (values: NewsValues, now: string) =>
      (
        await db
          .insertInto('news')
          .values({ ...values, status: 'draft', created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateNews: (id: number, values: Updateable<NewsTable>) =>
      db.updateTable('news').set(values).where('id', '=', id).execute(),
    deleteNews: (id: number) => db.deleteFrom('news').where('id', '=', id).execute(),
    /** Whether another row still shows this picture (a picture may be reused). */
    pictureInUse: async (attachmentId: number, exceptId: number) =>
      (await db
        .selectFrom('news')
        .select('id')
        .where('index_picture_id', '=', attachmentId)
        .where('status', '=', 'published')
        .where('id', '<>', exceptId)
        .executeTakeFirst()) !== undefined,
    newsTitleExists: async (titleZh: string) =>
      (await db.selectFrom('news').select('id').where('title_zh', '=', titleZh).executeTakeFirst()) !==
      undefined,

    // Announcements.
    announcementPage: async (filter: ContentFilter, limit: number, offset: number) =>
      (await pageOf('announcements', filter, limit, offset)) as unknown as AnnouncementRow[],
    announcementCount: (filter: ContentFilter) => countOf('announcements', filter),
    announcementById: (id: number) =>
      db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst(),
    insertAnnouncement: async (values: AnnouncementValues, now: string) =>
      (
        await db
          .insertInto('announcements')
          .values({ ...values, status: 'draft', created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateAnnouncement: (id: number, values: Updateable<AnnouncementsTable>) =>
      db.updateTable('announcements').set(values).where('id', '=', id).execute(),
    deleteAnnouncement: async (id: number) => {
      await db.deleteFrom('announcement_attachments').where('announcement_id', '=', id).execute();
      await db.deleteFrom('announcements').where('id', '=', id).execute();
    },
    announcementTitleExists: async (titleZh: string) =>
      (await db
        .selectFrom('announcements')
        .select('id')
        .where('title_zh', '=', titleZh)
        .executeTakeFirst()) !== undefined,

    /** The files of these announcements in order, with their names. */
    attachmentsOf: (announcementIds: readonly number[]) =>
      announcementIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('announcement_attachments as aa')
            .innerJoin('attachments as f', 'f.id', 'aa.attachment_id')
            .select(['aa.announcement_id', 'aa.attachment_id', 'f.file_name'])
            .where('aa.announcement_id', 'in', announcementIds)
            .orderBy('aa.announcement_id')
            .orderBy('aa.position')
            .execute(),
    setAttachments: async (announcementId: number, attachmentIds: readonly number[]) => {
      await db.deleteFrom('announcement_attachments').where('announcement_id', '=', announcementId).execute();
      if (attachmentIds.length > 0) {
        await db
          .insertInto('announcement_attachments')
          .values(
            attachmentIds.map((attachment_id, position) => ({
              announcement_id: announcementId,
              attachment_id,
              position,
            })),
          )
          .execute();
      }
    },
    /** Files among these that another published announcement still offers. */
    attachmentsInUse: async (attachmentIds: readonly number[], exceptId: number) =>
      attachmentIds.length === 0
        ? []
        : (
            await db
              .selectFrom('announcement_attachments as aa')
              .innerJoin('announcements as a', 'a.id', 'aa.announcement_id')
              .select('aa.attachment_id')
              .where('aa.attachment_id', 'in', attachmentIds)
              .where('a.status', '=', 'published')
              .where('a.id', '<>', exceptId)
              .execute()
          ).map((r) => r.attachment_id),

    // Static pages.
    pages: () => db.selectFrom('static_pages').selectAll().execute(),
    page: (page: string, lang: string) =>
      db
        .selectFrom('static_pages')
        .selectAll()
        .where('page', '=', page)
        .where('lang', '=', lang)
        .executeTakeFirst(),
    putPage: async (page: string, lang: string, content: string, now: string) => {
      await db
        .insertInto('static_pages')
        .values({ page, lang, content, updated_at: now })
        .onConflict((oc) => oc.columns(['page', 'lang']).doUpdateSet({ content, updated_at: now }))
        .execute();
    },
    /** Inserts the page only when it has no row yet (the seed never overwrites an editor's text). */
    seedPage: async (page: string, lang: string, content: string, now: string) => {
      await db
        .insertInto('static_pages')
        .values({ page, lang, content, updated_at: now })
        .onConflict((oc) => oc.columns(['page', 'lang']).doNothing())
        .execute();
    },
  };
};
