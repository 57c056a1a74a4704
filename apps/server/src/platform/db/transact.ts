import type { Kysely } from 'kysely';

/**
 * Work a transaction did outside the database (a file put in storage) is undone when the
 * transaction rolls back: `onRollback` registers the undo on the transaction it is given, and
 * `transact` runs the undos after a rollback. A file written in a transaction that was not
 * opened by `transact` (or outside any) keeps the old behaviour: nothing to undo.
 */
const undos = new WeakMap<object, (() => Promise<void>)[]>();

/** Registers an undo on `db` when it is a transaction opened by `transact`; false otherwise. */
export const onRollback = (db: object, undo: () => Promise<void>): boolean => {
  const list = undos.get(db);
  list?.push(undo);
  return list !== undefined;
};

/**
 * `db.transaction().execute(work)`, and after a rollback the undos registered in it, in reverse
 * order. An undo that fails is reported to `onUndoError` and does not hide the original error.
 */
export const transact = async <D, T>(
  db: Kysely<D>,
  work: (trx: Kysely<D>) => Promise<T>,
  onUndoError: (err: unknown) => void = () => {},
): Promise<T> => {
  let opened: Kysely<D> | undefined;
  try {
    return await db.transaction().execute((trx) => {
      opened = trx;
      undos.set(trx, []);
      return work(trx);
    });
  } catch (err) {
    const list = opened ? (undos.get(opened) ?? []) : [];
    for (const undo of list.reverse()) await undo().catch(onUndoError);
    throw err;
  } finally {
    if (opened) undos.delete(opened);
  }
};
