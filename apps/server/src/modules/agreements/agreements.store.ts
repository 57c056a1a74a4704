import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export const agreementsStore = (db: Kysely<Database>) => ({
  /** The newest published version in force at `now`. */
  current: (type: string, lang: string, now: string) =>
    db
      .selectFrom('agreements')
      .selectAll()
      .where('agreement_type', '=', type)
      .where('lang', '=', lang)
      .where('publish_time', '<=', now)
      .where((eb) => eb.or([eb('failure_time', 'is', null), eb('failure_time', '>', now)]))
      .orderBy('publish_time', 'desc')
      .limit(1)
      .executeTakeFirst(),

  count: async () =>
    Number(
      (
        await db
          .selectFrom('agreements')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),

  insert: (
    rows: { agreement_type: string; lang: string; version: string; content: string; publish_time: string }[],
  ) => db.insertInto('agreements').values(rows).execute(),
});
