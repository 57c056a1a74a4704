import { describe, expect, it } from 'vitest';
import { INDICATORS } from './indicators.ts';
import {
  cellOf,
  type LifeCycleModule,
  matrixProblems,
  productStageGwp,
  type ResultsMatrix,
} from './matrix.ts';

/** GWP-total by module of a fictional BF-BOF rebar, per tonne (D is the scrap credit). */
const GWP: Partial<
  Record<LifeCycleModule, [total: number, fossil: number, biogenic: number, luluc: number]>
> = {
  'A1-A3': [2105, 2101.6, 2.9, 0.5],
  C1: [4.2, 4.2, 0, 0],
  C2: [6.8, 6.8, 0, 0],
  C3: [1.1, 1.1, 0, 0],
  C4: [0.4, 0.4, 0, 0],
  D: [-1387, -1386.2, -0.6, -0.2],
};

/** A matrix that keeps every rule: each mandatory indicator has a figure in each declared module. */
const valid = (): ResultsMatrix => {
  const modules = Object.keys(GWP) as LifeCycleModule[];
  const gwpParts = ['GWP-total', 'GWP-fossil', 'GWP-biogenic', 'GWP-luluc'];
  const figure = (key: string, module: LifeCycleModule) => GWP[module]?.[gwpParts.indexOf(key)] ?? 1.5;
  const values: ResultsMatrix['values'] = Object.fromEntries(
    INDICATORS.filter((i) => i.mandatory).map((i) => [
      i.key,
      Object.fromEntries(modules.map((module) => [module, figure(i.key, module)])),
    ]),
  );
  return {
    edition: 'EN 15804+A2',
    lciaMethod: 'EF 3.1',
    declaredUnit: { amount: 1, unit: 't' },
    kgPerDeclaredUnit: 1000,
    referenceServiceLifeYears: null,
    modules,
    values,
  };
};

/** Sets (or, with undefined, removes) one cell of a matrix. */
const put = (m: ResultsMatrix, key: string, module: string, value: number | undefined) => {
  const row: Record<string, number | null | undefined> = m.values[key] ?? {};
  m.values[key] = row;
  if (value === undefined) delete row[module];
  else row[module] = value;
};

const keysOf = (m: ResultsMatrix, isNew = true) =>
  matrixProblems(m, { isNew }).map((p) => `${p.path} ${p.key}`);

