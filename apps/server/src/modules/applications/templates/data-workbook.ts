import type { Lang } from '@steel-epd/contract';

/**
 * The data collection workbook of the application form: one sheet per kind of data, its headers
 * in the file's language with the other language beneath, and an example row.
 */

type Cell = readonly [zh: string, en: string];

interface SheetPlan {
  name: Cell;
  headers: readonly Cell[];
  example: readonly (string | number)[];
}

const SHEETS: readonly SheetPlan[] = [
  {
    name: ['基本信息', 'General'],
    headers: [
      ['企业名称', 'Company'],
      ['生产地点', 'Site'],
      ['产品名称', 'Product'],
      ['数据期间', 'Data period'],
      ['产品产量 (t)', 'Production (t)'],
      ['联系人', 'Contact'],
    ],
    example: [
      '示例钢铁有限公司 Example Steel Co.',
      '上海 Shanghai',
      '热轧板卷 Hot-rolled coil',
      '2025-01 ~ 2025-12',
      1200000,
      '',
    ],
  },
  {
    name: ['原材料', 'Raw materials'],
    headers: [
      ['物料名称', 'Material'],
      ['类别', 'Type'],
      ['年消耗量', 'Annual amount'],
      ['单位', 'Unit'],
      ['产地/供应商', 'Origin / supplier'],
      ['数据来源', 'Data source'],
      ['备注', 'Remarks'],
    ],
    example: ['铁矿石 Iron ore', '矿石 Ore', 1850000, 't', '', '', ''],
  },
  {
    name: ['能源', 'Energy'],
    headers: [
      ['能源类型', 'Energy carrier'],
      ['年消耗量', 'Annual amount'],
      ['单位', 'Unit'],
      ['来源（外购/自产）', 'Source (purchased / own)'],
      ['低位热值', 'Net calorific value'],
      ['数据来源', 'Data source'],
      ['备注', 'Remarks'],
    ],
    example: ['电力 Electricity', 520000000, 'kWh', '外购 Purchased', '', '', ''],
  },
  {
    name: ['运输', 'Transport'],
    headers: [
      ['物料名称', 'Material'],
      ['运输方式', 'Mode'],
      ['运输距离 (km)', 'Distance (km)'],
      ['运输量 (t)', 'Amount (t)'],
      ['车型/船型', 'Vehicle or vessel'],
      ['备注', 'Remarks'],
    ],
    example: ['铁矿石 Iron ore', '海运 Sea', 9500, 1850000, '散货船 Bulk carrier', ''],
  },
  {
    name: ['排放', 'Emissions'],
    headers: [
      ['排放物', 'Substance'],
      ['排放去向', 'Medium (air / water / soil)'],
      ['年排放量', 'Annual amount'],
      ['单位', 'Unit'],
      ['监测/核算方法', 'Method'],
      ['数据来源', 'Data source'],
      ['备注', 'Remarks'],
    ],
    example: ['二氧化碳 CO2', '大气 Air', 2300000, 't', '物料平衡 Mass balance', '', ''],
  },
];

export const dataWorkbook = async (lang: Lang): Promise<Uint8Array> => {
  // Loaded only when templates are made (the first start with an empty table): it is large.
  const { default: ExcelJS } = await import('exceljs');
  const main = (cell: Cell) => (lang === 'en' ? cell[1] : cell[0]);
  const other = (cell: Cell) => (lang === 'en' ? cell[0] : cell[1]);
  const book = new ExcelJS.Workbook();
  book.creator = 'Steel EPD Platform';
  for (const sheet of SHEETS) {
    const ws = book.addWorksheet(main(sheet.name));
    const head = ws.addRow(sheet.headers.map(main));
    head.font = { bold: true };
    head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
    const sub = ws.addRow(sheet.headers.map(other));
    sub.font = { italic: true, color: { argb: 'FF595959' } };
    const example = ws.addRow([...sheet.example]);
    example.font = { italic: true, color: { argb: 'FF808080' } };
    ws.columns.forEach((column) => {
      column.width = 24;
    });
    ws.views = [{ state: 'frozen', ySplit: 2 }];
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
};
