import { matrixProblems, productStageGwp, type ResultsMatrix } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/database.ts';
import { transact } from '../../../platform/db/transact.ts';
import { AppError } from '../../../platform/errors.ts';
import { engineName, testConfig, testDatabase } from '../../../test/helper.ts';
import { demoMatrix } from './demo-matrix.ts';
import { resultSetsFor } from './results.ts';

describe('demo matrices', () => {
  it.each([
    ['BF-BOF', 0.12, 2105],
    ['EAF-SCRAP', 0.92, 694.8],
    ['DRI-EAF', 0.4, 1210],
    [null, null, 1985],
  ])('keep every EN 15804+A2 rule and the record’s GWP (%s, %s, %s)', (route, recycledContent, gwpA1a3) => {
    const m = demoMatrix({ route, recycledContent, gwpA1a3 });
    expect(matrixProblems(m, { isNew: true })).toEqual([]);
    expect(productStageGwp(m)).toBeCloseTo(gwpA1a3, 0);
    // The scrap credit shrinks as more scrap goes in: an arc furnace on scrap has almost none.
    const credit = m.values['GWP-total']?.D ?? 0;
    expect(credit).toBeLessThan(0);
    expect(Math.abs(credit)).toBeLessThan(1600);
  });
});

describe(`result sets (${engineName})`, () => {
  let database: Db;
  beforeAll(async () => {
    database = await testDatabase(testConfig());
  });
  afterAll(async () => {
    await database.close();
  });
  const counts = async () => ({
    sets: (await database.db.selectFrom('result_sets').select('id').execute()).length,
    values: (await database.db.selectFrom('result_values').select('set_id').execute()).length,
  });

  it('writes a matrix once and reads it back as it was, with its product-stage GWP', async () => {
    const matrix = demoMatrix({ route: 'BF-BOF', recycledContent: 0.12, gwpA1a3: 2105 });
    matrix.values['HTP-c'] = { 'A1-A3': 4.6e-6 }; // an additional indicator in one module only (ND elsewhere)
    const sets = resultSetsFor(database.db);
    const { id, gwpA1a3 } = await sets.create(matrix, { source: 'demo', isNew: true });
    expect(gwpA1a3).toBe(productStageGwp(matrix));
    const read = await sets.read(id);
    expect(read).toMatchObject({
      id,
      source: 'demo',
      gwpA1a3,
      modules: matrix.modules,
      edition: 'EN 15804+A2',
    });
    expect(read?.values).toEqual(matrix.values);
    expect(read?.values['HTP-c']).toEqual({ 'A1-A3': 4.6e-6 });
    expect((await sets.readMany([id, 2_000_000_000])).size).toBe(1);
    expect(await sets.read(2_000_000_000)).toBeUndefined();
  });

  it('refuses a matrix that breaks a rule with every problem named, and writes nothing', async () => {
    const before = await counts();
    const matrix: ResultsMatrix = demoMatrix({ route: 'EAF-SCRAP', recycledContent: 0.9, gwpA1a3: 690 });
    matrix.modules = matrix.modules.filter((module) => module !== 'D');
    matrix.values.ODP = { ...matrix.values.ODP, B1: 0 };
    const refused = await resultSetsFor(database.db)
      .create(matrix, { source: 'workbook', isNew: true })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    const { errorName, fields } = refused as AppError;
    expect(errorName).toBe('VALIDATION_FAILED');
    const named = fields?.map((f) => `${f.path} ${f.message}`) ?? [];
    expect(named[0]).toBe('results.modules results.problem.modulesMandatory');
    // D's figures are there although D is no longer declared: each is named, as is B1's 0.
    expect(named.slice(1).sort()).toEqual(
      [
        'results.values.ODP.B1 results.problem.valueNotDeclared',
        ...Object.keys(matrix.values)
          .filter((key) => matrix.values[key]?.D !== undefined)
          .map((key) => `results.values.${key}.D results.problem.valueNotDeclared`),
      ].sort(),
    );
    expect(fields?.find((f) => f.path === 'results.modules')?.values).toEqual({ modules: 'D' });
    expect(await counts()).toEqual(before);
  });

  it('writes in the caller’s transaction, and nothing stays when it rolls back', async () => {
    const before = await counts();
    const matrix = demoMatrix({ route: 'BF-BOF', recycledContent: null, gwpA1a3: 2030 });
    await expect(
      transact(database.db, async (trx) => {
        await resultSetsFor(trx).create(matrix, { source: 'workbook', isNew: true });
        throw new Error('the application refused');
      }),
    ).rejects.toThrow('the application refused');
    expect(await counts()).toEqual(before);
  });
});
