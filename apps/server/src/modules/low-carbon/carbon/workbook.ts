import type ExcelJS from 'exceljs';
import { cfbEntryNames } from './cfb.ts';
import { checkInputs, FACTORS, INPUT_SHEET, WORLDSTEEL_GRID_FACTOR } from './compute.ts';
import {
  CARBON_ROUTES,
  type CarbonInputs,
  type CarbonRoute,
  DESCRIPTOR_NAMES,
  emptyInputs,
  INPUT_NAMES,
  type InputName,
} from './names.ts';
import { WorkbookError, type WorkbookProblem } from './problems.ts';
import { declaredUnzippedSize, unzippedSizeWithin } from './zip-size.ts';

// exceljs is large: loaded when a workbook is first read or made.
const excel = async () => (await import('exceljs')).default;

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * The most a workbook may unpack to. The template with every input filled (and a 500-character
 * site name) unpacks to 48,649 bytes; 8 MiB is some 170 times that, room for what Excel or
 * another tool adds when saving it again and for a sheet or two of a site's own. Every byte of
 * it is parsed by exceljs in memory (in a worker process: ../workbook-reader.ts).
 */
export const MAX_UNZIPPED_BYTES = 8 * 1024 * 1024;
const MAX_UNZIPPED_MB = MAX_UNZIPPED_BYTES / 1024 / 1024;

const fileProblem = (
  message: WorkbookProblem['message'],
  values?: WorkbookProblem['values'],
): WorkbookError => new WorkbookError([{ sheet: '', cell: '', message, ...(values ? { values } : {}) }]);

const tooLarge = () => fileProblem('lowCarbonWorkbook.problem.tooLarge', { mb: MAX_UNZIPPED_MB });

/**
 * What kind of file the bytes are, by content: an OOXML zip (.xlsx/.xlsm) goes on to exceljs;
 * an OLE compound file is either an encrypted OOXML (streams EncryptionInfo and
 * EncryptedPackage: a workbook with an opening password) or a legacy BIFF .xls (stream Workbook
 * or Book), which exceljs cannot read; anything else is not a workbook. Cheap (no inflating: a
 * zip's size as its directory declares it), so the server runs it before handing the bytes to
 * a worker process.
 */
export const sniffWorkbook = (bytes: Buffer): void => {
  if (ZIP.every((b, i) => bytes[i] === b)) {
    // A zip larger than what it may unpack to holds more than its parts (or is not one).
    if (bytes.length > MAX_UNZIPPED_BYTES) throw tooLarge();
    const size = declaredUnzippedSize(bytes);
    if (size === null) throw fileProblem('lowCarbonWorkbook.problem.damaged');
    if (size > MAX_UNZIPPED_BYTES) throw tooLarge();
    return;
  }
  const entries = cfbEntryNames(bytes);
  if (entries?.includes('EncryptedPackage') || entries?.includes('EncryptionInfo')) {
    throw fileProblem('lowCarbonWorkbook.problem.passwordProtected');
  }
  if (entries?.includes('Workbook') || entries?.includes('Book')) {
    throw fileProblem('lowCarbonWorkbook.problem.legacyXls');
  }
  throw fileProblem('lowCarbonWorkbook.problem.notWorkbook');
};

interface Located {
  sheet: string;
  cell: string;
}

/** `'My sheet'!$C$5` → { sheet: 'My sheet', cell: 'C5' }; a range keeps its colon (`C5:C6`). */
const locate = (range: string): Located => {
  const bang = range.lastIndexOf('!');
  const rawSheet = range.slice(0, bang);
  const sheet =
    rawSheet.startsWith("'") && rawSheet.endsWith("'")
      ? rawSheet.slice(1, -1).replaceAll("''", "'")
      : rawSheet;
  return { sheet, cell: range.slice(bang + 1).replaceAll('$', '') };
};

/** Where each defined name points, by its name in lower case (Excel's names are case-insensitive). */
const namesOf = (book: ExcelJS.Workbook): Map<string, string[]> => {
  const names = new Map<string, string[]>();
  for (const { name, ranges } of book.definedNames.model) names.set(name.toLowerCase(), ranges);
  return names;
};

type Read =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'formula'; value: string };

