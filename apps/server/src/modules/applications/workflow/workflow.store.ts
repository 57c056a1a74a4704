import { APPLY_STAGE, USER_STATUS } from '@steel-epd/contract';
import { type Kysely, sql } from 'kysely';
import { changed } from '../../../platform/db/changed.ts';
import type { ApplicationEventsTable, ApplicationsTable, Database } from '../../../platform/db/schema.ts';

export type ApplicationRow = Omit<ApplicationsTable, 'id'> & { id: number };
export type EventValues = Omit<ApplicationEventsTable, 'id'>;

/** The secretariat's queue filters, with the submission days already turned into instants. */
export interface QueueFilter {
  stage?: number | undefined;
  productType?: string | undefined;
  /** A part of the company's name, case-insensitive. */
  company?: string | undefined;
  /** created_at >= fromAt, created_at < toBefore (ISO instants). */
  fromAt?: string | undefined;
  toBefore?: string | undefined;
}

/** A keyword as a LIKE pattern that matches it literally: its own % and _ are escaped with '!'. */
const containsPattern = (keyword: string) => `%${keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** What a conditional update of an application's row must still find. */
export interface RowGuard {
  /** The stage it must be at (any when left out). */
  stage?: number;
  quoteStatus?: readonly number[];
  contractStatus?: readonly number[];
  /** The LCA validation status must not be one of these. */
  lcaNot?: readonly number[];
  lcaIn?: readonly number[];
  /** The quote or contract status must not be one of these. */
  quoteNot?: readonly number[];
  contractNot?: readonly number[];
  /** A resubmission must be asked for (resubmit_note set: decision 196). */
  resubmitAsked?: boolean;
}

/**
 * The SQL of applications as the secretariat reads and moves them, and of their timeline. Every
 * change is a conditional UPDATE (the guard is the state the caller saw), so two requests at
 * once cannot both pass: the second finds no row and the caller answers a conflict.
 */
export const workflowStore = (db: Kysely<Database>) => {
  const filtered = (filter: QueueFilter, withStage: boolean) => {
    let q = db.selectFrom('applications as a');
    if (withStage && filter.stage !== undefined) q = q.where('a.stage', '=', filter.stage);
    if (filter.productType) q = q.where('a.product_type', '=', filter.productType);
    if (filter.company) {
      const pattern = containsPattern(filter.company);
      // lower() on both sides: SQLite's LIKE ignores case only for ASCII, PostgreSQL's never does.
      q = q.where(sql<boolean>`lower(a.company_name) like lower(${pattern}) escape '!'`);
    }
    if (filter.fromAt) q = q.where('a.created_at', '>=', filter.fromAt);
    if (filter.toBefore) q = q.where('a.created_at', '<', filter.toBefore);
    return q;
  };

  /** Applications with their PCR's number and name and the applicant's account and name. */
  const named = (q: ReturnType<typeof filtered>) =>
    q
      .leftJoin('pcrs as p', 'p.id', 'a.pcr_id')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .selectAll('a')
      .select([
        'p.register_no as pcr_register_no',
        'p.product_name as pcr_name',
        'p.product_name_en as pcr_name_en',
        'u.account as applicant_account',
        'u.user_name as applicant_name',
      ]);

  return {
    byId: (id: number): Promise<ApplicationRow | undefined> =>
      db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst(),

    page: (filter: QueueFilter, limit: number, offset: number) =>
      named(filtered(filter, true))
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async (filter: QueueFilter) =>
      Number(
        (
          await filtered(filter, true)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** How many applications each stage holds under the filters other than the stage. */
    countsByStage: async (filter: QueueFilter) =>
      (
        await filtered(filter, false)
          .select(['a.stage', (e) => e.fn.countAll().as('n')])
          .groupBy('a.stage')
          .execute()
      ).map((r) => ({ stage: r.stage, count: Number(r.n) })),

    /** One application as the detail shows it: with its PCR and applicant. */
    withNames: (id: number) =>
      named(db.selectFrom('applications as a')).where('a.id', '=', id).executeTakeFirst(),

    /** The entries of applications, in the form's order, with their category, technology and record. */
    products: (applicationIds: readonly number[]) =>
      applicationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('application_products as ap')
            .leftJoin('product_categories as pc', 'pc.id', 'ap.category_id')
            .leftJoin('lca_technologies as lt', 'lt.id', 'ap.technology_id')
            .leftJoin('epds as e', 'e.id', 'ap.epd_id')
            .selectAll('ap')
            .select([
              'pc.name_zh as category_zh',
              'pc.name_en as category_en',
              'lt.name_zh as technology_zh',
              'lt.name_en as technology_en',
              'e.registration_number',
            ])
            .where('ap.application_id', 'in', applicationIds)
            .orderBy('ap.application_id')
            .orderBy('ap.sort')
            .orderBy('ap.id')
            .execute(),

    /** Every version of every file of an application, with its name. */
    files: (applicationId: number) =>
      db
        .selectFrom('application_files as f')
        .leftJoin('attachments as at', 'at.id', 'f.attachment_id')
        .selectAll('f')
        .select('at.file_name')
        .where('f.application_id', '=', applicationId)
        .orderBy('f.product_id')
        .orderBy('f.kind')
        .orderBy('f.version', 'desc')
        .execute(),

    /** The timeline, oldest first, with the operator's username or the user's account. */
    events: (applicationId: number) =>
      db
        .selectFrom('application_events as ev')
        .leftJoin('operators as o', (j) =>
          j.onRef('o.id', '=', 'ev.actor_id').on('ev.actor_kind', '=', 'operator'),
        )
        .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'ev.actor_id').on('ev.actor_kind', '=', 'user'))
        .selectAll('ev')
        .select(['o.username as operator_username', 'u.account as user_account'])
        .where('ev.application_id', '=', applicationId)
        .orderBy('ev.id')
        .execute(),

    /** Entries without a current LCA report or data collection sheet (decision 111, 30 → 40). */
    /** The entries that lack a current LCA report or data sheet (needed before independent verification). */
    entriesMissingFiles: async (applicationId: number) => {
      const products = await db
        .selectFrom('application_products')
        .select('id')
        .where('application_id', '=', applicationId)
        .execute();
      const current = await db
        .selectFrom('application_files')
        .select(['product_id', 'kind'])
        .where('application_id', '=', applicationId)
        .where('current', '=', 1)
        .execute();
      const has = (productId: number, kind: string) =>
        current.some((f) => f.product_id === productId && f.kind === kind);
      return products.filter((p) => !has(p.id, 'lca') || !has(p.id, 'data')).map((p) => p.id);
    },

    /**
     * Changes an application's row only while it is still as the guard says; false when another
     * request changed it first.
     */
    update: async (id: number, guard: RowGuard, values: Partial<Omit<ApplicationRow, 'id'>>) => {
      let q = db.updateTable('applications').set(values).where('id', '=', id);
      if (guard.stage !== undefined) q = q.where('stage', '=', guard.stage);
      if (guard.quoteStatus) q = q.where('quote_status', 'in', guard.quoteStatus);
      if (guard.quoteNot) q = q.where('quote_status', 'not in', guard.quoteNot);
      if (guard.contractStatus) q = q.where('contract_status', 'in', guard.contractStatus);
      if (guard.contractNot) q = q.where('contract_status', 'not in', guard.contractNot);
      if (guard.lcaIn) q = q.where('lca_validate_status', 'in', guard.lcaIn);
      if (guard.lcaNot) q = q.where('lca_validate_status', 'not in', guard.lcaNot);
      if (guard.resubmitAsked) q = q.where('resubmit_note', 'is not', null);
      return changed(await q.executeTakeFirst());
    },

    insertEvent: async (values: EventValues) =>
      (await db.insertInto('application_events').values(values).returning('id').executeTakeFirstOrThrow()).id,

    /** Links an entry to the catalogue record published from it. */
    setProductEpd: async (productId: number, epdId: number) =>
      changed(
        await db
          .updateTable('application_products')
          .set({ epd_id: epdId })
          .where('id', '=', productId)
          .where('epd_id', 'is', null)
          .executeTakeFirst(),
      ),

    /** The company's users who are told about its applications: members now, accounts not closed. */
    companyUsers: (companyId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'account', 'account_type', 'lang'])
        .where('company_id', '=', companyId)
        .where('user_status', '!=', USER_STATUS.closed)
        .orderBy('id')
        .execute(),

    companyEmail: async (companyId: number) =>
      (await db.selectFrom('companies').select('email').where('id', '=', companyId).executeTakeFirst())
        ?.email ?? null,
  };
};

export type WorkflowStore = ReturnType<typeof workflowStore>;

/** The stages in order (10 … 70). */
export const STAGES = Object.values(APPLY_STAGE) as number[];
