import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { SEARCHABLE_STATUSES } from './search.store.ts';

/** How many steps of a version chain are followed at most (a renewal of a renewal …). */
const CHAIN_MAX = 100;

/**
 * The SQL of the public EPD page and the sitemap (issue 29): a version with its PCR and linked
 * versions, the chain of versions it belongs to, and the versions that have a page. It only reads.
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
    /** A version by its public id, with its PCR and the public ids of its neighbours. */
    byBusinessId: (businessId: string) =>
      db
        .selectFrom('epds as e')
        .innerJoin('pcrs as p', 'p.id', 'e.pcr_id')
        .leftJoin('epds as prev', 'prev.id', 'e.previous_id')
        .leftJoin('epds as next', 'next.id', 'e.superseded_by_id')
        .select([
          'e.id',
          'e.business_id',
          'e.registration_number',
          'e.product_type',
          'e.product_name',
          'e.product_name_en',
          'e.holder_zh',
          'e.holder_en',
          'e.site_zh',
          'e.site_en',
          'e.verifier_zh',
          'e.verifier_en',
          'e.making_route',
          'e.recycled_content',
          'e.gwp100',
          'e.issue_date',
          'e.expiry_date',
          'e.status',
          'e.previous_id',
          'e.published_at',
          'e.qr_attachment_id',
          'p.register_no as pcr_register_no',
          'p.product_name as pcr_name',
          'p.product_name_en as pcr_name_en',
          'p.author as pcr_author',
          'prev.business_id as previous_business_id',
          'next.business_id as superseded_by_business_id',
        ])
        .where('e.business_id', '=', businessId)
        .executeTakeFirst(),

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
