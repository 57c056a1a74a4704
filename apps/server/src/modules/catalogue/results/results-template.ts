import {
  DECLARED_UNITS,
  EDITIONS,
  INDICATORS,
  type IndicatorGroup,
  LCIA_METHODS,
  type LifeCycleModule,
  MANDATORY_MODULES,
  MODULES,
  RESULT_VALUE_MAX,
  resultsTexts,
} from '@steel-epd/contract';
import type ExcelJS from 'exceljs';
import { DECLARED, HEADER_NAMES, moduleName, NOT_DECLARED, valueName } from './workbook-names.ts';

type Pair = readonly [zh: string, en: string];

export const RESULTS_SHEET = '结果 Results';

const INSTRUCTIONS: readonly Pair[] = [
  ['EPD 结果矩阵 · 数据填写表', 'EPD results matrix · data workbook'],
  [
    '用途：一个产品（声明单位，默认 1 吨）按 EN 15804+A2、EF 3.1 方法的全部指标结果，按生命周期阶段填写。平台据此生成 EPD 的结果表、图表、PDF 和 openEPD / ILCD 数据。',
    'Purpose: every indicator result of one product (per declared unit, 1 t by default) under EN 15804+A2 with the EF 3.1 method, per life-cycle module. The platform makes the EPD’s results table, chart, PDF and openEPD / ILCD data from it.',
  ],
  [
    '阶段：在第 11 行为每个阶段选择“Declared”（已声明）或“MND”（未声明）。产品阶段填 A1-A3 合并，或分别填 A1、A2、A3；建筑产品必须声明 C1、C2、C3、C4 和 D。未声明阶段的单元格留空，不要填 0。',
    'Modules: in row 11 choose "Declared" or "MND" (module not declared) for each module. Give the product stage as A1-A3, or as A1, A2 and A3; a construction product must declare C1, C2, C3, C4 and D. Leave the cells of a module not declared empty, never 0.',
  ],
  [
    '数值：黄色行是每个已声明阶段都必须填写的指标；浅色行（附加指标、GWP-GHG）可留空表示未声明（ND）。只填数字，单位见 D 列；GWP-total 须等于 GWP-fossil、GWP-biogenic 与 GWP-luluc 之和。',
    'Values: yellow rows are required in every declared module; the light rows (additional indicators, GWP-GHG) may stay empty for "not declared" (ND). Numbers only, in the unit of column D; GWP-total must equal GWP-fossil + GWP-biogenic + GWP-luluc.',
  ],
  [
    '名称：每个填写单元格都有工作簿级“定义的名称”（例如 Value.GWP_total.A1_A3、Module.C1、Results.Edition）。平台按名称读取，可以移动单元格，但不要删除或重命名这些名称。',
    'Names: every cell to fill carries a workbook-level defined name (e.g. Value.GWP_total.A1_A3, Module.C1, Results.Edition). The platform reads by these names: cells may move, but do not delete or rename the names.',
  ],
  ['文件：保存为 .xlsx 上传；不要设置打开密码。', 'File: upload as .xlsx; do not set an opening password.'],
];

const HEADER_FIELDS: readonly {
  name: string;
  label: Pair;
  value: string | number | null;
  list?: readonly string[];
  hint: Pair;
}[] = [
  {
    name: HEADER_NAMES.edition,
    label: ['EN 15804 版本', 'EN 15804 edition'],
    value: 'EN 15804+A2',
    list: EDITIONS,
    hint: ['新提交须为 +A2', 'New results: +A2'],
  },
  {
    name: HEADER_NAMES.lciaMethod,
    label: ['影响评价方法', 'LCIA method'],
    value: 'EF 3.1',
    list: LCIA_METHODS,
    hint: ['新提交须为 EF 3.1', 'New results: EF 3.1'],
  },
  {
    name: HEADER_NAMES.declaredAmount,
    label: ['声明单位数量', 'Declared unit, amount'],
    value: 1,
    hint: ['正数', 'A positive number'],
  },
  {
    name: HEADER_NAMES.declaredUnit,
    label: ['声明单位', 'Declared unit'],
    value: 't',
    list: DECLARED_UNITS,
    hint: ['t、kg、m、m2、m3 或 item', 't, kg, m, m2, m3 or item'],
  },
  {
    name: HEADER_NAMES.kgPerDeclaredUnit,
    label: ['每声明单位质量（kg）', 'Mass per declared unit (kg)'],
    value: 1000,
    hint: ['1 t = 1000 kg', '1 t = 1000 kg'],
  },
  {
    name: HEADER_NAMES.serviceLife,
    label: ['参考使用寿命（年）', 'Reference service life (years)'],
    value: null,
    hint: ['未声明时留空', 'Empty when not declared'],
  },
];

const REQUIRED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
const OPTIONAL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF7F7F7' } };
const HEAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };

/** The first column of the modules (E). */
const FIRST_MODULE_COLUMN = 5;
const DECLARATION_ROW = 11;

