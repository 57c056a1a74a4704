import { type MatrixProblem, matrixProblems, productStageGwp, type ResultsMatrix } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { appError } from '../../../platform/errors.ts';
import { type ResultSource, resultsStore, type StoredResultSet } from './results.store.ts';

export type { ResultSource, StoredResultSet };

/**
 * A refusal naming every problem of a matrix, each at its path under `prefix` (`results` for a
 * form, or where a reader found it), in the caller's language.
 */
export const matrixRefusal = (problems: readonly MatrixProblem[], prefix = 'results') =>
  appError('VALIDATION_FAILED', {
    fields: problems.map((p) => ({
      path: `${prefix}.${p.path}`,
      message: p.key,
      ...(p.params ? { values: p.params } : {}),
    })),
  });

/**
 * The catalogue's results matrices (decision 237): checked against EN 15804 and written once,
 * never changed; read back by id. Another module (an application, its LCA re-upload) writes its
 * product's matrix through `resultSetsFor(trx)` inside its own transaction and keeps the id.
 */
export const resultSetsFor = (db: Kysely<Database>) => ({
  /**
   * Checks and writes a matrix: refused (400, every problem named, nothing written) when it
   * breaks a rule. `isNew`: entered today, so EN 15804+A2 with EF 3.1 (an import of an older
   * +A1 record is not new). Answers the set's id and its derived product-stage GWP.
   */
  async create(
    matrix: ResultsMatrix,
    options: { source: ResultSource; isNew: boolean },
  ): Promise<{ id: number; gwpA1a3: number | null }> {
    const problems = matrixProblems(matrix, { isNew: options.isNew });
    if (problems.length > 0) throw matrixRefusal(problems);
    const gwpA1a3 = productStageGwp(matrix);
    const write = (trx: Kysely<Database>) =>
      resultsStore(trx).insert(matrix, { source: options.source, gwpA1a3, createdAt: nowIso() });
    const id = db.isTransaction ? await write(db) : await transact(db, write);
    return { id, gwpA1a3 };
  },

  /** The set of an id, or undefined. */
  async read(id: number): Promise<StoredResultSet | undefined> {
    return (await resultsStore(db).setsOf([id])).get(id);
  },

  /** The sets of several ids at once (a list of versions), by id. */
  readMany: (ids: readonly number[]) => resultsStore(db).setsOf(ids),
});
export type ResultSets = ReturnType<typeof resultSetsFor>;
