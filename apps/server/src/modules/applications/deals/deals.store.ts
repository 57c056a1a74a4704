import type { Kysely } from 'kysely';
import { changed } from '../../../platform/db/changed.ts';
import type {
  ApplicationContractsTable,
  ApplicationQuotesTable,
  Database,
} from '../../../platform/db/schema.ts';

/** The tables of the secretariat's offers: a decision works the same on both. */
export type DealTable = 'application_quotes' | 'application_contracts';

export type QuoteRow = Omit<ApplicationQuotesTable, 'id'> & { id: number };
export type ContractRow = Omit<ApplicationContractsTable, 'id'> & { id: number };

/** A contract's attachment ids as stored (a JSON array); anything unreadable counts as none. */
export const contractFileIds = (row: Pick<ContractRow, 'attachment_ids'>): number[] => {
  try {
    const value: unknown = JSON.parse(row.attachment_ids);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
};

/**
 * The SQL of quotes and contracts. A decision is a conditional UPDATE on the status it decides
 * from, so a double click, a retry or two colleagues at once decide it once.
 */
export const dealsStore = (db: Kysely<Database>) => ({
  quoteById: (id: number): Promise<QuoteRow | undefined> =>
    db.selectFrom('application_quotes').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Every quote of an application, oldest first, with its file's name. */
  quotesOf: (applicationId: number) =>
    db
      .selectFrom('application_quotes as q')
      .leftJoin('attachments as at', 'at.id', 'q.attachment_id')
      .selectAll('q')
      .select('at.file_name')
      .where('q.application_id', '=', applicationId)
      .orderBy('q.id')
      .execute(),

  insertQuote: async (values: Omit<QuoteRow, 'id'>) =>
    (await db.insertInto('application_quotes').values(values).returning('id').executeTakeFirstOrThrow()).id,

  contractById: (id: number): Promise<ContractRow | undefined> =>
    db.selectFrom('application_contracts').selectAll().where('id', '=', id).executeTakeFirst(),

  contractsOf: (applicationId: number): Promise<ContractRow[]> =>
    db
      .selectFrom('application_contracts')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute(),

  insertContract: async (values: Omit<ContractRow, 'id'>) =>
    (await db.insertInto('application_contracts').values(values).returning('id').executeTakeFirstOrThrow())
      .id,

  /** Decides a quote or contract still at `from` (a refusal with its reason); false when it was decided first. */
  decide: async (
    table: DealTable,
    id: number,
    from: number,
    d: { status: number; userId: number; at: string; reason: string | null },
  ) =>
    changed(
      await db
        .updateTable(table)
        .set({ status: d.status, decided_by: d.userId, decided_at: d.at, refusal_reason: d.reason })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst(),
    ),

  /** The status of a quote or contract, if it exists. */
  statusOf: async (table: DealTable, id: number) =>
    (await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst())?.status,

  /** The names of files by id. */
  fileNames: async (ids: readonly number[]) =>
    new Map(
      ids.length === 0
        ? []
        : (
            await db.selectFrom('attachments').select(['id', 'file_name']).where('id', 'in', ids).execute()
          ).map((r) => [r.id, r.file_name] as const),
    ),
});

export type DealsStore = ReturnType<typeof dealsStore>;
