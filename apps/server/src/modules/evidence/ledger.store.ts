import { type Kysely, sql } from 'kysely';
import type { Database, EvidenceLedgerTable } from '../../platform/db/schema.ts';

export type LedgerRow = {
  id: number;
} & Omit<EvidenceLedgerTable, 'id'>;

/** The report entries of the ledger with the EPD and the report row they name. */
const reportEntries = (db: Kysely<Database>) =>
  db
    .selectFrom('evidence_ledger as l')
    .innerJoin('epds as e', 'e.id', 'l.epd_id')
    .leftJoin('epd_reports as r', 'r.id', 'l.report_id')
    .select([
      'l.id',
      'l.lang',
      'l.entry_hash',
      'l.created_at',
      'e.registration_number',
      'e.product_name',
      'e.product_name_en',
      'e.status',
      'e.expiry_date',
      'e.business_id',
      'r.current',
    ])
    .where('l.kind', '=', 'EPD_REPORT');

/**
 * The evidence ledger's SQL. It only ever inserts: there is no update and no delete here, and
 * nothing else writes the table.
 */
export const ledgerStore = (db: Kysely<Database>) => ({
  /** The last entry (the head), or undefined when the ledger is empty. */
  head: (): Promise<LedgerRow | undefined> =>
    db.selectFrom('evidence_ledger').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst(),

  insert: (row: Omit<EvidenceLedgerTable, 'id'>) =>
    db.insertInto('evidence_ledger').values(row).returning('id').executeTakeFirstOrThrow(),

  /** Entries in chain order, a batch after `afterId`: the whole ledger is walked this way. */
  batchAfter: (afterId: number, limit: number): Promise<LedgerRow[]> =>
    db
      .selectFrom('evidence_ledger')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id', 'asc')
      .limit(limit)
      .execute(),

  ofEpd: (epdId: number): Promise<LedgerRow[]> =>
    db.selectFrom('evidence_ledger').selectAll().where('epd_id', '=', epdId).orderBy('id', 'asc').execute(),

  /** Report entries with this digest, with the EPD and the report row they name. */
  reportsByDigest: (digest: string) =>
    reportEntries(db)
      .select(sql<string | null>`null`.as('copy_issued_at'))
      .where('l.digest', '=', digest)
      .orderBy('l.id', 'asc')
      .limit(20)
      .execute(),

  /**
   * The entries of the reports a stamped copy with this digest was made from (the catalogue's
   * report_copies, issue 28), with when the copy was issued.
   */
  copiesByDigest: (digest: string) =>
    reportEntries(db)
      .innerJoin('report_copies as c', 'c.report_id', 'l.report_id')
      .select('c.created_at as copy_issued_at')
      .where('c.sha256', '=', digest)
      .orderBy('c.id', 'asc')
      .limit(20)
      .execute(),

  /**
   * Each UTC day's last entry and the chain's length then, newest day first. The day is the
   * first 10 characters of created_at (ISO-8601 UTC text on both engines).
   */
  heads: (limit: number, offset: number) =>
    db
      .selectFrom('evidence_ledger as l')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('evidence_ledger')
            .select([sql<string>`substr(created_at, 1, 10)`.as('day'), (e) => e.fn.max('id').as('last_id')])
            .groupBy(sql`substr(created_at, 1, 10)`)
            .as('d'),
        (join) => join.onRef('d.last_id', '=', 'l.id'),
      )
      .select([
        'd.day',
        'l.id',
        'l.entry_hash',
        (eb) =>
          eb
            .selectFrom('evidence_ledger as c')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('c.id', '<=', 'l.id')
            .as('entries'),
      ])
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),

  dayCount: async () =>
    Number(
      (
        await db
          .selectFrom('evidence_ledger')
          .select(sql<number>`count(distinct substr(created_at, 1, 10))`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
});
