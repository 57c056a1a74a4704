import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { pdfBytes, zipBytes } from '../../../test/file-bytes.ts';
import {
  buildTemplateWorkbook,
  computeCarbon,
  DESCRIPTOR_NAMES,
  describeProblem,
  INPUT_NAMES,
  INPUT_SHEET,
  MAX_UNZIPPED_BYTES,
  readWorkbook,
  sniffWorkbook,
  WorkbookError,
  type WorkbookProblem,
} from './index.ts';
import { declaredUnzippedSize } from './zip-size.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

const load = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};
const save = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

/** Where a defined name points: sheet and cell, as a tool filling by name finds it. */
const whereIs = (book: ExcelJS.Workbook, name: string) => {
  const ranges = book.definedNames.getRanges(name).ranges;
  expect(ranges, name).toHaveLength(1);
  const [sheet, cell] = ranges[0]!.split('!') as [string, string];
  return { sheet: sheet.replace(/^'|'$/g, ''), cell: cell.replaceAll('$', '') };
};

/** The template filled by defined name, as another tool would. */
const filled = async (values: Record<string, ExcelJS.CellValue>, edit?: (book: ExcelJS.Workbook) => void) => {
  const book = await load(await buildTemplateWorkbook());
  edit?.(book);
  for (const [name, value] of Object.entries(values)) {
    const at = whereIs(book, name);
    book.getWorksheet(at.sheet)!.getCell(at.cell).value = value;
  }
  return save(book);
};

const EXAMPLE = { CrudeSteel_t: 1_000_000, Scrap_t: 1_100_000, PurchasedElectricity_MWh: 500_000 };

