import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName, testConfig, testDatabase } from '../../test/helper.ts';
import type { Db } from './database.ts';
import { onRollback, transact } from './transact.ts';

describe(`transact (${engineName})`, () => {
  let database: Db;
  beforeAll(async () => {
    database = await testDatabase(testConfig());
  });
  afterAll(async () => {
    await database.close();
  });
  const settings = () => database.db.selectFrom('system_settings').select('key').execute();

  it('runs the undos of a rolled-back transaction, last first, and throws its error', async () => {
    const done: string[] = [];
    const undoErrors: unknown[] = [];
    const failure = new Error('refused');
    await expect(
      transact(
        database.db,
        async (trx) => {
          await trx.insertInto('system_settings').values({ key: 't1', value: 'x' }).execute();
          expect(onRollback(trx, async () => void done.push('first'))).toBe(true);
          onRollback(trx, async () => {
            throw new Error('undo failed');
          });
          onRollback(trx, async () => void done.push('third'));
          throw failure;
        },
        (err) => undoErrors.push(err),
      ),
    ).rejects.toBe(failure);
    expect(done).toEqual(['third', 'first']);
    expect(undoErrors).toHaveLength(1);
    expect((await settings()).map((s) => s.key)).not.toContain('t1');
  });

  it('runs no undo after a commit, and registers none outside its transactions', async () => {
    const done: string[] = [];
    const answer = await transact(database.db, async (trx) => {
      await trx.insertInto('system_settings').values({ key: 't2', value: 'x' }).execute();
      onRollback(trx, async () => void done.push('undo'));
      return 42;
    });
    expect(answer).toBe(42);
    expect(done).toEqual([]);
    expect((await settings()).map((s) => s.key)).toContain('t2');
    expect(onRollback(database.db, async () => {})).toBe(false);
    await database.db.transaction().execute(async (trx) => {
      expect(onRollback(trx, async () => {})).toBe(false);
    });
  });
});
