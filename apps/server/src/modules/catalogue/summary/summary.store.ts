import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

/**
 * The SQL of the phone summary, the full report and access records. It reads epds and
 * epd_reports (the catalogue's own), users and companies (the viewer, read only) and writes
 * access_records and report_copies.
 */
const reports = (db: Kysely<Database>) =>
  db
    .selectFrom('epd_reports')
    .innerJoin('epds', 'epds.id', 'epd_reports.epd_id')
    .select([
      'epd_reports.id',
      'epd_reports.epd_id',
      'epd_reports.lang',
      'epd_reports.attachment_id',
      'epd_reports.current',
      'epds.status',
      'epds.registration_number',
      'epds.product_name',
      'epds.product_name_en',
    ]);

export const summaryStore = (db: Kysely<Database>) => ({
  /** An EPD version by its public id, with the public id of the version that renewed it. */
  epdByBusinessId: (businessId: string) =>
    db
      .selectFrom('epds')
      .leftJoin('epds as newer', 'newer.id', 'epds.superseded_by_id')
      .select([
        'epds.id',
        'epds.registration_number',
        'epds.product_name',
        'epds.product_name_en',
        'epds.gwp100',
        'epds.holder_zh',
        'epds.holder_en',
        'epds.site_zh',
        'epds.site_en',
        'epds.issue_date',
        'epds.expiry_date',
        'epds.status',
        'newer.business_id as superseded_by',
      ])
      .where('epds.business_id', '=', businessId)
      .executeTakeFirst(),

  /** The business ids of a version's current reports, by language. */
  currentReports: (epdId: number) =>
    db
      .selectFrom('epd_reports')
      .select(['lang', 'business_id'])
      .where('epd_id', '=', epdId)
      .where('current', '=', 1)
      .orderBy('id', 'desc')
      .execute(),

  /** A report by its public id, with the status of its EPD version. */
  reportByBusinessId: (businessId: string) =>
    reports(db).where('epd_reports.business_id', '=', businessId).executeTakeFirst(),

  /** A report by its file (the search card names reports by attachment id); the current one first. */
  reportByAttachmentId: (attachmentId: number) =>
    reports(db)
      .where('epd_reports.attachment_id', '=', attachmentId)
      .orderBy('epd_reports.current', 'desc')
      .executeTakeFirst(),

  /**
   * A version's current reports, by the version's public id: /apppdf/{id} is also opened with
   * the EPD's own id, which the phone login keeps (decision 206).
   */
  currentReportsOfEpdBusinessId: (businessId: string) =>
    reports(db).where('epds.business_id', '=', businessId).where('epd_reports.current', '=', 1).execute(),

  /** A version's current reports, by its id (GET /p/epd/download/{id}). */
  currentReportsOfEpd: (epdId: number) =>
    reports(db).where('epd_reports.epd_id', '=', epdId).where('epd_reports.current', '=', 1).execute(),

  /** Who is reading: their login, registration audit status and company name. */
  viewer: (userId: number) =>
    db
      .selectFrom('users')
      .leftJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.account', 'users.audit_status', 'companies.name as company_name'])
      .where('users.id', '=', userId)
      .executeTakeFirst(),

  /** A stamped copy given to a reader, by its digest (issue 28). */
  insertCopy: async (row: { report_id: number; user_id: number; sha256: string; created_at: string }) => {
    await db.insertInto('report_copies').values(row).execute();
  },

  insertAccessRecord: (row: {
    epd_id: number;
    report_id: number | null;
    access_page: string;
    user_id: number | null;
    created_at: string;
  }) => db.insertInto('access_records').values(row).execute(),
});

export type SummaryStore = ReturnType<typeof summaryStore>;