/** A cell's value as the reader needs it: a formula stands for its cached result. */
const readCell = (cell: ExcelJS.Cell): Read => {
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

const routeOf = (text: string): CarbonRoute | null => {
  const key = text.toUpperCase().replace(/[\s_\-–/]+/g, '');
  const aliases: Record<string, CarbonRoute> = {
    BFBOF: 'BF-BOF',
    EAFSCRAP: 'EAF-SCRAP',
    SCRAPEAF: 'EAF-SCRAP',
    EAF: 'EAF-SCRAP',
    DRIEAF: 'DRI-EAF',
  };
  return aliases[key] ?? null;
};

/**
 * Reads a filled data-collection workbook (.xlsx or .xlsm, judged by content) by its defined
 * names: every numeric input of INPUT_NAMES (empty = 0) and, when named, Site, Route and Year.
 * Throws WorkbookError with every problem found, each naming its sheet and cell (a missing name:
 * sheet '' and the name as the cell; a file that cannot be read at all: both ''). Before exceljs
 * sees a zip, its parts are inflated with their output bounded by MAX_UNZIPPED_BYTES, so a
 * directory that understates the sizes cannot make exceljs hold more.
 */
export const readWorkbook = async (bytes: Buffer): Promise<CarbonInputs> => {
  sniffWorkbook(bytes);
  const unzipped = unzippedSizeWithin(bytes, MAX_UNZIPPED_BYTES);
  if (unzipped === 'tooLarge') throw tooLarge();
  if (unzipped === 'damaged') throw fileProblem('lowCarbonWorkbook.problem.damaged');
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileProblem('lowCarbonWorkbook.problem.damaged');
  }
  // A zip without a workbook part (a .docx, an archive) loads as a workbook without sheets.
  if (book.worksheets.length === 0) throw fileProblem('lowCarbonWorkbook.problem.notWorkbook');
  const names = namesOf(book);
  if (!INPUT_NAMES.some(({ name }) => names.has(name.toLowerCase()))) {
    throw fileProblem('lowCarbonWorkbook.problem.noInputNames');
  }

  const problems: WorkbookProblem[] = [];
  const where = new Map<string, Located>();

  /** The one cell a name points to, or a problem recorded and null. */
  const cellNamed = (name: string, required: boolean): { at: Located; cell: ExcelJS.Cell } | null => {
    const ranges = names.get(name.toLowerCase()) ?? [];
    const at = ranges.length === 1 ? locate(ranges[0]!) : null;
    const sheet = at ? book.getWorksheet(at.sheet) : undefined;
    if (!at || !sheet) {
      if (ranges.length > 1 || at?.cell.includes(':')) {
        problems.push({
          sheet: at?.sheet ?? '',
          cell: at?.cell ?? name,
          message: 'lowCarbonWorkbook.problem.nameNotACell',
          values: { name, value: ranges.join(', ') },
        });
      } else if (required) {
        problems.push({
          sheet: '',
          cell: name,
          message: 'lowCarbonWorkbook.problem.missingName',
          values: { name },
        });
      }
      return null;
    }
    if (at.cell.includes(':')) {
      problems.push({
        sheet: at.sheet,
        cell: at.cell,
        message: 'lowCarbonWorkbook.problem.nameNotACell',
        values: { name, value: ranges.join(', ') },
      });
      return null;
    }
    where.set(name, at);
    return { at, cell: sheet.getCell(at.cell) };
  };

  const inputs = emptyInputs();
  for (const { name } of INPUT_NAMES) {
    const found = cellNamed(name, true);
    if (!found) continue;
    const read = readCell(found.cell);
    if (read.kind === 'number') inputs[name] = read.value;
    else if (read.kind !== 'empty') {
      problems.push({
        ...found.at,
        message:
          read.kind === 'formula'
            ? 'lowCarbonWorkbook.problem.formulaWithoutValue'
            : 'lowCarbonWorkbook.problem.notNumber',
        values: { name, value: read.value },
      });
    }
  }

  // The describing cells are optional names (a tool filling only the figures may leave them out).
  const site = cellNamed('Site', false);
  if (site) {
    const read = readCell(site.cell);
    if (read.kind === 'text' || read.kind === 'number') inputs.site = String(read.value).trim();
  }
  const route = cellNamed('Route', false);
  if (route) {
    const read = readCell(route.cell);
    if (read.kind !== 'empty') {
      const known = read.kind === 'text' ? routeOf(read.value) : null;
      if (known) inputs.route = known;
      else {
        problems.push({
          ...route.at,
          message: 'lowCarbonWorkbook.problem.badRoute',
          values: { value: String(read.value) },
        });
      }
    }
  }
  const year = cellNamed('Year', false);
  if (year) {
    const read = readCell(year.cell);
    const value =
      read.kind === 'number' ? read.value : read.kind === 'text' ? Number(read.value.trim()) : null;
    if (value !== null) {
      if (Number.isInteger(value) && value >= 1990 && value <= 2100) inputs.year = value;
      else {
        problems.push({
          ...year.at,
          message: 'lowCarbonWorkbook.problem.badYear',
          values: { value: String(read.kind === 'empty' ? '' : read.value) },
        });
      }
    }
  }

  if (problems.length > 0) throw new WorkbookError(problems);
  // The consistency rules (negative, no crude steel, no metallics, scrap share), at the real cells.
  const consistency = checkInputs(inputs, (name) => where.get(name) ?? { sheet: INPUT_SHEET, cell: name });
  if (consistency.length > 0) throw new WorkbookError(consistency);
  return inputs;
};

