import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../../test/helper.ts';
import { demoMatrix } from './demo-matrix.ts';
import { readResultsWorkbook } from './results-workbook.ts';
import { DECLARED, moduleName, valueName } from './workbook-names.ts';

describe(`the results template download (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the workbook to anyone, which read back after filling gives the figures typed', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/n/epd/results-template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="epd-results-template.xlsx"');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const matrix = demoMatrix({ route: 'DRI-EAF', recycledContent: 0.3, gwpA1a3: 1210 });
    const cell = (name: string) => {
      const [range] = book.definedNames.getRanges(name).ranges;
      const [sheet, at] = (range ?? '').split('!');
      const found = book
        .getWorksheet((sheet ?? '').replace(/^'|'$/g, ''))
        ?.getCell((at ?? '').replaceAll('$', ''));
      if (!found) throw new Error(`no cell named ${name}`);
      return found;
    };
    for (const module of matrix.modules) expect(cell(moduleName(module)).value).toBe(DECLARED);
    for (const [indicator, byModule] of Object.entries(matrix.values)) {
      for (const [module, value] of Object.entries(byModule))
        cell(valueName(indicator, module as never)).value = value ?? null;
    }
    const filled = new ExcelJS.Workbook();
    await filled.xlsx.load((await book.xlsx.writeBuffer()) as ArrayBuffer);
    expect(readResultsWorkbook(filled, { isNew: true })).toEqual(matrix);
    // The second download is the same file, made once.
    const again = await t.inject({ method: 'GET', url: '/api/n/epd/results-template' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});
