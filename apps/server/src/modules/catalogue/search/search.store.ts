import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

/** Statuses a search may show: superseded only when asked for expired records too. */
export const SEARCHABLE_STATUSES = ['published', 'superseded'] as const;

/** Rows read per batch while the index is built (keeps one result set small at a million rows). */
const BATCH = 20_000;

/**
 * The search's SQL (the same on SQLite and PostgreSQL). The index reads the searchable
 * versions in batches; a page's cards are read by id; downloads and QR images check the record's
 * status here. It only reads: publishing writes these tables.
 */
export const searchStore = (db: Kysely<Database>) => ({
  /**
   * What changes when anything a search shows changes: the newest id and the latest update time
   * of epds (both read from an index: no scan, so the periodic check stays cheap at a million
   * rows; publishing bumps updated_at on every change of a version), the same of the small pcrs
   * table, and the newest company. A company's rename is seen at the next rebuild.
   */
  async signature(): Promise<string> {
    const [epds, pcrs, companies] = await Promise.all([
      db
        .selectFrom('epds')
        .select((eb) => [eb.fn.max('id').as('n'), eb.fn.max('updated_at').as('at')])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('pcrs')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('at')])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('companies')
        .select((eb) => eb.fn.max('id').as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return JSON.stringify([epds.n, epds.at, pcrs.n, pcrs.at, companies.n]);
  },

  /** Companies that hold any EPD version (their names are searched). */
  companies: () =>
    db
      .selectFrom('companies')
      .select(['id', 'code', 'name'])
      .where('id', 'in', db.selectFrom('epds').select('company_id'))
      .execute(),

  pcrs: () =>
    db.selectFrom('pcrs').select(['id', 'register_no', 'product_name', 'product_name_en']).execute(),

  /**
   * Every published or superseded version, handed over in id batches (a million rows never sit
   * in one result). The batches walk the primary key alone and the status is filtered here: a
   * status condition in SQL makes SQLite choose the status index and sort every batch.
   */
  async eachSearchableBatch(take: (rows: SearchableRow[]) => void) {
    const searchable = new Set<string>(SEARCHABLE_STATUSES);
    let after = 0;
    for (;;) {
      const batch = await db
        .selectFrom('epds')
        .select([
          'id',
          'company_id',
          'pcr_id',
          'product_name',
          'product_name_en',
          'holder_en',
          'registration_number',
          'issue_date',
          'expiry_date',
          'status',
          'published_at',
        ])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      take(batch.filter((row) => searchable.has(row.status)));
      if (batch.length < BATCH) return;
      after = (batch[batch.length - 1] as { id: number }).id;
    }
  },

  /** The card fields of these versions (any order). */
  cards: (ids: readonly number[]) =>
    db
      .selectFrom('epds as e')
      .innerJoin('companies as c', 'c.id', 'e.company_id')
      .innerJoin('pcrs as p', 'p.id', 'e.pcr_id')
      .select([
        'e.id',
        'e.business_id',
        'e.product_name',
        'e.product_name_en',
        'e.product_type',
        'e.company_id',
        'c.code as company_code',
        'c.name as company_name',
        'e.holder_en',
        'e.registration_number',
        'e.expiry_date',
        'e.status',
        'p.product_name as pcr_product_name',
        'p.product_name_en as pcr_product_name_en',
        'e.gwp100',
        'e.qr_attachment_id',
      ])
      .where('e.id', 'in', ids)
      .where('e.status', 'in', SEARCHABLE_STATUSES)
      .execute(),

  /** The current reports of these versions. */
  currentReports: (ids: readonly number[]) =>
    db
      .selectFrom('epd_reports')
      .select(['id', 'epd_id', 'lang', 'attachment_id'])
      .where('epd_id', 'in', ids)
      .where('current', '=', 1)
      .orderBy('id')
      .execute(),

  /** Ledger entries of these versions, oldest first (only what a card shows). */
  evidence: (ids: readonly number[]) =>
    db
      .selectFrom('evidence_ledger')
      .select(['epd_id', 'kind', 'report_id', 'entry_hash', 'created_at'])
      .where('epd_id', 'in', ids)
      .orderBy('id')
      .execute(),

  setting: (key: string) =>
    db.selectFrom('system_settings').select('value').where('key', '=', key).executeTakeFirst(),

  /** The QR image of a published or superseded version. */
  /** The business id of the version whose QR code the file is (any status: a withdrawn one's code still opens its page). */
  businessIdOfQr: async (attachmentId: number) =>
    (
      await db
        .selectFrom('epds')
        .select('business_id')
        .where('qr_attachment_id', '=', attachmentId)
        .executeTakeFirst()
    )?.business_id,

  qrOf: (epdId: number) =>
    db
      .selectFrom('epds')
      .select('qr_attachment_id')
      .where('id', '=', epdId)
      .where('status', 'in', SEARCHABLE_STATUSES)
      .executeTakeFirst(),

  /** Whether the file is a current report of a published or superseded version. */
});

export interface SearchableRow {
  id: number;
  company_id: number;
  pcr_id: number;
  product_name: string;
  product_name_en: string | null;
  holder_en: string | null;
  registration_number: string;
  issue_date: string;
  expiry_date: string;
  status: string;
  published_at: string | null;
}

export type SearchStore = ReturnType<typeof searchStore>;
