import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface AgreementValues {
  agreement_type: string;
  lang: string;
  version: string;
  content: string;
  publish_time: string;
  failure_time?: string | null;
}

export const agreementsStore = (db: Kysely<Database>) => {
  /** The versions of an agreement in one language published by `now` (a future one is not yet public). */
  const published = (type: string, lang: string, now: string) =>
    db
      .selectFrom('agreements')
      .where('agreement_type', '=', type)
      .where('lang', '=', lang)
      .where('publish_time', '<=', now);

  return {
    /** The newest published version in force at `now`. */
    current: (type: string, lang: string, now: string) =>
      published(type, lang, now)
        .selectAll()
        .where((eb) => eb.or([eb('failure_time', 'is', null), eb('failure_time', '>', now)]))
        .orderBy('publish_time', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** A page of the published versions, newest first (the id breaks ties of one publish time). */
    page: (type: string, lang: string, now: string, limit: number, offset: number) =>
      published(type, lang, now)
        .selectAll()
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    countPublished: async (type: string, lang: string, now: string) =>
      Number(
        (
          await published(type, lang, now)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** One version by id, published or not (the service decides what a reader may see). */
    byId: (id: number) => db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The same version of an agreement in another language, when it is published by `now`. */
    sameVersion: (type: string, version: string, lang: string, now: string) =>
      published(type, lang, now).selectAll().where('version', '=', version).executeTakeFirst(),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('agreements')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    insert: (rows: AgreementValues[]) => db.insertInto('agreements').values(rows).execute(),

    /** Every version, future ones too, newest publish time first (the console's list). */
    all: (filter: { type?: string | undefined; lang?: string | undefined }) => {
      let q = db.selectFrom('agreements').selectAll();
      if (filter.type) q = q.where('agreement_type', '=', filter.type);
      if (filter.lang) q = q.where('lang', '=', filter.lang);
      return q
        .orderBy('agreement_type')
        .orderBy('lang')
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    insertOne: async (row: AgreementValues) =>
      (await db.insertInto('agreements').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /** Changes a version only while its publish time is still to come; answers whether it did. */
    updateScheduled: async (id: number, row: AgreementValues, now: string) =>
      Number(
        (
          await db
            .updateTable('agreements')
            .set(row)
            .where('id', '=', id)
            .where('publish_time', '>', now)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    versionTaken: async (type: string, lang: string, version: string, exceptId: number) =>
      (await db
        .selectFrom('agreements')
        .select('id')
        .where('agreement_type', '=', type)
        .where('lang', '=', lang)
        .where('version', '=', version)
        .where('id', '<>', exceptId)
        .executeTakeFirst()) !== undefined,
  };
};
