import type ExcelJS from 'exceljs';

/**
 * Reading a workbook by its defined names, the way the platform's data workbooks are read (the
 * low-carbon data collection, an EPD's results): where a name points and what a cell holds.
 * Pure over a workbook exceljs loaded; what may be loaded at all is the caller's check.
 */

/** A cell of a sheet, as a refusal names it. */
export interface CellPlace {
  sheet: string;
  cell: string;
}

/** `'My sheet'!$C$5` → { sheet: 'My sheet', cell: 'C5' }; a range keeps its colon (`C5:C6`). */
export const placeOf = (range: string): CellPlace => {
  const bang = range.lastIndexOf('!');
  const rawSheet = range.slice(0, bang);
  const sheet =
    rawSheet.startsWith("'") && rawSheet.endsWith("'")
      ? rawSheet.slice(1, -1).replaceAll("''", "'")
      : rawSheet;
  return { sheet, cell: range.slice(bang + 1).replaceAll('$', '') };
};

/** Where each defined name points, by its name in lower case (Excel's names are case-insensitive). */
export const definedNamesOf = (book: ExcelJS.Workbook): Map<string, string[]> => {
  const names = new Map<string, string[]>();
  for (const { name, ranges } of book.definedNames.model) names.set(name.toLowerCase(), ranges);
  return names;
};

/** The one cell a name points to; `missing` when the name is not there, `notACell` for a range or several. */
export type NamedCell =
  | { kind: 'cell'; place: CellPlace; cell: ExcelJS.Cell }
  | { kind: 'missing' }
  | { kind: 'notACell'; place: CellPlace | null; ranges: string[] };

export const namedCell = (book: ExcelJS.Workbook, names: Map<string, string[]>, name: string): NamedCell => {
  const ranges = names.get(name.toLowerCase()) ?? [];
  if (ranges.length === 0) return { kind: 'missing' };
  const place = ranges.length === 1 ? placeOf(ranges[0] as string) : null;
  const sheet = place ? book.getWorksheet(place.sheet) : undefined;
  if (!place || !sheet || place.cell.includes(':')) return { kind: 'notACell', place, ranges };
  return { kind: 'cell', place, cell: sheet.getCell(place.cell) };
};

export type CellRead =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'formula'; value: string };

/** A cell's value as a reader needs it: a formula stands for its cached result. */
export const readCell = (cell: ExcelJS.Cell): CellRead => {
  let value: ExcelJS.CellValue = cell.value;
  if (value !== null && typeof value === 'object' && 'formula' in value) {
    const formula = value as ExcelJS.CellFormulaValue;
    if (formula.result === undefined || formula.result === null) {
      return { kind: 'formula', value: `=${formula.formula}` };
    }
    value = formula.result as ExcelJS.CellValue;
  }
  if (value !== null && typeof value === 'object' && 'sharedFormula' in value) {
    const shared = value as ExcelJS.CellSharedFormulaValue;
    if (shared.result === undefined || shared.result === null) return { kind: 'formula', value: '=…' };
    value = shared.result as ExcelJS.CellValue;
  }
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'string') return value.trim() === '' ? { kind: 'empty' } : { kind: 'text', value };
  if (typeof value === 'boolean') return { kind: 'text', value: String(value).toUpperCase() };
  if (value instanceof Date) return { kind: 'text', value: value.toISOString().slice(0, 10) };
  if ('richText' in value) {
    const text = value.richText.map((run) => run.text).join('');
    return text.trim() === '' ? { kind: 'empty' } : { kind: 'text', value: text };
  }
  if ('error' in value) return { kind: 'text', value: String(value.error) };
  if ('text' in value) return { kind: 'text', value: String(value.text) };
  return { kind: 'text', value: String(cell.text) };
};
