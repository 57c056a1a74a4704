import type { PcrRequestStatus } from '@steel-epd/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, PcrsTable } from '../../../platform/db/schema.ts';

/** A keyword as a LIKE pattern that matches it literally: its own % and _ are escaped with '!'. */
const containsPattern = (keyword: string) => `%${keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;

type PcrColumn =
  | 'p.product_name'
  | 'p.product_name_en'
  | 'p.register_no'
  | 'p.author'
  | 'p.author_en'
  | 'p.product_class'
  | 'p.product_class_en';

/**
 * Case-insensitive substring on both engines: lower() on both sides (SQLite's LIKE ignores case
 * only for ASCII, PostgreSQL's never does). A plain LIKE, not a trigram index: there are tens of
 * PCRs, and LIKE matches one- and two-character Chinese terms, which trigrams cannot.
 */
const like = (column: PcrColumn, pattern: string) =>
  sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like lower(${pattern}) escape '!'`;

export interface PcrFilter {
  registerNo?: string | undefined;
  keyword?: string | undefined;
  enabledOnly: boolean;
}

export type PcrValues = Omit<PcrsTable, 'id' | 'created_at' | 'updated_at'>;

/** A product category as the PCR links see it. */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name_zh: string;
  name_en: string;
}

/** PCRs and PCR requests: the catalogue module writes them; nobody else does. */
export const pcrsStore = (db: Kysely<Database>) => {
  const filtered = (filter: PcrFilter) => {
    let query = db.selectFrom('pcrs as p');
    if (filter.enabledOnly) query = query.where('p.enabled', '=', 1);
    if (filter.registerNo) query = query.where('p.register_no', '=', filter.registerNo);
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      query = query.where((eb) =>
        eb.or([
          like('p.product_name', pattern),
          like('p.product_name_en', pattern),
          like('p.register_no', pattern),
          like('p.author', pattern),
          like('p.author_en', pattern),
          like('p.product_class', pattern),
          like('p.product_class_en', pattern),
        ]),
      );
    }
    return query;
  };

  const requestsWithUser = () =>
    db.selectFrom('pcr_requests as r').leftJoin('users as u', 'u.id', 'r.user_id');

  return {
    options: () =>
      db
        .selectFrom('pcrs')
        .select(['id', 'register_no', 'product_name', 'product_name_en'])
        .where('enabled', '=', 1)
        .orderBy('register_no', 'asc')
        .execute(),

    page: (filter: PcrFilter, limit: number, offset: number) =>
      filtered(filter)
        .selectAll('p')
        .orderBy('p.register_no', 'asc')
        .orderBy('p.id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async (filter: PcrFilter) =>
      Number(
        (
          await filtered(filter)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    byId: (id: number) => db.selectFrom('pcrs').selectAll().where('id', '=', id).executeTakeFirst(),

    /** An enabled PCR by its register number (the application form names a PCR so). */
    enabledByRegisterNo: (registerNo: string) =>
      db
        .selectFrom('pcrs')
        .select('id')
        .where('register_no', '=', registerNo)
        .where('enabled', '=', 1)
        .executeTakeFirst(),

    /** Every product category (the applications module's tree, tens of rows), by sort. */
    categories: (): Promise<CategoryRow[]> =>
      db
        .selectFrom('product_categories')
        .select(['id', 'parent_id', 'name_zh', 'name_en'])
        .orderBy('sort', 'asc')
        .orderBy('id', 'asc')
        .execute(),

    /** The categories linked to these PCRs (decision 229). */
    categoryLinksOf: (pcrIds: readonly number[]) =>
      pcrIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('pcr_categories')
            .select(['pcr_id', 'category_id'])
            .where('pcr_id', 'in', pcrIds)
            .orderBy('category_id', 'asc')
            .execute(),

    /** A PCR's linked categories become exactly these. */
    setCategories: async (pcrId: number, categoryIds: readonly number[]) => {
      await db.deleteFrom('pcr_categories').where('pcr_id', '=', pcrId).execute();
      if (categoryIds.length > 0) {
        await db
          .insertInto('pcr_categories')
          .values(categoryIds.map((category_id) => ({ pcr_id: pcrId, category_id })))
          .execute();
      }
    },

    byRegisterNo: (registerNo: string) =>
      db.selectFrom('pcrs').select('id').where('register_no', '=', registerNo).executeTakeFirst(),

    /** Whether an enabled PCR offers this file as its Chinese or English document. */
    enabledWithFile: async (attachmentId: number) =>
      (await db
        .selectFrom('pcrs')
        .select('id')
        .where('enabled', '=', 1)
        .where((eb) =>
          eb.or([eb('cn_attachment_id', '=', attachmentId), eb('en_attachment_id', '=', attachmentId)]),
        )
        .executeTakeFirst()) !== undefined,

    insert: async (values: PcrValues, now: string) =>
      (
        await db
          .insertInto('pcrs')
          .values({ ...values, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (id: number, values: PcrValues, now: string) =>
      Number(
        (
          await db
            .updateTable('pcrs')
            .set({ ...values, updated_at: now })
            .where('id', '=', id)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    fileNames: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('attachments').select(['id', 'file_name']).where('id', 'in', ids).execute(),

    companyName: async (companyId: number) =>
      (await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst())
        ?.name ?? null,

    insertRequest: async (values: {
      user_id: number;
      company_id: number | null;
      company_name: string;
      product: string;
      created_at: string;
      active_key: string;
      description: string;
      standards: string;
      contact_name: string;
      contact_phone: string;
      contact_email: string;
      attachment_id: number | null;
    }) =>
      (
        await db
          .insertInto('pcr_requests')
          .values({
            ...values,
            status: 'pending',
            reason: null,
            decided_by: null,
            decided_at: null,
            step: 'submitted',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** The user's own requests, newest first. */
    requestsOf: (userId: number, limit: number, offset: number) =>
      db
        .selectFrom('pcr_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    requestCountOf: async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('pcr_requests')
            .select((e) => e.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Pending requests oldest first (a queue); decided ones newest decision first. */
    requestPage: (status: PcrRequestStatus, limit: number, offset: number) => {
      const query = requestsWithUser()
        .selectAll('r')
        .select('u.account as user_account')
        .where('r.status', '=', status);
      return (
        status === 'pending'
          ? query.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc')
          : query.orderBy('r.decided_at', 'desc').orderBy('r.id', 'desc')
      )
        .limit(limit)
        .offset(offset)
        .execute();
    },

    requestCount: async (status: PcrRequestStatus) =>
      Number(
        (
          await db
            .selectFrom('pcr_requests')
            .select((e) => e.fn.countAll().as('n'))
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    requestById: (id: number) =>
      db.selectFrom('pcr_requests').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The open (pending or accepted) request with this key, if any. */
    openRequestByKey: (activeKey: string) =>
      db.selectFrom('pcr_requests').selectAll().where('active_key', '=', activeKey).executeTakeFirst(),

    /**
     * Decides a pending request in one conditional update: of two parallel decisions exactly
     * one changes the row (the other sees status no longer pending and changes nothing).
     */
    decide: async (
      id: number,
      decision: { status: 'accepted' | 'declined'; reason: string | null; decidedBy: number; now: string },
    ) =>
      Number(
        (
          await db
            .updateTable('pcr_requests')
            .set({
              status: decision.status,
              reason: decision.reason,
              decided_by: decision.decidedBy,
              decided_at: decision.now,
              // A declined request no longer blocks a new one for the same product (decision 219).
              ...(decision.status === 'declined' ? { active_key: null } : {}),
            })
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** The steps the secretariat moved these requests to, in order, with the operator's account. */
    stepsOf: (requestIds: readonly number[]) =>
      requestIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('pcr_request_steps as s')
            .leftJoin('operators as o', 'o.id', 's.operator_id')
            .select(['s.request_id', 's.step', 's.note', 's.created_at', 'o.display_name as operator_name'])
            .where('s.request_id', 'in', requestIds)
            .orderBy('s.id', 'asc')
            .execute(),

    /**
     * Moves an accepted request from `from` to `to` in one conditional update (of two parallel
     * moves one wins); the last step finishes it and frees its key (decision 219, 221).
     */
    moveStep: async (id: number, from: string, to: string, finished: boolean) =>
      Number(
        (
          await db
            .updateTable('pcr_requests')
            .set({ step: to, ...(finished ? { status: 'finished', active_key: null } : {}) })
            .where('id', '=', id)
            .where('status', '=', 'accepted')
            .where('step', '=', from)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    insertStep: (values: {
      request_id: number;
      step: string;
      note: string | null;
      operator_id: number;
      created_at: string;
    }) => db.insertInto('pcr_request_steps').values(values).execute(),
  };
};

export type PcrsStore = ReturnType<typeof pcrsStore>;
