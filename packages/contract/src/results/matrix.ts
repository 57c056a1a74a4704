import { GWP_PARTS, INDICATORS, indicatorOf } from './indicators.ts';

/**
 * The results matrix of one EPD or CFP version and the EN 15804 rules it must keep. Pure: the
 * server refuses a matrix with any problem, the portal and the console show the same problems
 * before sending, and the workbook and import readers map their refusals onto these paths.
 */

/** The life-cycle modules of EN 15804 in their order; A1-A3 is the aggregated product stage. */
export const MODULES = [
  'A1-A3',
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
  'B1',
  'B2',
  'B3',
  'B4',
  'B5',
  'B6',
  'B7',
  'C1',
  'C2',
  'C3',
  'C4',
  'D',
] as const;
export type LifeCycleModule = (typeof MODULES)[number];

export const isModule = (value: string): value is LifeCycleModule =>
  (MODULES as readonly string[]).includes(value);

/** The product stage declared separately. */
const PRODUCT_STAGE = ['A1', 'A2', 'A3'] as const;
/** What EN 15804+A2 §5.2 requires of every construction product besides the product stage. */
export const MANDATORY_MODULES = ['C1', 'C2', 'C3', 'C4', 'D'] as const;

export const EDITIONS = ['EN 15804+A2', 'EN 15804+A1'] as const;
export type Edition = (typeof EDITIONS)[number];
/** The edition a new record declares; +A1 stays readable on records made before. */
export const CURRENT_EDITION: Edition = 'EN 15804+A2';
export const LCIA_METHODS = ['EF 3.1', 'EF 3.0', 'CML 2001'] as const;
export type LciaMethod = (typeof LCIA_METHODS)[number];
export const CURRENT_LCIA_METHOD: LciaMethod = 'EF 3.1';

export const DECLARED_UNITS = ['t', 'kg', 'm', 'm2', 'm3', 'item'] as const;
export type DeclaredUnitKind = (typeof DECLARED_UNITS)[number];

/** A value a matrix may hold: beyond this a figure per declared unit is a typing error. */
export const RESULT_VALUE_MAX = 1e12;
/** GWP-total and its parts may differ by rounding: 1 % of the largest of the four, per module. */
export const GWP_BALANCE_TOLERANCE = 0.01;

export interface ResultsMatrix {
  edition: Edition;
  lciaMethod: LciaMethod;
  /** 1 t of the steel product unless declared otherwise. */
  declaredUnit: { amount: number; unit: DeclaredUnitKind };
  /** The mass of one declared unit, in kg (1000 for 1 t). */
  kgPerDeclaredUnit: number;
  /** Reference service life in years, where declared. */
  referenceServiceLifeYears: number | null;
  /** The modules declared, in any order; every other module is "MND" (never 0). */
  modules: LifeCycleModule[];
  /**
   * Indicator key → module → value. A declared module has a number for every mandatory indicator;
   * an optional indicator may be absent or null ("ND", not declared).
   */
  values: Record<string, Partial<Record<LifeCycleModule, number | null>>>;
}

export interface MatrixProblem {
  /** Where: `edition`, `declaredUnit`, `modules`, or `values.<indicator>.<module>`. */
  path: string;
  /** A text key of `resultsTexts`. */
  key: string;
  params?: Record<string, string | number>;
}

const isFiniteValue = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= RESULT_VALUE_MAX;

/** The modules in EN 15804's order (the order every table and export uses). */
export const inModuleOrder = (modules: readonly LifeCycleModule[]): LifeCycleModule[] =>
  MODULES.filter((module) => modules.includes(module));