type Pair = readonly [zh: string, en: string];

const INSTRUCTIONS: readonly Pair[] = [
  ['低碳钢铁产品认证 · 数据收集表', 'Low-carbon steel certification · data-collection workbook'],
  [
    '用途：填写一个钢厂（工厂/基地）一个完整年度的数据。平台按 ISO 14404 / worldsteel 边界计算吨粗钢 CO2 排放强度（t CO2/t 粗钢），并按 IEA 近零排放钢标准和 ResponsibleSteel 脱碳进展等级评级。',
    'Purpose: the data of one steel site for one whole year. The platform computes the CO2 intensity per tonne of crude steel (t CO2/t crude steel) on the ISO 14404 / worldsteel boundary and grades it against the IEA near-zero steel definition and the ResponsibleSteel decarbonisation progress levels.',
  ],
  [
    '填写：只在“数据 Inputs”工作表的黄色单元格中填写数字（单位见 D 列）；空白单元格按 0 计。不要填写文字、负数或未计算的公式。',
    'How to fill: enter numbers only in the yellow cells of the sheet "数据 Inputs" (units in column D); an empty cell counts as 0. No text, no negative amounts, no formulas without a calculated value.',
  ],
  [
    '名称：每个输入单元格都有工作簿级“定义的名称”（E 列，例如 CrudeSteel_t）。平台按名称读取数据，可以移动单元格或增加行，但不要删除或重命名这些名称；其他工具也可按名称填写本表。',
    'Names: every input cell carries a workbook-level defined name (column E, e.g. CrudeSteel_t). The platform reads the data by these names: cells may move and rows may be added, but do not delete or rename the names; other tools may fill the workbook by name.',
  ],
  [
    '边界：包括现场燃料、还原剂和碳酸盐熔剂的直接排放，外购生铁、直接还原铁、球团、烧结矿、焦炭和石灰的上游排放，外购电力（默认 0.504 t CO2/MWh）；扣减外送电力和外送副产煤气。',
    'Boundary: direct emissions of the fuels, reductants and carbonate fluxes used on site; upstream emissions of purchased pig iron, DRI, pellets, sinter, coke and lime; purchased electricity (0.504 t CO2/MWh by default); minus exported electricity and exported by-product gases.',
  ],
  [
    '废钢比 s = 废钢 /（废钢 + 自产铁水 + 外购生铁 + 自产及外购直接还原铁），各金属料按实物吨 1:1 计。自产铁水和自产直接还原铁的排放已包含在现场燃料中，不再另计。',
    "Scrap share s = scrap / (scrap + own hot metal + purchased pig iron + own and purchased DRI), each metallic counted 1:1 by mass. The emissions of own hot metal and own DRI are in the site's fuels and are not counted again.",
  ],
  [
    '工艺路线：BF-BOF（高炉-转炉）、EAF-SCRAP（废钢电炉）、DRI-EAF（直接还原铁-电炉），从下拉列表中选择。',
    'Route: BF-BOF (blast furnace - basic oxygen furnace), EAF-SCRAP (scrap-based electric arc furnace), DRI-EAF (direct reduced iron - electric arc furnace); choose from the list.',
  ],
  [
    '文件：保存为 .xlsx 或 .xlsm 上传；Excel 97-2003（.xls）请另存为 .xlsx；不要设置打开密码。',
    'File: upload as .xlsx or .xlsm; save an Excel 97-2003 (.xls) workbook as .xlsx first; do not set an opening password.',
  ],
];

