import { MODULES, type ResultsMatrix } from '@steel-epd/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type AppError, errorEnvelope } from '../../../platform/errors.ts';
import { definedNamesOf, namedCell } from '../../../platform/workbook-cells.ts';
import { demoMatrix } from './demo-matrix.ts';
import { buildResultsTemplate, RESULTS_SHEET } from './results-template.ts';
import { readResultsWorkbook } from './results-workbook.ts';
import { allNames, DECLARED, HEADER_NAMES, moduleName, NOT_DECLARED, valueName } from './workbook-names.ts';

/** The template's bytes, made once: every test loads its own workbook from them. */
let templateBytes: Promise<Buffer> | undefined;
const template = () => {
  templateBytes ??= buildResultsTemplate();
  return templateBytes;
};

const load = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};

/** The template filled by name with a matrix, saved and loaded again as an upload would be. */
const filled = async (
  matrix: ResultsMatrix,
  edit?: (set: (name: string, value: ExcelJS.CellValue) => void) => void,
) => {
  const book = await load(await template());
  const names = definedNamesOf(book);
  const set = (name: string, value: ExcelJS.CellValue) => {
    const found = namedCell(book, names, name);
    if (found.kind !== 'cell') throw new Error(`no cell ${name}`);
    found.cell.value = value;
  };
  for (const module of MODULES)
    set(moduleName(module), matrix.modules.includes(module) ? DECLARED : NOT_DECLARED);
  for (const [indicator, byModule] of Object.entries(matrix.values)) {
    for (const [module, value] of Object.entries(byModule))
      set(valueName(indicator, module as never), value ?? null);
  }
  edit?.(set);
  return load(Buffer.from(await book.xlsx.writeBuffer()));
};

const refusalOf = (book: ExcelJS.Workbook, lang: 'zh' | 'en' = 'en') => {
  try {
    readResultsWorkbook(book, { isNew: true });
  } catch (err) {
    return errorEnvelope(err as AppError, lang).body.fields?.map((f) => f.message) ?? [];
  }
  throw new Error('the workbook was accepted');
};

const cellOf = async (name: string) => {
  const book = await load(await template());
  const found = namedCell(book, definedNamesOf(book), name);
  return found.kind === 'cell' ? found.place.cell : '?';
};

describe('the results workbook', () => {
  const matrix = demoMatrix({ route: 'BF-BOF', recycledContent: 0.12, gwpA1a3: 2105 });

  it('has a name on one cell for every header field, module and indicator value, and the defaults', async () => {
    const book = await load(await template());
    const names = definedNamesOf(book);
    const all = allNames();
    expect(new Set(all.map((n) => n.toLowerCase())).size).toBe(all.length);
    expect(all.length).toBe(6 + 18 + 38 * 18);
    for (const name of all) expect(namedCell(book, names, name).kind, name).toBe('cell');
    const text = (name: string) => {
      const found = namedCell(book, names, name);
      return found.kind === 'cell' ? found.cell.value : undefined;
    };
    expect([
      text(HEADER_NAMES.edition),
      text(HEADER_NAMES.lciaMethod),
      text(HEADER_NAMES.declaredUnit),
    ]).toEqual(['EN 15804+A2', 'EF 3.1', 't']);
    expect(MODULES.filter((module) => text(moduleName(module)) === DECLARED)).toEqual([
      'A1-A3',
      'C1',
      'C2',
      'C3',
      'C4',
      'D',
    ]);
    const value = namedCell(book, names, valueName('GWP-total', 'A1-A3'));
    expect(value.kind === 'cell' && value.cell.dataValidation.type).toBe('decimal');
    expect(book.getWorksheet('说明 Instructions')?.getCell('A1').value).toMatch(/EPD 结果矩阵/);
    expect(book.getWorksheet('说明 Instructions')?.getCell('B1').value).toMatch(/results matrix/);
  });

  it('reads a filled template back into the matrix it was filled with', async () => {
    expect(readResultsWorkbook(await filled(matrix), { isNew: true })).toEqual(matrix);
  });

  it('names the sheet and cell of a text, a formula without a value and a wrong choice, in zh and en', async () => {
    const book = await filled(matrix, (set) => {
      set(valueName('ODP', 'C1'), '1,6E-05');
      set(valueName('AP', 'D'), { formula: 'SUM(X1:X2)' } as ExcelJS.CellFormulaValue);
      set(moduleName('B1'), 'maybe');
      set(HEADER_NAMES.declaredUnit, 'tonnes');
    });
    const [odp, ap, unit, b1] = await Promise.all(
      [valueName('ODP', 'C1'), valueName('AP', 'D'), HEADER_NAMES.declaredUnit, moduleName('B1')].map(cellOf),
    );
    expect(refusalOf(book)).toEqual([
      `Sheet "${RESULTS_SHEET}", cell ${unit}: "tonnes" is not one of the choices: t, kg, m, m2, m3, item.`,
      `Sheet "${RESULTS_SHEET}", cell ${b1}: "maybe" is not valid: choose Declared or MND (module not declared).`,
      `Sheet "${RESULTS_SHEET}", cell ${odp}: "1,6E-05" is not a number.`,
      `Sheet "${RESULTS_SHEET}", cell ${ap}: The formula =SUM(X1:X2) has no calculated value; please recalculate and save the workbook in Excel, then upload it.`,
    ]);
    expect(refusalOf(book, 'zh')[2]).toBe(`工作表“${RESULTS_SHEET}”单元格 ${odp}：“1,6E-05”不是数字。`);
  });

  it('names the cell of each EN 15804 rule the figures break: a missing figure, a figure under MND, the GWP sum', async () => {
    const book = await filled(matrix, (set) => {
      set(valueName('WDP', 'C2'), null);
      set(valueName('ODP', 'B1'), 0);
      set(valueName('GWP-total', 'A1-A3'), 2500);
    });
    const [wdp, odp, gwp] = await Promise.all(
      [valueName('WDP', 'C2'), valueName('ODP', 'B1'), valueName('GWP-total', 'A1-A3')].map(cellOf),
    );
    expect(refusalOf(book)).toEqual([
      `Sheet "${RESULTS_SHEET}", cell ${odp}: Module B1 is not declared (MND): ODP must have no figure there, not even 0.`,
      `Sheet "${RESULTS_SHEET}", cell ${wdp}: Module C2 is declared: enter the value of WDP.`,
      `Sheet "${RESULTS_SHEET}", cell ${gwp}: GWP-total in A1-A3 (2500) must equal GWP-fossil + GWP-biogenic + GWP-luluc (2105.37).`,
    ]);
  });

  it('refuses a workbook that is not the template, and one whose names were removed', async () => {
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').getCell('A1').value = 1;
    expect(refusalOf(await load(Buffer.from(await other.xlsx.writeBuffer())))).toEqual([
      'Name : The workbook is not the EPD results template (it has none of its names); please fill in the results template and upload it.',
    ]);
    const book = await filled(matrix);
    book.definedNames.remove(
      `'${RESULTS_SHEET}'!${await cellOf(valueName('PERE', 'C3'))}`,
      valueName('PERE', 'C3'),
    );
    expect(refusalOf(await load(Buffer.from(await book.xlsx.writeBuffer())))).toEqual([
      `Name ${valueName('PERE', 'C3')}: The defined name ${valueName('PERE', 'C3')} is missing; please use the results template without deleting or renaming its names.`,
    ]);
  });
});
