import type { Lang, TemplateCode } from '@steel-epd/contract';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The template files of the application form (spec 02 §3 "Template manage items"), made by the
 * platform: the LCA report and EPD pre-report outlines as PDFs and the data collection workbook
 * as .xlsx. The PDFs are in English in both languages (the standard PDF fonts have no Chinese
 * characters); the workbook's sheets and headers are in the file's language with the other
 * language beneath.
 */
export interface TemplateFile {
  code: TemplateCode;
  lang: Lang;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Section {
  heading: string;
  lines: readonly string[];
}

const LCA_OUTLINE: readonly Section[] = [
  {
    heading: '1. Goal and scope',
    lines: [
      'Intended application and audience of the study; whether results are used for an EPD or a carbon footprint (CFP).',
      'Commissioner, practitioner, reference period of the data (12 consecutive months) and the PCR applied.',
    ],
  },
  {
    heading: '2. Declared unit',
    lines: [
      'Declared unit: 1 t (1000 kg) of the steel product at the factory gate.',
      'Product description: grade, standard, dimensions, coating and chemical composition.',
    ],
  },
  {
    heading: '3. System boundary',
    lines: [
      'Cradle to gate, modules A1-A3: A1 raw material supply (ore, coal, scrap, alloys, fluxes), A2 transport to the site, A3 manufacturing (coking, sintering, ironmaking, steelmaking, casting, rolling, finishing).',
      'Modules C1-C4 and D where the PCR asks for them (end of life, recycling credits for scrap).',
      'Process flow diagram of the site with every unit process inside the boundary.',
    ],
  },
  {
    heading: '4. Cut-off and allocation',
    lines: [
      'Cut-off criteria (at least 1 % of mass and energy per unit process, 5 % in total).',
      'Allocation of by-products (slag, process gases, heat) and the treatment of scrap inputs and outputs.',
    ],
  },
  {
    heading: '5. Data and data quality',
    lines: [
      'Primary site data and their sources (meters, ERP, energy balances); background database and version.',
      'Temporal, geographical and technological representativeness; completeness and consistency checks.',
    ],
  },
  {
    heading: '6. Life cycle inventory (LCI)',
    lines: [
      'Inputs per declared unit: raw materials, energy carriers (electricity, coal, natural gas), water, auxiliaries.',
      'Outputs per declared unit: product, co-products, emissions to air, water and soil, waste by type.',
    ],
  },
  {
    heading: '7. Life cycle impact assessment (LCIA)',
    lines: [
      'Characterisation method and factors used (e.g. EN 15804+A2, IPCC AR6).',
      'Global warming potential GWP100 in kg CO2-eq per t, split into fossil, biogenic and land use change.',
      'Other indicators the PCR names: acidification, eutrophication, photochemical ozone, depletion of resources.',
    ],
  },
  {
    heading: '8. Interpretation',
    lines: [
      'Contribution analysis (hotspots by module and process), sensitivity and uncertainty analysis.',
      'Limitations, conclusions and recommendations.',
    ],
  },
  {
    heading: '9. References',
    lines: ['ISO 14040, ISO 14044, ISO 14025, ISO 14067, EN 15804, the PCR and the background database.'],
  },
];

const EPD_OUTLINE: readonly Section[] = [
  {
    heading: '1. General information',
    lines: [
      'Programme operator, EPD registration number, PCR (register number and version), date of issue and validity.',
      'EPD owner (company name, address, contact) and the manufacturing site.',
    ],
  },
  {
    heading: '2. Product',
    lines: [
      'Product name, steel grade, product standard, dimensions and intended use.',
      'Main components and substances of very high concern (if any).',
    ],
  },
  {
    heading: '3. LCA information',
    lines: [
      'Declared unit: 1 t of the steel product. Reference service life where relevant.',
      'System boundary table: modules A1-A3 declared (X); other modules declared or not (MND).',
      'Data period, background database, allocation and cut-off rules.',
    ],
  },
  {
    heading: '4. Environmental impacts per declared unit',
    lines: [
      'GWP-total, GWP-fossil, GWP-biogenic, GWP-luluc (kg CO2-eq); ODP, AP, EP, POCP, ADP and water use.',
      'One column per declared module (A1-A3, C1-C4, D).',
    ],
  },
  {
    heading: '5. Resource use, waste and output flows',
    lines: [
      'Primary energy (renewable, non-renewable), secondary materials, fresh water.',
      'Hazardous and non-hazardous waste disposed; components for re-use, materials for recycling, exported energy.',
    ],
  },
  {
    heading: '6. Additional information',
    lines: ['Recycled content, end-of-life scenarios and any other information the PCR asks for.'],
  },
  {
    heading: '7. Verification',
    lines: [
      'Independent verification of the declaration and data according to ISO 14025: internal / external.',
      'Third-party verifier (name, organisation) and the review panel of the programme.',
    ],
  },
  {
    heading: '8. References',
    lines: ['ISO 14025, ISO 14040/14044, EN 15804, the PCR and the underlying LCA report.'],
  },
];

const MARGIN = 56;
const PAGE: [number, number] = [595, 842];

/** Breaks a text into lines that fit the width in the font. */
const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
};