describe('a results matrix', () => {
  it('keeps the rules when every mandatory module and indicator is there', () => {
    expect(matrixProblems(valid(), { isNew: true })).toEqual([]);
  });

  it('needs the product stage, C1-C4 and D, and the product stage one way only', () => {
    const m = valid();
    m.modules = m.modules.filter((module) => module !== 'C3' && module !== 'D');
    for (const key of Object.keys(m.values)) {
      put(m, key, 'C3', undefined);
      put(m, key, 'D', undefined);
    }
    expect(matrixProblems(m, { isNew: true })).toEqual([
      { path: 'modules', key: 'results.problem.modulesMandatory', params: { modules: 'C3, D' } },
    ]);
    const both = valid();
    both.modules.push('A1');
    expect(keysOf(both)).toContain('modules results.problem.productStageBoth');
    const split = valid();
    split.modules = split.modules.filter((module) => module !== 'A1-A3').concat(['A1', 'A3']);
    expect(keysOf(split)).toContain('modules results.problem.productStage');
  });

  it('refuses any figure in a module not declared (MND is never 0) and a module twice', () => {
    const m = valid();
    put(m, 'ODP', 'B1', 0);
    m.modules.push('C1');
    expect(keysOf(m)).toEqual([
      'modules results.problem.moduleTwice',
      'values.ODP.B1 results.problem.valueNotDeclared',
    ]);
    expect(cellOf(valid(), 'ODP', 'B1')).toBe('MND');
  });

  it('needs a finite number for every mandatory indicator; an additional one may be left out', () => {
    const m = valid();
    put(m, 'WDP', 'C2', undefined);
    put(m, 'AP', 'D', Number.NaN);
    put(m, 'PERT', 'A1-A3', Number.POSITIVE_INFINITY);
    put(m, 'HWD', 'C1', 1e13);
    m.values['HTP-c'] = { 'A1-A3': 2.1e-7 };
    expect(keysOf(m)).toEqual([
      'values.AP.D results.problem.valueNumber',
      'values.PERT.A1-A3 results.problem.valueNumber',
      'values.HWD.C1 results.problem.valueNumber',
      'values.WDP.C2 results.problem.valueMissing',
    ]);
    expect(cellOf(m, 'HTP-c', 'C1')).toBe('ND');
    expect(cellOf(m, 'HTP-c', 'A1-A3')).toBe(2.1e-7);
  });

  it('holds GWP-total to fossil + biogenic + luluc within 1 % of the largest figure', () => {
    const m = valid();
    // 2101.6 + 2.9 + 0.5 = 2105.0; 1 % of 2105 is 21.05: 2126 passes, 2127 does not.
    put(m, 'GWP-total', 'A1-A3', 2126);
    expect(matrixProblems(m, { isNew: true })).toEqual([]);
    put(m, 'GWP-total', 'A1-A3', 2127);
    expect(matrixProblems(m, { isNew: true })).toEqual([
      {
        path: 'values.GWP-total.A1-A3',
        key: 'results.problem.gwpBalance',
        params: { module: 'A1-A3', total: 2127, sum: 2105 },
      },
    ]);
    // A credit balances the same way: -1386.2 - 0.6 - 0.2 = -1387.
    put(m, 'GWP-total', 'A1-A3', 2105);
    put(m, 'GWP-total', 'D', -1300);
    expect(keysOf(m)).toEqual(['values.GWP-total.D results.problem.gwpBalance']);
  });

  it('asks a new matrix for EN 15804+A2 with EF 3.1, and reads an +A1 one made before', () => {
    const old: ResultsMatrix = { ...valid(), edition: 'EN 15804+A1', lciaMethod: 'CML 2001' };
    old.values = { 'GWP-total': Object.fromEntries(old.modules.map((module) => [module, 10])) };
    expect(keysOf(old, true)).toEqual([
      'edition results.problem.editionNew',
      'lciaMethod results.problem.methodNew',
    ]);
    expect(keysOf(old, false)).toEqual([]);
    expect(keysOf({ ...valid(), lciaMethod: 'CML 2001' }, false)).toEqual([
      'lciaMethod results.problem.methodEdition',
    ]);
    expect(keysOf({ ...valid(), lciaMethod: 'EF 3.0' }, true)).toEqual([
      'lciaMethod results.problem.methodNew',
    ]);
    expect(keysOf({ ...valid(), lciaMethod: 'EF 3.0' }, false)).toEqual([]);
  });

  it('checks the declared unit and its mass: 1 t is 1000 kg; a metre of bar has its own mass', () => {
    expect(keysOf({ ...valid(), kgPerDeclaredUnit: 1 })).toEqual([
      'kgPerDeclaredUnit results.problem.massFactorUnit',
    ]);
    expect(keysOf({ ...valid(), declaredUnit: { amount: 1, unit: 'm' }, kgPerDeclaredUnit: 2.47 })).toEqual(
      [],
    );
    expect(keysOf({ ...valid(), declaredUnit: { amount: 1, unit: 'm' }, kgPerDeclaredUnit: 0 })).toEqual([
      'kgPerDeclaredUnit results.problem.massFactor',
    ]);
    expect(keysOf({ ...valid(), declaredUnit: { amount: -1, unit: 't' } })).toEqual([
      'declaredUnit results.problem.declaredUnit',
    ]);
    expect(keysOf({ ...valid(), referenceServiceLifeYears: 0 })).toEqual([
      'referenceServiceLifeYears results.problem.serviceLife',
    ]);
    expect(keysOf({ ...valid(), referenceServiceLifeYears: 100 })).toEqual([]);
  });

  it('refuses an indicator or a module it does not know', () => {
    const m = valid();
    m.values.GWP100 = { 'A1-A3': 1 };
    put(m, 'ODP', 'Z9', 1);
    expect(keysOf(m)).toEqual([
      'values.ODP.Z9 results.problem.moduleUnknown',
      'values.GWP100 results.problem.indicatorUnknown',
    ]);
  });

  it('derives the product stage GWP: A1-A3 as declared, or A1 + A2 + A3', () => {
    expect(productStageGwp(valid())).toBe(2105);
    const split = {
      modules: ['A1', 'A2', 'A3', 'C1'] as LifeCycleModule[],
      values: { 'GWP-total': { A1: 1900, A2: 45.5, A3: 160 } },
    };
    expect(productStageGwp(split)).toBe(2105.5);
    expect(productStageGwp({ ...split, values: { 'GWP-total': { A1: 1900 } } })).toBeNull();
  });
});