/** Declared by default: the product stage as one, and what EN 15804+A2 asks of every construction product. */
const DECLARED_BY_DEFAULT = new Set<LifeCycleModule>(['A1-A3', ...MANDATORY_MODULES]);

const listValidation = (values: readonly string[], title: string): ExcelJS.DataValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [`"${values.join(',')}"`],
  showErrorMessage: true,
  errorTitle: title,
  error: values.join(' / '),
});

/**
 * The results workbook a company downloads with its EPD application (decision 238), made from
 * the indicator catalogue: instructions in zh and en, one sheet with the header, one column per
 * module with its Declared / MND choice, one row per indicator with its unit, a defined name on
 * every cell to fill, and validation that keeps to numbers and the lists.
 */
export const buildResultsTemplate = async (): Promise<Buffer> => {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  book.creator = 'Steel EPD Platform';

  const guide = book.addWorksheet('说明 Instructions');
  guide.getColumn(1).width = 80;
  guide.getColumn(2).width = 80;
  for (const [i, [zh, en]] of INSTRUCTIONS.entries()) {
    const row = guide.addRow([zh, en]);
    row.alignment = { wrapText: true, vertical: 'top' };
    if (i === 0) row.font = { bold: true, size: 14 };
  }

  const ws = book.addWorksheet(RESULTS_SHEET);
  ws.columns = [
    { width: 22 },
    { width: 30 },
    { width: 40 },
    { width: 24 },
    ...MODULES.map(() => ({ width: 12 })),
  ];
  const title = ws.getRow(1);
  title.getCell(1).value = 'EPD 结果矩阵 · EPD results matrix (EN 15804+A2, EF 3.1)';
  title.font = { bold: true, size: 14 };

  for (const [i, field] of HEADER_FIELDS.entries()) {
    const row = ws.getRow(3 + i);
    row.getCell(1).value = field.label[0];
    row.getCell(2).value = field.label[1];
    const cell = row.getCell(3);
    cell.value = field.value;
    cell.name = field.name;
    cell.fill = REQUIRED_FILL;
    cell.dataValidation = field.list
      ? listValidation(field.list, field.label[1])
      : {
          type: 'decimal',
          operator: 'greaterThan',
          allowBlank: true,
          formulae: [0],
          showErrorMessage: true,
          errorTitle: field.label[1],
          error: `${field.hint[0]} / ${field.hint[1]}`,
        };
    row.getCell(4).value = `${field.hint[0]} / ${field.hint[1]}`;
  }

  const head = ws.getRow(DECLARATION_ROW - 1);
  head.values = ['指标 Indicator', '名称', 'Name', '单位 Unit', ...MODULES];
  head.font = { bold: true };
  head.fill = HEAD_FILL;
  const declaration = ws.getRow(DECLARATION_ROW);
  declaration.getCell(1).value = '是否声明 Declared?';
  declaration.getCell(2).value = '已声明 Declared / 未声明 MND';
  for (const [i, module] of MODULES.entries()) {
    const cell = declaration.getCell(FIRST_MODULE_COLUMN + i);
    cell.value = DECLARED_BY_DEFAULT.has(module) ? DECLARED : NOT_DECLARED;
    cell.name = moduleName(module);
    cell.fill = REQUIRED_FILL;
    cell.dataValidation = listValidation([DECLARED, NOT_DECLARED], module);
  }

  let rowNumber = DECLARATION_ROW + 1;
  let group: IndicatorGroup | '' = '';
  for (const indicator of INDICATORS) {
    if (indicator.group !== group) {
      group = indicator.group;
      const [zh, en] = resultsTexts[`results.group.${group}`];
      const row = ws.getRow(rowNumber++);
      row.getCell(1).value = `${zh} ${en}`;
      row.font = { bold: true };
    }
    const row = ws.getRow(rowNumber++);
    row.getCell(1).value = indicator.key;
    row.getCell(2).value = indicator.name[0];
    row.getCell(3).value = indicator.name[1];
    row.getCell(4).value =
      indicator.unit[1] === indicator.unit[0]
        ? indicator.unit[1]
        : `${indicator.unit[1]} / ${indicator.unit[0]}`;
    for (const [i, module] of MODULES.entries()) {
      const cell = row.getCell(FIRST_MODULE_COLUMN + i);
      cell.name = valueName(indicator.key, module);
      cell.fill = indicator.mandatory ? REQUIRED_FILL : OPTIONAL_FILL;
      cell.numFmt = 'General';
      cell.dataValidation = {
        type: 'decimal',
        operator: 'between',
        allowBlank: true,
        formulae: [-RESULT_VALUE_MAX, RESULT_VALUE_MAX],
        showErrorMessage: true,
        errorTitle: indicator.key,
        error: '请填写数字 / Enter a number',
      };
    }
  }
  ws.views = [{ state: 'frozen', xSplit: 4, ySplit: DECLARATION_ROW }];
  return Buffer.from(await book.xlsx.writeBuffer());
};