const checkHeader = (m: ResultsMatrix, isNew: boolean, problems: MatrixProblem[]) => {
  if (!(EDITIONS as readonly string[]).includes(m.edition)) {
    problems.push({ path: 'edition', key: 'results.problem.edition' });
  } else if (isNew && m.edition !== CURRENT_EDITION) {
    problems.push({
      path: 'edition',
      key: 'results.problem.editionNew',
      params: { edition: CURRENT_EDITION },
    });
  }
  if (!(LCIA_METHODS as readonly string[]).includes(m.lciaMethod)) {
    problems.push({ path: 'lciaMethod', key: 'results.problem.method' });
  } else if (m.edition === 'EN 15804+A2' && m.lciaMethod === 'CML 2001') {
    problems.push({
      path: 'lciaMethod',
      key: 'results.problem.methodEdition',
      params: { edition: m.edition },
    });
  } else if (isNew && m.lciaMethod !== CURRENT_LCIA_METHOD) {
    problems.push({
      path: 'lciaMethod',
      key: 'results.problem.methodNew',
      params: { method: CURRENT_LCIA_METHOD },
    });
  }
  const { amount, unit } = m.declaredUnit ?? {};
  if (!(DECLARED_UNITS as readonly string[]).includes(unit) || !isFiniteValue(amount) || amount <= 0) {
    problems.push({ path: 'declaredUnit', key: 'results.problem.declaredUnit' });
  } else if (!isFiniteValue(m.kgPerDeclaredUnit) || m.kgPerDeclaredUnit <= 0) {
    problems.push({ path: 'kgPerDeclaredUnit', key: 'results.problem.massFactor' });
  } else {
    // A declared unit that is itself a mass fixes its factor: 1 t is 1000 kg, whatever is typed.
    const implied = unit === 't' ? amount * 1000 : unit === 'kg' ? amount : null;
    if (implied !== null && Math.abs(m.kgPerDeclaredUnit - implied) > implied * 1e-9) {
      problems.push({
        path: 'kgPerDeclaredUnit',
        key: 'results.problem.massFactorUnit',
        params: { kg: implied },
      });
    }
  }
  const rsl = m.referenceServiceLifeYears;
  if (rsl !== null && (!isFiniteValue(rsl) || rsl <= 0 || rsl > 500)) {
    problems.push({ path: 'referenceServiceLifeYears', key: 'results.problem.serviceLife' });
  }
};

const checkModules = (m: ResultsMatrix, problems: MatrixProblem[]) => {
  const declared = new Set<string>();
  for (const module of m.modules ?? []) {
    if (!isModule(module))
      problems.push({ path: 'modules', key: 'results.problem.moduleUnknown', params: { module } });
    else if (declared.has(module))
      problems.push({ path: 'modules', key: 'results.problem.moduleTwice', params: { module } });
    declared.add(module);
  }
  const separate = PRODUCT_STAGE.filter((module) => declared.has(module));
  if (declared.has('A1-A3') && separate.length > 0) {
    problems.push({ path: 'modules', key: 'results.problem.productStageBoth' });
  } else if (!declared.has('A1-A3') && separate.length < PRODUCT_STAGE.length) {
    problems.push({ path: 'modules', key: 'results.problem.productStage' });
  }
  const missing = MANDATORY_MODULES.filter((module) => !declared.has(module));
  if (missing.length > 0) {
    problems.push({
      path: 'modules',
      key: 'results.problem.modulesMandatory',
      params: { modules: missing.join(', ') },
    });
  }
};

/**
 * The indicators a declared module must give a number for: all mandatory ones of the catalogue
 * under +A2; an +A1 record (made before +A2, kept readable) needs GWP-total only, as its own
 * indicator set is another.
 */
const requiredIndicators = (m: ResultsMatrix) =>
  m.edition === 'EN 15804+A1'
    ? INDICATORS.filter((i) => i.key === 'GWP-total')
    : INDICATORS.filter((i) => i.mandatory);