const problemsOf = async (bytes: Buffer): Promise<WorkbookProblem[]> => {
  try {
    await readWorkbook(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(WorkbookError);
    return (error as WorkbookError).problems;
  }
  throw new Error('expected the workbook to be refused');
};

/** An .xlsm: the workbook with a VBA project part, its relationship and the macro-enabled content type. */
const asXlsm = async (xlsx: Buffer) => {
  const zip = await JSZip.loadAsync(xlsx);
  const types = await zip.file('[Content_Types].xml')!.async('string');
  expect(types).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml');
  zip.file(
    '[Content_Types].xml',
    types
      .replace(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
      )
      .replace(
        '<Default ',
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Default ',
      ),
  );
  const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
  zip.file(
    'xl/_rels/workbook.xml.rels',
    rels.replace(
      '</Relationships>',
      '<Relationship Id="rIdVba1" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/></Relationships>',
    ),
  );
  zip.file('xl/vbaProject.bin', fixture('vbaProject.bin'));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

describe('the data-collection template', () => {
  it('has instructions in zh and en and one input sheet with a defined name on every input cell', async () => {
    const book = await load(await buildTemplateWorkbook());
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['说明 Instructions', INPUT_SHEET]);
    const guide = book.getWorksheet('说明 Instructions')!;
    const texts = guide.getColumn(1).values.join('\n') + guide.getColumn(2).values.join('\n');
    expect(texts).toContain('废钢比');
    expect(texts).toContain('Scrap share');
    // It speaks of what the workbook holds, never of the platform's internal documents.
    expect(texts).not.toMatch(/docs\/|\.md\b/);
    const cells = new Set<string>();
    for (const { name } of [...INPUT_NAMES, ...DESCRIPTOR_NAMES]) {
      const at = whereIs(book, name);
      expect(at.sheet).toBe(INPUT_SHEET);
      cells.add(at.cell);
      // the name is also printed beside its cell, so a person sees it
      const row = book.getWorksheet(INPUT_SHEET)!.getCell(at.cell).row;
      expect(book.getWorksheet(INPUT_SHEET)!.getCell(`E${row}`).value).toBe(name);
    }
    expect(cells.size).toBe(INPUT_NAMES.length + DESCRIPTOR_NAMES.length);
    const route = book.getWorksheet(INPUT_SHEET)!.getCell(whereIs(book, 'Route').cell);
    expect(route.dataValidation).toMatchObject({ type: 'list', formulae: ['"BF-BOF,EAF-SCRAP,DRI-EAF"'] });
  });

  it('comes back through readWorkbook as it was filled by name, empty inputs as 0', async () => {
    const inputs = await readWorkbook(
      await filled({ ...EXAMPLE, Site: '沙钢 Shagang', Route: 'EAF-SCRAP', Year: 2025 }),
    );
    expect(inputs).toMatchObject({ ...EXAMPLE, site: '沙钢 Shagang', route: 'EAF-SCRAP', year: 2025 });
    expect(inputs.HotMetal_t).toBe(0);
    expect(inputs.ExportedBOFGas_GJ).toBe(0);
    const result = computeCarbon(inputs);
    expect(result.intensity).toBeCloseTo(0.252, 12);
    expect(result.iea.grade).toBe('E');
    expect(result.responsibleSteel.level).toBe(2);
  });

  it('reads a workbook whose cells moved when the names were kept', async () => {
    const bytes = await filled(EXAMPLE, (book) => {
      const ws = book.getWorksheet(INPUT_SHEET)!;
      ws.spliceRows(2, 0, ['inserted'], ['rows'], ['above']);
      ws.spliceColumns(1, 0, ['a new first column']);
    });
    const book = await load(bytes);
    expect(whereIs(book, 'CrudeSteel_t').cell).not.toBe(
      whereIs(await load(await buildTemplateWorkbook()), 'CrudeSteel_t').cell,
    );
    expect(await readWorkbook(bytes)).toMatchObject(EXAMPLE);
  });

  it('reads a workbook another tool made, with the names in its own places', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Plant data 2025');
    INPUT_NAMES.forEach(({ name }, i) => {
      const cell = ws.getCell(`H${i + 10}`);
      // Excel's names are case-insensitive: half of them written in lower case
      cell.name = i % 2 === 0 ? name : name.toLowerCase();
      if (name in EXAMPLE) cell.value = EXAMPLE[name as keyof typeof EXAMPLE];
    });
    const inputs = await readWorkbook(await save(book));
    expect(inputs).toMatchObject(EXAMPLE);
    expect(inputs.route).toBeUndefined();
    expect(computeCarbon(inputs).route).toBe('EAF-SCRAP');
  });

  it('takes a route written loosely and a formula by its calculated value', async () => {
    const inputs = await readWorkbook(
      await filled({ ...EXAMPLE, Route: ' scrap eaf ', NaturalGas_GJ: { formula: '1000*5', result: 5000 } }),
    );
    expect(inputs.route).toBe('EAF-SCRAP');
    expect(inputs.NaturalGas_GJ).toBe(5000);
  });

  it('accepts a real .xlsm (a VBA project part and the macro-enabled content type)', async () => {
    const xlsm = await asXlsm(await filled(EXAMPLE));
    const zip = await JSZip.loadAsync(xlsm);
    expect(zip.file('xl/vbaProject.bin')).not.toBeNull();
    expect(await readWorkbook(xlsm)).toMatchObject(EXAMPLE);
  });
});