const GROUP_TITLES: Record<(typeof INPUT_NAMES)[number]['group'], Pair> = {
  output: ['产量', 'Output'],
  metallics: ['金属料投入（入转炉/电炉）', 'Metallic inputs (charged to BOF / EAF)'],
  fuels: ['燃料和还原剂', 'Fuels and reductants'],
  materials: ['外购含铁原料和熔剂', 'Purchased iron-bearing materials and fluxes'],
  electricity: ['电力', 'Electricity'],
  exports: ['外送副产煤气（按低位热值）', 'Exported by-product gases (net calorific value)'],
};

const INPUT_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
const HEAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };

/** The data-collection template: instructions in zh and en, one input sheet, a defined name on every input cell. */
export const buildTemplateWorkbook = async (): Promise<Buffer> => {
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  book.creator = 'Steel EPD Platform';

  const guide = book.addWorksheet('说明 Instructions');
  guide.getColumn(1).width = 90;
  guide.getColumn(2).width = 90;
  for (const [i, [zh, en]] of INSTRUCTIONS.entries()) {
    const row = guide.addRow([zh, en]);
    row.alignment = { wrapText: true, vertical: 'top' };
    if (i === 0) row.font = { bold: true, size: 14 };
  }
  guide.addRow([]);
  const head = guide.addRow(['名称 Name · 单位 Unit', '含义 Meaning']);
  head.font = { bold: true };
  head.fill = HEAD_FILL;
  for (const input of INPUT_NAMES) {
    guide.addRow([`${input.name} · ${input.unit}`, `${input.label[0]} / ${input.label[1]}`]);
  }
  for (const d of DESCRIPTOR_NAMES) guide.addRow([d.name, `${d.label[0]} / ${d.label[1]}`]);
  guide.addRow([]);
  guide.addRow([
    `平台计算所用的因子（t CO2/单位）及其来源列于下方；电力默认 ${WORLDSTEEL_GRID_FACTOR} t CO2/MWh。`,
    `The factors the platform computes with (t CO2 per unit) and their sources are listed below; electricity ${WORLDSTEEL_GRID_FACTOR} t CO2/MWh by default.`,
  ]);
  for (const f of FACTORS) guide.addRow([`${f.source}: ${f.factor.toFixed(4)}`, f.basis]);

  const ws = book.addWorksheet(INPUT_SHEET);
  ws.columns = [{ width: 34 }, { width: 44 }, { width: 18 }, { width: 8 }, { width: 26 }];
  const title = ws.addRow(['数据收集表', 'Data collection']);
  title.font = { bold: true, size: 14 };
  ws.addRow([]);
  const header = ws.addRow(['项目', 'Item', '填写 Value', '单位 Unit', '名称 Name']);
  header.font = { bold: true };
  header.fill = HEAD_FILL;

  const inputCell = (row: ExcelJS.Row, name: string) => {
    const cell = row.getCell(3);
    cell.name = name;
    cell.fill = INPUT_FILL;
    cell.protection = { locked: false };
    return cell;
  };

  for (const d of DESCRIPTOR_NAMES) {
    const row = ws.addRow([d.label[0], d.label[1], null, '', d.name]);
    const cell = inputCell(row, d.name);
    if (d.name === 'Route') {
      cell.dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${CARBON_ROUTES.join(',')}"`],
        showErrorMessage: true,
        errorTitle: '工艺路线 Route',
        error: 'BF-BOF / EAF-SCRAP / DRI-EAF',
      };
    } else if (d.name === 'Year') {
      cell.dataValidation = {
        type: 'whole',
        operator: 'between',
        allowBlank: true,
        formulae: [1990, 2100],
        showErrorMessage: true,
        errorTitle: '年份 Year',
        error: '1990 – 2100',
      };
    }
  }

  let group = '';
  for (const input of INPUT_NAMES) {
    if (input.group !== group) {
      group = input.group;
      const [zh, en] = GROUP_TITLES[input.group];
      const row = ws.addRow([zh, en]);
      row.font = { bold: true };
    }
    const row = ws.addRow([input.label[0], input.label[1], null, input.unit, input.name]);
    const cell = inputCell(row, input.name);
    cell.numFmt = '#,##0.###';
    cell.dataValidation = {
      type: 'decimal',
      operator: 'greaterThanOrEqual',
      allowBlank: true,
      formulae: [0],
      showErrorMessage: true,
      errorTitle: '数值 Number',
      error: '请填写不小于 0 的数字 / Enter a number of 0 or more',
    };
  }
  ws.views = [{ state: 'frozen', ySplit: 3 }];
  return Buffer.from(await book.xlsx.writeBuffer());
};

export type { InputName };