const checkValues = (m: ResultsMatrix, problems: MatrixProblem[]) => {
  const declared = new Set<string>((m.modules ?? []).filter(isModule));
  for (const [key, byModule] of Object.entries(m.values ?? {})) {
    if (!indicatorOf(key)) {
      problems.push({
        path: `values.${key}`,
        key: 'results.problem.indicatorUnknown',
        params: { indicator: key },
      });
      continue;
    }
    for (const [module, value] of Object.entries(byModule ?? {})) {
      const path = `values.${key}.${module}`;
      if (!isModule(module))
        problems.push({ path, key: 'results.problem.moduleUnknown', params: { module } });
      else if (!declared.has(module)) {
        // An undeclared module is "MND": a figure there (0 included) would read as measured.
        if (value !== null && value !== undefined) {
          problems.push({
            path,
            key: 'results.problem.valueNotDeclared',
            params: { module, indicator: key },
          });
        }
      } else if (value !== null && value !== undefined && !isFiniteValue(value)) {
        problems.push({ path, key: 'results.problem.valueNumber', params: { module, indicator: key } });
      }
    }
  }
  for (const indicator of requiredIndicators(m)) {
    for (const module of inModuleOrder([...declared].filter(isModule))) {
      const value = m.values?.[indicator.key]?.[module];
      if (value === null || value === undefined) {
        problems.push({
          path: `values.${indicator.key}.${module}`,
          key: 'results.problem.valueMissing',
          params: { module, indicator: indicator.key },
        });
      }
    }
  }
};

/** GWP-total = GWP-fossil + GWP-biogenic + GWP-luluc within rounding, in every module that has all four. */
const checkGwpBalance = (m: ResultsMatrix, problems: MatrixProblem[]) => {
  for (const module of MODULES) {
    const total = m.values?.['GWP-total']?.[module];
    const parts = GWP_PARTS.map((part) => m.values?.[part]?.[module]);
    if (!isFiniteValue(total) || !parts.every(isFiniteValue)) continue;
    const sum = (parts as number[]).reduce((a, b) => a + b, 0);
    const scale = Math.max(Math.abs(total), ...(parts as number[]).map(Math.abs));
    if (Math.abs(total - sum) > GWP_BALANCE_TOLERANCE * scale + 1e-12) {
      problems.push({
        path: `values.GWP-total.${module}`,
        key: 'results.problem.gwpBalance',
        params: { module, total, sum: Number(sum.toPrecision(6)) },
      });
    }
  }
};

/**
 * Every problem of a matrix, in the order a person fixes them (header, modules, values, balance);
 * empty when it may be stored. `isNew`: a matrix entered today must be EN 15804+A2 with EF 3.1.
 */
export const matrixProblems = (m: ResultsMatrix, { isNew }: { isNew: boolean }): MatrixProblem[] => {
  const problems: MatrixProblem[] = [];
  checkHeader(m, isNew, problems);
  checkModules(m, problems);
  checkValues(m, problems);
  checkGwpBalance(m, problems);
  return problems;
};

/**
 * GWP-total of the product stage, the figure cards, search and the CFP show (`gwp100` is derived
 * from it, never typed twice): A1-A3 as declared, or the sum of A1, A2 and A3; null when absent.
 */
export const productStageGwp = (m: Pick<ResultsMatrix, 'modules' | 'values'>): number | null => {
  const gwp = m.values['GWP-total'] ?? {};
  if (m.modules.includes('A1-A3')) return isFiniteValue(gwp['A1-A3']) ? gwp['A1-A3'] : null;
  const parts = PRODUCT_STAGE.map((module) => gwp[module]);
  return parts.every(isFiniteValue) ? (parts as number[]).reduce((a, b) => a + b, 0) : null;
};

/** An indicator's value in a module as a table shows it: a number, "ND" (not declared) or "MND". */
export const cellOf = (
  m: Pick<ResultsMatrix, 'modules' | 'values'>,
  indicator: string,
  module: LifeCycleModule,
): number | 'ND' | 'MND' => {
  if (!m.modules.includes(module)) return 'MND';
  const value = m.values[indicator]?.[module];
  return isFiniteValue(value) ? value : 'ND';
};
