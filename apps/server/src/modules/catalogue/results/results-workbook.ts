import {
  DECLARED_UNITS,
  type DeclaredUnitKind,
  EDITIONS,
  type Edition,
  INDICATORS,
  LCIA_METHODS,
  type LciaMethod,
  type LifeCycleModule,
  MODULES,
  matrixProblems,
  type ResultsMatrix,
} from '@steel-epd/contract';
import type ExcelJS from 'exceljs';
import { appError, type FieldError, type FieldValues } from '../../../platform/errors.ts';
import {
  type CellPlace,
  type CellRead,
  definedNamesOf,
  namedCell,
  readCell,
} from '../../../platform/workbook-cells.ts';
import { allNames, DECLARED, HEADER_NAMES, moduleName, NOT_DECLARED, valueName } from './workbook-names.ts';

/** A problem of a workbook at a place (sheet and cell; a missing name: sheet '' and the name). */
interface Problem {
  place: CellPlace;
  key: string;
  values?: FieldValues;
}

/** "Sheet …, cell …: what", in the caller's language, as the field `file` of the refusal. */
const fieldOf = ({ place, key, values }: Problem): FieldError => ({
  path: 'file',
  message: place.sheet === '' ? 'results.workbook.whereName' : 'results.workbook.where',
  values: { sheet: place.sheet, cell: place.cell, text: { key, ...(values ? { values } : {}) } },
});

const refusal = (problems: Problem[]) => appError('VALIDATION_FAILED', { fields: problems.map(fieldOf) });

const DECLARED_WORDS = new Set([DECLARED.toLowerCase(), '已声明', '声明']);
const NOT_DECLARED_WORDS = new Set([NOT_DECLARED.toLowerCase(), '未声明', '']);

/**
 * Reads a filled results workbook (its template: results-template.ts) by its defined names into
 * a matrix, and checks it with the contract's EN 15804 rules (`isNew`: entered today). Refused
 * (VALIDATION_FAILED) with every problem at its sheet and cell: a cell that is not a number, a
 * choice not in its list, a missing name, and each rule the matrix breaks at the cell it
 * concerns. Pure over the loaded workbook.
 */
