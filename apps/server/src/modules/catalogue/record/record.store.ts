import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { SEARCHABLE_STATUSES } from '../search/search.store.ts';

/** How many steps of a version chain are followed at most (a renewal of a renewal …). */
const CHAIN_MAX = 100;

/**
 * The SQL of the public EPD page and the sitemap (issue 29) beside the open data's reading of a
 * version (`openRecords`): the chain of versions it belongs to, the languages of its reports,
 * and the versions that have a page. It only reads.
 */
export const recordStore = (db: Kysely<Database>) => {
  const version = (id: number) =>
    db
      .selectFrom('epds')
      .select([
        'id',
        'business_id',
        'registration_number',
        'issue_date',
        'expiry_date',
        'status',
        'previous_id',
        'superseded_by_id',
      ])
      .where('id', '=', id)
      .executeTakeFirst();

  return {
    /** Every version of the declaration a version belongs to, oldest first. */
    async chain(id: number) {
      const start = await version(id);
      if (!start) return [];
      const rows = [start];
      const seen = new Set([start.id]);
      for (let prev = start.previous_id; prev !== null && rows.length < CHAIN_MAX; ) {
        const row = seen.has(prev) ? undefined : await version(prev);
        if (!row) break;
        seen.add(row.id);
        rows.unshift(row);
        prev = row.previous_id;
      }
      for (let next = start.superseded_by_id; next !== null && rows.length < CHAIN_MAX; ) {
        const row = seen.has(next) ? undefined : await version(next);
        if (!row) break;
        seen.add(row.id);
        rows.push(row);
        next = row.superseded_by_id;
      }
      return rows;
    },

    /** The languages of a version's current reports. */
    reportLangs: (epdId: number) =>
      db
        .selectFrom('epd_reports')
        .select('lang')
        .distinct()
        .where('epd_id', '=', epdId)
        .where('current', '=', 1)
        .execute(),

    /** The versions that have a public page, newest first, at most `limit`. */
    pageVersions: (limit: number) =>
      db
        .selectFrom('epds')
        .select(['business_id', 'updated_at'])
        .where('status', 'in', [...SEARCHABLE_STATUSES])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
};

export type RecordStore = ReturnType<typeof recordStore>;