describe('a workbook refused, with the sheet and cell named', () => {
  it('text where a number belongs, a number written as text too', async () => {
    const bytes = await filled({ ...EXAMPLE, NaturalGas_GJ: 'about 5000', PCICoal_t: '1000' });
    const book = await load(bytes);
    expect(await problemsOf(bytes)).toEqual([
      {
        ...whereIs(book, 'PCICoal_t'),
        message: 'lowCarbonWorkbook.problem.notNumber',
        values: { name: 'PCICoal_t', value: '1000' },
      },
      {
        ...whereIs(book, 'NaturalGas_GJ'),
        message: 'lowCarbonWorkbook.problem.notNumber',
        values: { name: 'NaturalGas_GJ', value: 'about 5000' },
      },
    ]);
  });

  it('a negative amount', async () => {
    const bytes = await filled({ ...EXAMPLE, PurchasedPellets_t: -5 });
    expect(await problemsOf(bytes)).toEqual([
      {
        ...whereIs(await load(bytes), 'PurchasedPellets_t'),
        message: 'lowCarbonWorkbook.problem.negative',
        values: { name: 'PurchasedPellets_t', value: -5 },
      },
    ]);
  });

  it('a missing or zero crude steel output', async () => {
    for (const value of [null, 0]) {
      const bytes = await filled({ ...EXAMPLE, CrudeSteel_t: value });
      expect(await problemsOf(bytes)).toEqual([
        { ...whereIs(await load(bytes), 'CrudeSteel_t'), message: 'lowCarbonWorkbook.problem.noCrudeSteel' },
      ]);
    }
  });

  it('no metallic input (no scrap share)', async () => {
    const bytes = await filled({ CrudeSteel_t: 1_000_000, PurchasedElectricity_MWh: 500_000 });
    expect(await problemsOf(bytes)).toEqual([
      { ...whereIs(await load(bytes), 'Scrap_t'), message: 'lowCarbonWorkbook.problem.noMetallics' },
    ]);
  });

  it('a formula without a calculated value, an unknown route, a year out of range', async () => {
    const bytes = await filled({
      ...EXAMPLE,
      FuelOil_t: { formula: 'B1*2' } as ExcelJS.CellFormulaValue,
      Route: 'Blast furnace',
      Year: 1850,
    });
    const book = await load(bytes);
    expect(await problemsOf(bytes)).toEqual([
      {
        ...whereIs(book, 'FuelOil_t'),
        message: 'lowCarbonWorkbook.problem.formulaWithoutValue',
        values: { name: 'FuelOil_t', value: '=B1*2' },
      },
      {
        ...whereIs(book, 'Route'),
        message: 'lowCarbonWorkbook.problem.badRoute',
        values: { value: 'Blast furnace' },
      },
      { ...whereIs(book, 'Year'), message: 'lowCarbonWorkbook.problem.badYear', values: { value: '1850' } },
    ]);
  });

  it('a missing defined name (sheet empty, the name as the cell)', async () => {
    const bytes = await filled(EXAMPLE, (book) => {
      const at = whereIs(book, 'Dolomite_t');
      book.definedNames.remove(`'${at.sheet}'!$${at.cell.replace(/(\d+)/, '$$$1')}`, 'Dolomite_t');
    });
    expect((await load(bytes)).definedNames.getRanges('Dolomite_t').ranges).toEqual([]);
    expect(await problemsOf(bytes)).toEqual([
      {
        sheet: '',
        cell: 'Dolomite_t',
        message: 'lowCarbonWorkbook.problem.missingName',
        values: { name: 'Dolomite_t' },
      },
    ]);
  });

  it('a name that points to more than one cell', async () => {
    const bytes = await filled(EXAMPLE, (book) => {
      book.getWorksheet(INPUT_SHEET)!.getCell('H40').name = 'Limestone_t';
    });
    const [problem] = await problemsOf(bytes);
    expect(problem).toMatchObject({
      cell: 'Limestone_t',
      message: 'lowCarbonWorkbook.problem.nameNotACell',
      values: { name: 'Limestone_t' },
    });
  });

  it('a password-protected workbook', async () => {
    expect(await problemsOf(fixture('password-protected.xlsx'))).toEqual([
      { sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.passwordProtected' },
    ]);
  });

  it('a legacy .xls: save as .xlsx', async () => {
    expect(await problemsOf(fixture('legacy.xls'))).toEqual([
      { sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.legacyXls' },
    ]);
  });

  it('a PDF renamed to .xlsx, and an OLE file that is no workbook', async () => {
    expect(await problemsOf(pdfBytes())).toEqual([
      { sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.notWorkbook' },
    ]);
    expect(await problemsOf(fixture('vbaProject.bin'))).toEqual([
      { sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.notWorkbook' },
    ]);
  });

  it('a zip that is no workbook, and a workbook cut short', async () => {
    expect(await problemsOf(zipBytes([{ name: 'readme.txt', data: 'not a workbook' }]))).toEqual([
      { sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.notWorkbook' },
    ]);
    const whole = await filled(EXAMPLE);
    expect(await problemsOf(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual([
      { sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.damaged' },
    ]);
  });

  it('a workbook that unpacks to more than 8 MiB, judged before exceljs reads it', async () => {
    const zip = await JSZip.loadAsync(await filled(EXAMPLE));
    zip.file('xl/media/padding.bin', Buffer.alloc(MAX_UNZIPPED_BYTES + 1));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const tooLarge: WorkbookProblem[] = [
      { sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.tooLarge', values: { mb: 8 } },
    ];
    expect(() => sniffWorkbook(bomb)).toThrow(WorkbookError);
    expect(await problemsOf(bomb)).toEqual(tooLarge);
    expect(describeProblem(tooLarge[0]!, 'en')).toContain('more than 8 MB');
    expect(describeProblem(tooLarge[0]!, 'zh')).toContain('超过 8 MB');
  });

  it('the unpacked cap is far above the template with every input filled', async () => {
    const values: Record<string, ExcelJS.CellValue> = {
      Site: '沙'.repeat(500),
      Route: 'EAF-SCRAP',
      Year: 2025,
    };
    for (const { name } of INPUT_NAMES) values[name] = 123_456_789.123456;
    const size = declaredUnzippedSize(await filled(values));
    expect(size).toBeGreaterThan(0);
    expect(size!).toBeLessThan(MAX_UNZIPPED_BYTES / 100);
  });

  it('a name whose cell was deleted (#REF!) is a missing name', async () => {
    const zip = await JSZip.loadAsync(await filled(EXAMPLE));
    const xml = await zip.file('xl/workbook.xml')!.async('string');
    const broken = xml.replace(/(<definedName name="Electrodes_t"[^>]*>)[^<]+(<\/definedName>)/, '$1#REF!$2');
    expect(broken).not.toBe(xml);
    zip.file('xl/workbook.xml', broken);
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await problemsOf(bytes)).toEqual([
      {
        sheet: '',
        cell: 'Electrodes_t',
        message: 'lowCarbonWorkbook.problem.missingName',
        values: { name: 'Electrodes_t' },
      },
    ]);
  });

  it('a macro-only workbook (no input names)', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Macro').getCell('A1').value = 'Click the button';
    expect(await problemsOf(await asXlsm(await save(book)))).toEqual([
      { sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.noInputNames' },
    ]);
  });

  it("says each problem in the reader's language with its sheet and cell", async () => {
    const bytes = await filled({ ...EXAMPLE, PurchasedPellets_t: -5 });
    const [problem] = await problemsOf(bytes);
    const cell = whereIs(await load(bytes), 'PurchasedPellets_t').cell;
    expect(describeProblem(problem!, 'en')).toBe(
      `Sheet "数据 Inputs", cell ${cell}: PurchasedPellets_t must not be negative; it is -5.`,
    );
    expect(describeProblem(problem!, 'zh')).toBe(
      `工作表“数据 Inputs”单元格 ${cell}：PurchasedPellets_t 不能为负数，现为 -5。`,
    );
    expect(
      describeProblem(
        {
          sheet: '',
          cell: 'Dolomite_t',
          message: 'lowCarbonWorkbook.problem.missingName',
          values: { name: 'Dolomite_t' },
        },
        'en',
      ),
    ).toBe(
      'Name Dolomite_t: The workbook lacks the input name Dolomite_t; please use the data-collection template and keep its names.',
    );
  });
});
