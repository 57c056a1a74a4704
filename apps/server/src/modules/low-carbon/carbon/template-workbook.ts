import type ExcelJS from 'exceljs';
import { excel } from './excel.ts';
import { FACTORS, WORLDSTEEL_GRID_FACTOR } from './factors.ts';
import { INPUT_SHEET } from './input-checks.ts';
import { CARBON_ROUTES, DESCRIPTOR_NAMES, INPUT_NAMES } from './names.ts';

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
