import { type Kysely, sql } from 'kysely';
import type { Database, EpdStatus, EpdsTable } from '../../../platform/db/schema.ts';

/** The access pages of access_records (spec 02 §7 /n/access/records/create). */
export const ACCESS_PAGE = { summary: 'ProductInformation', report: 'ProductPdf' } as const;

export interface EpdListFilter {
  status?: EpdStatus;
  keyword?: string;
  companyId?: number;
}

/** `%` and `_` match themselves in a LIKE pattern with `escape '\'`. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type EpdValues = Omit<EpdsTable, 'id'>;

/**
 * The publishing side's SQL over epds and epd_reports (the catalogue module owns them). The
 * readers (search, summary) have their own queries.
 */
export const recordsStore = (db: Kysely<Database>) => {
  const withNames = () =>
    db
      .selectFrom('epds as e')
      .innerJoin('companies as c', 'c.id', 'e.company_id')
      .innerJoin('pcrs as p', 'p.id', 'e.pcr_id')
      .selectAll('e')
      .select([
        'c.name as company_name',
        'p.register_no as pcr_register_no',
        'p.product_name as pcr_product_name',
        'p.product_name_en as pcr_product_name_en',
      ]);

  const filtered = (filter: EpdListFilter) => {
    let q = db.selectFrom('epds as e').innerJoin('companies as c', 'c.id', 'e.company_id');
    if (filter.status) q = q.where('e.status', '=', filter.status);
    if (filter.companyId) q = q.where('e.company_id', '=', filter.companyId);
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
    return q;
  };

  return {
    byId: (id: number) => withNames().where('e.id', '=', id).executeTakeFirst(),

    page: (filter: EpdListFilter, limit: number, offset: number) =>
      filtered(filter)
        .selectAll('e')
        .select('c.name as company_name')
        .orderBy('e.updated_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async (filter: EpdListFilter) =>
      Number(
        (
          await filtered(filter)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    insert: async (values: EpdValues) =>
      (await db.insertInto('epds').values(values).returning('id').executeTakeFirstOrThrow()).id,

    /** Changes a record only while it has the expected status; false when it had another. */
    update: async (id: number, expected: EpdStatus, values: Partial<EpdValues>) => {
      const res = await db
        .updateTable('epds')
        .set(values)
        .where('id', '=', id)
        .where('status', '=', expected)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    registrationTaken: async (registrationNumber: string, exceptId: number | null) => {
      let q = db.selectFrom('epds').select('id').where('registration_number', '=', registrationNumber);
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    company: (id: number) =>
      db.selectFrom('companies').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst(),
    pcr: (id: number) =>
      db.selectFrom('pcrs').select(['id', 'enabled']).where('id', '=', id).executeTakeFirst(),

    certifiedCompanies: () =>
      db.selectFrom('companies').select(['id', 'name']).where('status', '=', 1).orderBy('name').execute(),
    enabledPcrs: () =>
      db
        .selectFrom('pcrs')
        .select(['id', 'register_no', 'product_name', 'product_name_en'])
        .where('enabled', '=', 1)
        .orderBy('register_no')
        .execute(),

    /** Whether another record already uses this file (as a report or its data file). */
    fileUsedElsewhere: async (attachmentId: number, epdId: number | null) => {
      let reports = db.selectFrom('epd_reports').select('id').where('attachment_id', '=', attachmentId);
      let data = db.selectFrom('epds').select('id').where('data_attachment_id', '=', attachmentId);
      if (epdId !== null) {
        reports = reports.where('epd_id', '!=', epdId);
        data = data.where('id', '!=', epdId);
      }
      return (
        (await reports.executeTakeFirst()) !== undefined || (await data.executeTakeFirst()) !== undefined
      );
    },

    reportsOf: (epdId: number) =>
      db
        .selectFrom('epd_reports as r')
        .leftJoin('attachments as a', 'a.id', 'r.attachment_id')
        .selectAll('r')
        .select('a.file_name')
        .where('r.epd_id', '=', epdId)
        .orderBy('r.id', 'asc')
        .execute(),

    insertReport: async (values: {
      epd_id: number;
      lang: string;
      business_id: string;
      attachment_id: number;
      sha256: string;
      current: number;
      created_at: string;
    }) => (await db.insertInto('epd_reports').values(values).returning('id').executeTakeFirstOrThrow()).id,

    /** The digest of a report's file, kept when it is published (the ledger entry names it). */
    setReportDigest: (id: number, sha256: string) =>
      db.updateTable('epd_reports').set({ sha256 }).where('id', '=', id).execute(),

    retireReport: (id: number) =>
      db.updateTable('epd_reports').set({ current: 0 }).where('id', '=', id).execute(),

    /** A draft's chosen file is replaced: a draft's report rows were never public. */
    deleteDraftReport: (id: number) => db.deleteFrom('epd_reports').where('id', '=', id).execute(),

    accessOf: async (epdId: number) => {
      const rows = await db
        .selectFrom('access_records')
        .select(['access_page', (e) => e.fn.countAll().as('n'), (e) => e.fn.max('created_at').as('last')])
        .where('epd_id', '=', epdId)
        .groupBy('access_page')
        .execute();
      const n = (page: string) => Number(rows.find((r) => r.access_page === page)?.n ?? 0);
      const last = rows
        .map((r) => r.last as string | null)
        .filter((v): v is string => !!v)
        .sort()
        .at(-1);
      return {
        summaryViews: n(ACCESS_PAGE.summary),
        reportViews: n(ACCESS_PAGE.report),
        lastViewAt: last ?? null,
      };
    },

    /** Views per EPD, most viewed first. */
    accessPage: (limit: number, offset: number) =>
      db
        .selectFrom('access_records as a')
        .innerJoin('epds as e', 'e.id', 'a.epd_id')
        .select([
          'e.id',
          'e.registration_number',
          'e.product_name',
          (eb) =>
            eb.fn
              .sum<number>(eb.case().when('a.access_page', '=', ACCESS_PAGE.summary).then(1).else(0).end())
              .as('summary_views'),
          (eb) =>
            eb.fn
              .sum<number>(eb.case().when('a.access_page', '=', ACCESS_PAGE.report).then(1).else(0).end())
              .as('report_views'),
          (eb) => eb.fn.max('a.created_at').as('last_view'),
          (eb) => eb.fn.countAll().as('total'),
        ])
        .groupBy(['e.id', 'e.registration_number', 'e.product_name'])
        .orderBy('total', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    accessCount: async () =>
      Number(
        (
          await db
            .selectFrom('access_records')
            .select(sql<number>`count(distinct epd_id)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    versionLinks: (id: number) =>
      db
        .selectFrom('epds')
        .select(['id', 'registration_number', 'status', 'published_at', 'previous_id', 'superseded_by_id'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
};

export type RecordsStore = ReturnType<typeof recordsStore>;
export type EpdWithNames = NonNullable<Awaited<ReturnType<RecordsStore['byId']>>>;