export const readResultsWorkbook = (book: ExcelJS.Workbook, { isNew }: { isNew: boolean }): ResultsMatrix => {
  const names = definedNamesOf(book);
  if (!allNames().some((name) => names.has(name.toLowerCase()))) {
    throw refusal([{ place: { sheet: '', cell: '' }, key: 'results.workbook.noNames' }]);
  }
  const problems: Problem[] = [];
  const places = new Map<string, CellPlace>();
  const read = (name: string, required: boolean): CellRead | null => {
    const found = namedCell(book, names, name);
    if (found.kind === 'cell') {
      places.set(name, found.place);
      return readCell(found.cell);
    }
    if (found.kind === 'notACell') {
      problems.push({
        place: found.place ?? { sheet: '', cell: name },
        key: 'results.workbook.nameNotACell',
        values: { name, value: found.ranges.join(', ') },
      });
    } else if (required) {
      problems.push({
        place: { sheet: '', cell: name },
        key: 'results.workbook.missingName',
        values: { name },
      });
    }
    return null;
  };
  const at = (name: string): CellPlace => places.get(name) ?? { sheet: '', cell: name };
  const notNumber = (name: string, cell: CellRead) =>
    problems.push({
      place: at(name),
      key: cell.kind === 'formula' ? 'results.workbook.formula' : 'results.workbook.notNumber',
      values: { value: cell.kind === 'empty' ? '' : String(cell.value) },
    });
  const numberAt = (name: string, required: boolean): number | null => {
    const cell = read(name, required);
    if (cell === null || cell.kind === 'empty') {
      if (cell && required) problems.push({ place: at(name), key: 'results.workbook.required' });
      return null;
    }
    if (cell.kind === 'number') return cell.value;
    notNumber(name, cell);
    return null;
  };
  const choiceAt = <T extends string>(name: string, choices: readonly T[]): T | null => {
    const cell = read(name, true);
    if (cell === null) return null;
    const text = cell.kind === 'empty' ? '' : String(cell.value).trim();
    const choice = choices.find((c) => c.toLowerCase() === text.toLowerCase());
    if (!choice)
      problems.push({
        place: at(name),
        key: 'results.workbook.choice',
        values: { value: text, choices: choices.join(', ') },
      });
    return choice ?? null;
  };

  const edition = choiceAt<Edition>(HEADER_NAMES.edition, EDITIONS);
  const lciaMethod = choiceAt<LciaMethod>(HEADER_NAMES.lciaMethod, LCIA_METHODS);
  const amount = numberAt(HEADER_NAMES.declaredAmount, true);
  const unit = choiceAt<DeclaredUnitKind>(HEADER_NAMES.declaredUnit, DECLARED_UNITS);
  const kgPerDeclaredUnit = numberAt(HEADER_NAMES.kgPerDeclaredUnit, true);
  const serviceLife = numberAt(HEADER_NAMES.serviceLife, false);

  const modules: LifeCycleModule[] = [];
  for (const module of MODULES) {
    const name = moduleName(module);
    const cell = read(name, true);
    if (cell === null) continue;
    const text = cell.kind === 'empty' ? '' : String(cell.value).trim().toLowerCase();
    if (DECLARED_WORDS.has(text)) modules.push(module);
    else if (!NOT_DECLARED_WORDS.has(text)) {
      problems.push({
        place: at(name),
        key: 'results.workbook.declaredChoice',
        values: { value: String(cell.kind === 'empty' ? '' : cell.value) },
      });
    }
  }

  const values: ResultsMatrix['values'] = {};
  for (const indicator of INDICATORS) {
    for (const module of MODULES) {
      // A missing name matters only where a figure is required.
      const name = valueName(indicator.key, module);
      const value = numberAt(name, false);
      if (!places.has(name) && indicator.mandatory && modules.includes(module)) {
        problems.push({
          place: { sheet: '', cell: name },
          key: 'results.workbook.missingName',
          values: { name },
        });
      }
      if (value !== null) values[indicator.key] = { ...values[indicator.key], [module]: value };
    }
  }
  if (problems.length > 0) throw refusal(problems);

  const matrix: ResultsMatrix = {
    edition: edition as Edition,
    lciaMethod: lciaMethod as LciaMethod,
    declaredUnit: { amount: amount as number, unit: unit as DeclaredUnitKind },
    kgPerDeclaredUnit: kgPerDeclaredUnit as number,
    referenceServiceLifeYears: serviceLife,
    modules,
    values,
  };
  const broken = matrixProblems(matrix, { isNew });
  if (broken.length === 0) return matrix;
  // Each rule the matrix breaks, at the cell it concerns.
  const headerName: Record<string, string> = {
    edition: HEADER_NAMES.edition,
    lciaMethod: HEADER_NAMES.lciaMethod,
    declaredUnit: HEADER_NAMES.declaredAmount,
    kgPerDeclaredUnit: HEADER_NAMES.kgPerDeclaredUnit,
    referenceServiceLifeYears: HEADER_NAMES.serviceLife,
  };
  throw refusal(
    broken.map((p) => {
      const [head, indicator, module] = p.path.split('.');
      const first = String(p.params?.modules ?? p.params?.module ?? 'A1-A3').split(
        ', ',
      )[0] as LifeCycleModule;
      const name =
        head === 'values' && indicator && module
          ? valueName(indicator, module as LifeCycleModule)
          : head === 'modules'
            ? moduleName(first)
            : (headerName[head ?? ''] ?? HEADER_NAMES.edition);
      return { place: at(name), key: p.key, ...(p.params ? { values: p.params } : {}) };
    }),
  );
};
