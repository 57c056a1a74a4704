import { EPD_VERSION_ACTIONS } from '@steel-epd/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

/** The statuses of versions that were public once: a draft never is, a withdrawn one keeps its status. */
const OPEN_STATUSES = ['published', 'superseded', 'withdrawn'] as const;

export interface OpenRecordFilter {
  companyCode?: string;
  pcrRegisterNo?: string;
  keyword?: string;
  /** YYYY-MM-DD: issued on or before, expiring on or after, not withdrawn. */
  validOn?: string;
  /** An ISO time as nowIso() writes it: updated at or after. */
  updatedSince?: string;
  /** The last row of the previous page: rows strictly after it in (updated_at, id) order. */
  after?: { updatedAt: string; id: number } | null;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many steps of a version chain are followed at most (a renewal of a renewal …). */
const CHAIN_MAX = 100;

/**
 * The catalogue's published versions as the open-data module reads them (issue 14): the record
 * with its company, PCR and linked versions, its current reports, and the version number of
 * the chain (each publication, correction and renewal counts one).
 */
export const openRecords = (db: Kysely<Database>) => {
  const base = () =>
    db
      .selectFrom('epds as e')
      .innerJoin('companies as c', 'c.id', 'e.company_id')
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
        'e.withdrawn_at',
        'e.created_at',
        'e.updated_at',
        'c.code as company_code',
        'p.register_no as pcr_register_no',
        'p.product_name as pcr_name',
        'p.product_name_en as pcr_name_en',
        'p.author as pcr_author',
        'prev.business_id as previous_business_id',
        'next.business_id as superseded_by_business_id',
      ])
      .where('e.status', 'in', OPEN_STATUSES);

  /** The chain of ids from the first version to this one (oldest first). */
  const chainOf = async (id: number, previousId: number | null) => {
    const ids = [id];
    let prev = previousId;
    while (prev !== null && !ids.includes(prev) && ids.length < CHAIN_MAX) {
      ids.unshift(prev);
      const row = await db.selectFrom('epds').select('previous_id').where('id', '=', prev).executeTakeFirst();
      prev = row?.previous_id ?? null;
    }
    return ids;
  };

  return {
    page: (filter: OpenRecordFilter, limit: number) => {
      let q = base();
      if (filter.companyCode) q = q.where('c.code', '=', filter.companyCode);
      if (filter.pcrRegisterNo) q = q.where('p.register_no', '=', filter.pcrRegisterNo);
      if (filter.keyword) {
        const pattern = likePattern(filter.keyword);
        q = q.where((eb) =>
          eb.or([
            eb(sql`lower(e.registration_number)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(e.product_name)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(coalesce(e.product_name_en, ''))`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      if (filter.validOn) {
        q = q
          .where('e.status', '!=', 'withdrawn')
          .where('e.issue_date', '<=', filter.validOn)
          .where('e.expiry_date', '>=', filter.validOn);
      }
      if (filter.updatedSince) q = q.where('e.updated_at', '>=', filter.updatedSince);
      const after = filter.after;
      if (after) {
        q = q.where((eb) =>
          eb.or([
            eb('e.updated_at', '>', after.updatedAt),
            eb.and([eb('e.updated_at', '=', after.updatedAt), eb('e.id', '>', after.id)]),
          ]),
        );
      }
      return q.orderBy('e.updated_at', 'asc').orderBy('e.id', 'asc').limit(limit).execute();
    },

    byBusinessId: (businessId: string) => base().where('e.business_id', '=', businessId).executeTakeFirst(),

    /** The current report of each language of these versions: its public business id. */
    currentReports: async (epdIds: readonly number[]) => {
      if (epdIds.length === 0) return [];
      return db
        .selectFrom('epd_reports')
        .select(['epd_id', 'lang', 'business_id'])
        .where('epd_id', 'in', [...epdIds])
        .where('current', '=', 1)
        .orderBy('id', 'asc')
        .execute();
    },

    /**
     * The version number of each record: every version of its chain up to it counts one for its
     * publication and one for each change of its data in place (EPD_VERSION_ACTIONS: the
     * secretariat's epd.correct and a linked low-carbon application's epd.fillSteel audit
     * entries, each written in its change's transaction). A renewal's first number is one more than the
     * last of the version it renews. Also the first version's business id (the chain's id).
     */
    versionOf: async (id: number, previousId: number | null) => {
      const chain = await chainOf(id, previousId);
      const corrections = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', 'in', [...EPD_VERSION_ACTIONS])
        .where('target_type', '=', 'epd')
        .where(
          'target_id',
          'in',
          chain.map((c) => String(c)),
        )
        .executeTakeFirstOrThrow();
      const first = await db
        .selectFrom('epds')
        .select('business_id')
        .where('id', '=', chain[0] ?? id)
        .executeTakeFirstOrThrow();
      return { version: chain.length + Number(corrections.n), firstBusinessId: first.business_id };
    },
  };
};

export type OpenRecords = ReturnType<typeof openRecords>;
export type OpenRecordRow = NonNullable<Awaited<ReturnType<OpenRecords['byBusinessId']>>>;
