import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName, testConfig, testDatabase } from '../helper.ts';
import { changedTables, databaseFingerprint, type Fingerprint } from './db-fingerprint.ts';

describe(`the fuzz guard's database fingerprint (${engineName})`, () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let fingerprint: () => Promise<Fingerprint>;
  beforeAll(async () => {
    database = await testDatabase(testConfig());
    fingerprint = await databaseFingerprint(database.db, database.dialect);
  });
  afterAll(() => database.close());

  it('names each table a row was inserted into, changed in or deleted from', async () => {
    const db = database.db;
    let before = await fingerprint();
    await db.insertInto('system_settings').values({ key: 'fp', value: '1' }).execute();
    expect(changedTables(before, await fingerprint())).toEqual(['system_settings']);
    before = await fingerprint();
    await db.updateTable('system_settings').set({ value: '2' }).where('key', '=', 'fp').execute();
    await db.deleteFrom('system_settings').where('key', '=', 'fp').execute();
    expect(changedTables(before, await fingerprint())).toEqual(['system_settings']);
  });

  it('names none for a statement that touched no row, or a write rolled back', async () => {
    const db = database.db;
    const before = await fingerprint();
    await db.updateTable('system_settings').set({ value: 'x' }).where('key', '=', 'no such key').execute();
    await db.deleteFrom('feedback').where('id', '=', -1).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('system_settings').values({ key: 'gone', value: '1' }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});