const outlinePdf = async (title: string, subtitle: string, sections: readonly Section[]) => {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Steel EPD Platform');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const line = (text: string, f: PDFFont, size: number, gap: number, color = rgb(0.1, 0.1, 0.1)) => {
    for (const part of wrap(text, f, size, width)) {
      if (y < MARGIN + size) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(part, { x: MARGIN, y, size, font: f, color });
      y -= size + gap;
    }
  };
  line(title, bold, 18, 8);
  line(subtitle, font, 10, 16, rgb(0.35, 0.35, 0.35));
  for (const section of sections) {
    line(section.heading, bold, 12, 6);
    for (const text of section.lines) line(text, font, 10, 4);
    line('[ to be completed ]', font, 9, 14, rgb(0.5, 0.5, 0.5));
  }
  return doc.save();
};

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

const dataWorkbook = async (lang: Lang): Promise<Uint8Array> => {
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

const make = async (): Promise<TemplateFile[]> => {
  const lca = await outlinePdf(
    'LCA report template',
    'Life cycle assessment of a steel product (ISO 14040 / ISO 14044), declared unit 1 t',
    LCA_OUTLINE,
  );
  const epd = await outlinePdf(
    'EPD pre-report template',
    'Environmental product declaration of a steel product (ISO 14025 / EN 15804), declared unit 1 t',
    EPD_OUTLINE,
  );
  return [
    { code: 'EPD_SPARE_TEMPLATE', lang: 'zh', fileName: 'EPD预报告模板.pdf', mimeType: PDF, bytes: epd },
    {
      code: 'EPD_SPARE_TEMPLATE',
      lang: 'en',
      fileName: 'EPD-pre-report-template.pdf',
      mimeType: PDF,
      bytes: epd,
    },
    { code: 'LCA_TEMPLATE', lang: 'zh', fileName: 'LCA报告模板.pdf', mimeType: PDF, bytes: lca },
    { code: 'LCA_TEMPLATE', lang: 'en', fileName: 'LCA-report-template.pdf', mimeType: PDF, bytes: lca },
    {
      code: 'DATA_COLLECTION_TEMPLATE',
      lang: 'zh',
      fileName: '数据收集表模板.xlsx',
      mimeType: XLSX,
      bytes: await dataWorkbook('zh'),
    },
    {
      code: 'DATA_COLLECTION_TEMPLATE',
      lang: 'en',
      fileName: 'Data-collection-template.xlsx',
      mimeType: XLSX,
      bytes: await dataWorkbook('en'),
    },
  ];
};

/** This file, for the child process that makes the templates at a start (platform/child-work.ts). */
export const TEMPLATES = new URL(import.meta.url);

let made: Promise<TemplateFile[]> | undefined;

/** The template files, made once per process. */
export const templateFiles = (): Promise<TemplateFile[]> => {
  made ??= make().catch((err: unknown) => {
    made = undefined;
    throw err;
  });
  return made;
};
