import { APPLY_STAGE, type ApplicationFileKind, LCA_VALIDATE_STATUS } from '@steel-epd/contract';
import type { Insertable, Kysely } from 'kysely';
import type {
  ApplicationEventsTable,
  ApplicationFilesTable,
  ApplicationProductsTable,
  ApplicationsTable,
  Database,
} from '../../../platform/db/schema.ts';

/** The events that bring an application to a stage (their `stage` is the stage reached). */
export const STAGE_EVENT_KINDS = ['submitted', 'advanced', 'movedBack', 'resubmitted', 'released'] as const;

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

/**
 * The applicant's side of applications: the application, its entries, their files and its
 * timeline. It reads the company, the PCR and the catalogue records it points at.
 */
export const applyStore = (db: Kysely<Database>) => ({
  /**
   * Whether a file of the application was uploaded into it after the latest request for
   * corrected data (true when none was ever asked for through the workflow).
   */
  async fileSinceCorrectionAsked(applicationId: number): Promise<boolean> {
    const asked = await db
      .selectFrom('application_events')
      .select('created_at')
      .where('application_id', '=', applicationId)
      .where('kind', '=', 'lcaCorrectionAsked')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!asked) return true;
    const file = await db
      .selectFrom('application_files')
      .select('id')
      .where('application_id', '=', applicationId)
      .where('created_at', '>', asked.created_at)
      .executeTakeFirst();
    return file !== undefined;
  },

  company: (id: number) =>
    db.selectFrom('companies').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst(),

  enabledPcr: (registerNo: string) =>
    db
      .selectFrom('pcrs')
      .select('id')
      .where('register_no', '=', registerNo)
      .where('enabled', '=', 1)
      .executeTakeFirst(),

  byRequestKey: (userId: number, requestKey: string) =>
    db
      .selectFrom('applications')
      .select('id')
      .where('user_id', '=', userId)
      .where('request_key', '=', requestKey)
      .executeTakeFirst(),

  /** Which of these files some application entry already uses. */
  usedFiles: async (attachmentIds: readonly number[]): Promise<Set<number>> =>
    new Set(
      attachmentIds.length === 0
        ? []
        : (
            await db
              .selectFrom('application_files')
              .select('attachment_id')
              .where('attachment_id', 'in', attachmentIds)
              .execute()
          ).map((r) => r.attachment_id),
    ),

  insertApplication: async (row: Insertable<ApplicationsTable>) =>
    (await db.insertInto('applications').values(row).returning('id').executeTakeFirstOrThrow()).id,

  insertProduct: async (row: Insertable<ApplicationProductsTable>) =>
    (await db.insertInto('application_products').values(row).returning('id').executeTakeFirstOrThrow()).id,

  insertFile: (row: Insertable<ApplicationFilesTable>) =>
    db.insertInto('application_files').values(row).execute(),

  insertEvent: (row: Insertable<ApplicationEventsTable>) =>
    db.insertInto('application_events').values(row).execute(),

  /** A company's applications with their PCR's names, newest first. */
  ofCompany: (companyId: number, productType: string | undefined) => {
    let query = db
      .selectFrom('applications as a')
      .innerJoin('pcrs as p', 'p.id', 'a.pcr_id')
      .selectAll('a')
      .select(['p.product_name as pcr_name', 'p.product_name_en as pcr_name_en'])
      .where('a.company_id', '=', companyId);
    if (productType) query = query.where('a.product_type', '=', productType);
    return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();
  },

  /** The entries' names of these applications, in their form order. */
  productNames: (applicationIds: readonly number[]) =>
    applicationIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('application_products')
          .select(['application_id', 'product_name'])
          .where('application_id', 'in', applicationIds)
          .orderBy('application_id', 'asc')
          .orderBy('sort', 'asc')
          .execute(),

  byId: (id: number) => db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst(),

  stageEvents: (applicationId: number) =>
    db
      .selectFrom('application_events')
      .select(['id', 'kind', 'stage', 'note', 'created_at'])
      .where('application_id', '=', applicationId)
      .where('kind', 'in', STAGE_EVENT_KINDS)
      .orderBy('id', 'asc')
      .execute(),

  /** An application's entries with their category and technology names. */
  products: (applicationId: number) =>
    db
      .selectFrom('application_products as p')
      .leftJoin('product_categories as c', 'c.id', 'p.category_id')
      .leftJoin('lca_technologies as t', 't.id', 'p.technology_id')
      .selectAll('p')
      .select([
        'c.name_zh as category_zh',
        'c.name_en as category_en',
        't.name_zh as technology_zh',
        't.name_en as technology_en',
      ])
      .where('p.application_id', '=', applicationId)
      .orderBy('p.sort', 'asc')
      .execute(),

  product: (id: number) =>
    db.selectFrom('application_products').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Every file version of an application with its name. */
  files: (applicationId: number) =>
    db
      .selectFrom('application_files as f')
      .innerJoin('attachments as a', 'a.id', 'f.attachment_id')
      .select([
        'f.product_id',
        'f.kind',
        'f.attachment_id',
        'f.version',
        'f.current',
        'f.created_at',
        'a.file_name',
      ])
      .where('f.application_id', '=', applicationId)
      .orderBy('f.version', 'desc')
      .execute(),

  /** The catalogue records published from these entries, with every report version. */
  releasedReports: (epdIds: readonly number[]) =>
    epdIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('epds as e')
          .leftJoin('epd_reports as r', 'r.epd_id', 'e.id')
          .leftJoin('attachments as a', 'a.id', 'r.attachment_id')
          .select([
            'e.id as epd_id',
            'e.registration_number',
            'e.status',
            'r.id as report_id',
            'r.lang',
            'r.attachment_id',
            'r.current',
            'r.created_at',
            'a.file_name',
          ])
          .where('e.id', 'in', epdIds)
          .orderBy('r.id', 'asc')
          .execute(),

  lastVersion: async (productId: number, kind: ApplicationFileKind) =>
    (
      await db
        .selectFrom('application_files')
        .select((e) => e.fn.max('version').as('v'))
        .where('product_id', '=', productId)
        .where('kind', '=', kind)
        .executeTakeFirst()
    )?.v ?? 0,

  retireFiles: (productId: number, kind: ApplicationFileKind) =>
    db
      .updateTable('application_files')
      .set({ current: 0 })
      .where('product_id', '=', productId)
      .where('kind', '=', kind)
      .where('current', '=', 1)
      .execute(),

  /**
   * Changes an application while corrected data is asked for (lcaValidateStatus 2), as a
   * conditional update: false when it no longer is. On PostgreSQL the row stays locked until
   * the change commits, so a file replacement and a confirmation cannot interleave. Confirming
   * sets the status to 0 here, so it happens once.
   */
  updateWhileCorrectionAsked: async (id: number, set: { updated_at: string; lca_validate_status?: number }) =>
    changed(
      await db
        .updateTable('applications')
        .set(set)
        .where('id', '=', id)
        .where('lca_validate_status', '=', LCA_VALIDATE_STATUS.correctionAsked)
        .executeTakeFirstOrThrow(),
    ),

  /**
   * Touches an application while its files may be replaced, as a conditional update: corrected
   * data asked for, or a resubmission asked for at stage 10 (decision 196); false otherwise.
   */
  updateWhileFilesAsked: async (id: number, set: { updated_at: string }) =>
    changed(
      await db
        .updateTable('applications')
        .set(set)
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('lca_validate_status', '=', LCA_VALIDATE_STATUS.correctionAsked),
            eb.and([eb('stage', '=', APPLY_STAGE.application), eb('resubmit_note', 'is not', null)]),
          ]),
        )
        .executeTakeFirstOrThrow(),
    ),

  /**
   * What the company's cards flag (decision 196) and link to: the newest stage event of each
   * application, the newest quote's and contract's refusal reason, and the released records.
   */
  cardFacts: async (applicationIds: readonly number[]) => {
    if (applicationIds.length === 0) return { events: [], quotes: [], contracts: [], epds: [] };
    const [events, quotes, contracts, epds] = await Promise.all([
      db
        .selectFrom('application_events')
        .select(['application_id', 'kind', 'note', 'created_at'])
        .where('application_id', 'in', applicationIds)
        .where('kind', 'in', [...STAGE_EVENT_KINDS, 'quoteRejected', 'contractRefused'])
        .orderBy('id', 'asc')
        .execute(),
      db
        .selectFrom('application_quotes')
        .select(['application_id', 'refusal_reason'])
        .where('application_id', 'in', applicationIds)
        .orderBy('id', 'asc')
        .execute(),
      db
        .selectFrom('application_contracts')
        .select(['application_id', 'refusal_reason'])
        .where('application_id', 'in', applicationIds)
        .orderBy('id', 'asc')
        .execute(),
      db
        .selectFrom('application_products as p')
        .innerJoin('epds as e', 'e.id', 'p.epd_id')
        .select([
          'p.application_id',
          'p.product_name',
          'e.id as epd_id',
          'e.registration_number',
          'e.status',
          'e.business_id',
        ])
        .where('p.application_id', 'in', applicationIds)
        .orderBy('p.application_id', 'asc')
        .orderBy('p.sort', 'asc')
        .execute(),
    ]);
    return { events, quotes, contracts, epds };
  },

  /** The applicant's own timeline: every event but the messages and single file replacements. */
  applicantEvents: (applicationId: number, kinds: readonly string[]) =>
    db
      .selectFrom('application_events')
      .select(['id', 'kind', 'stage', 'note', 'actor_kind', 'created_at'])
      .where('application_id', '=', applicationId)
      .where('kind', 'in', kinds)
      .orderBy('id', 'asc')
      .execute(),
});

export type ApplyStore = ReturnType<typeof applyStore>;
