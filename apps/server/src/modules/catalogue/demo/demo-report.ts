import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { CjkFont } from '../../../platform/pdf/cjk-font.ts';
import { wrapText } from '../../../platform/pdf/wrap-text.ts';

/** What a demo report says about its record. */
export interface DemoReportInput {
  lang: 'zh' | 'en';
  registrationNumber: string;
  productName: string;
  holder: string;
  site: string;
  pcrName: string;
  pcrRegisterNo: string;
  issueDate: string;
  expiryDate: string;
  /** kg CO2-eq per tonne, A1–A3. */
  gwp100: number;
  route: 'BF-BOF' | 'EAF';
  /** The address the record's QR code holds (its summary). */
  /** The QR address printed on the cover; a renewal's is made after its reports, so it has none. */
  qrUrl?: string;
}

export const NAVY = rgb(0.08, 0.21, 0.33);
const GREEN = rgb(0.18, 0.48, 0.36);
export const GREY = rgb(0.35, 0.38, 0.42);
const LINE = rgb(0.82, 0.85, 0.88);

const WORDS = {
  zh: {
    platform: '钢铁行业EPD平台',
    title: '环境产品声明',
    subtitle: 'Environmental Product Declaration · 依据 ISO 14025 与 EN 15804+A2',
    demo: '示例数据：本报告由平台演示内容生成，企业与数据均为虚构，仅供演示。',
    reg: 'EPD注册号',
    holder: 'EPD持有者',
    site: '生产地址',
    pcr: '产品类别规则 (PCR)',
    validity: '有效期',
    to: '至',
    scan: '扫码查看该声明的在线摘要',
    unitTitle: '1 声明单位与产品描述',
    unit: '声明单位：1 吨（t）产品，出厂状态。',
    product: '产品',
    routeLabel: '生产工艺路线',
    routes: { 'BF-BOF': '高炉—转炉长流程', EAF: '电弧炉短流程（以废钢为主要原料）' },
    data: '数据代表性：生产数据为申报企业一个完整自然年的统计数据；背景数据取自中国钢铁生命周期数据库。',
    boundaryTitle: '2 系统边界',
    boundary: '从摇篮到大门（A1–A3），包含以下模块：',
    modules: [
      ['A1', '原材料获取与加工（铁矿石、煤、废钢、合金、能源）'],
      ['A2', '原材料运输至工厂'],
      ['A3', '制造：烧结、炼铁、炼钢、连铸、轧制及公辅设施'],
      ['C1–C4, D', '未声明（本声明不包含使用阶段与报废阶段）'],
    ],
    cutoff: '取舍准则：单项物料质量或能耗占比小于 1%，且总和不超过 5% 的输入可忽略。',
    resultsTitle: '3 环境影响结果（每吨产品）',
    indicator: '指标',
    unitCol: '单位',
    total: 'A1–A3 合计',
    gwp: '全球变暖潜势 GWP100（总计）',
    ap: '酸化潜势 AP',
    ep: '富营养化潜势 EP（淡水）',
    pocp: '光化学臭氧生成潜势 POCP',
    adp: '非生物资源消耗潜势 ADP（化石）',
    note: '结果依据所列 PCR 计算，经第三方独立验证。',
    page: '页',
  },
  en: {
    platform: 'Steel EPD Platform',
    title: 'Environmental Product Declaration',
    subtitle: 'In accordance with ISO 14025 and EN 15804+A2',
    demo: 'Demo data: this report was generated as demo content; the company and all figures are fictional.',
    reg: 'Registration number',
    holder: 'EPD holder',
    site: 'Production site',
    pcr: 'Product category rules (PCR)',
    validity: 'Validity',
    to: 'to',
    scan: 'Scan to open the online summary of this declaration',
    unitTitle: '1 Declared unit and product',
    unit: 'Declared unit: 1 tonne (t) of product, as it leaves the mill.',
    product: 'Product',
    routeLabel: 'Production route',
    routes: { 'BF-BOF': 'Blast furnace - basic oxygen furnace', EAF: 'Electric arc furnace (mainly scrap)' },
    data: "Data quality: one full calendar year of the mill's production data; background data from the Chinese steel life cycle database.",
    boundaryTitle: '2 System boundary',
    boundary: 'Cradle to gate (A1-A3), with the following modules:',
    modules: [
      ['A1', 'Raw material supply (iron ore, coal, scrap, alloys, energy)'],
      ['A2', 'Transport of raw materials to the mill'],
      ['A3', 'Manufacturing: sintering, ironmaking, steelmaking, casting, rolling, utilities'],
      ['C1-C4, D', 'Not declared (use and end-of-life stages are outside this declaration)'],
    ],
    cutoff: 'Cut-off: inputs below 1% of mass or energy each, and 5% in total, may be left out.',
    resultsTitle: '3 Environmental impacts (per tonne)',
    indicator: 'Indicator',
    unitCol: 'Unit',
    total: 'A1-A3 total',
    gwp: 'Global warming potential GWP100 (total)',
    ap: 'Acidification potential AP',
    ep: 'Eutrophication potential EP (freshwater)',
    pocp: 'Photochemical ozone creation POCP',
    adp: 'Abiotic depletion potential ADP (fossil)',
    note: 'Results calculated under the PCR named above and verified by an independent third party.',
    page: 'Page',
  },
} as const;

/** The QR code as vector squares: crisp at any zoom, and no image to decode and compress again. */
const drawQr = (page: PDFPage, url: string, x: number, y: number, size: number) => {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row += 1) {
    // One rectangle per run of dark modules in a row.
    for (let col = 0; col < count; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < count && qr.modules.get(row, end + 1)) end += 1;
      page.drawRectangle({
        x: x + (col + 1) * cell,
        y: y + size - (row + 2) * cell,
        // A hair wider and taller, so neighbouring squares leave no seam when a viewer smooths them.
        width: (end - col + 1) * cell + 0.3,
        height: cell + 0.3,
        color: rgb(0, 0, 0),
      });
      col = end;
    }
  }
};

/** A writer that flows lines down an A4 page (the demo PCR documents use it too). */
export const writer = (page: PDFPage, font: PDFFont, bold: PDFFont) => {
  let y = 780;
  return {
    get y() {
      return y;
    },
    gap(h: number) {
      y -= h;
    },
    text(
      text: string,
      options: { size?: number; x?: number; width?: number; color?: typeof NAVY; heavy?: boolean } = {},
    ) {
      const size = options.size ?? 11;
      const use = options.heavy ? bold : font;
      for (const line of wrapText(text, use, size, options.width ?? 495)) {
        page.drawText(line, {
          x: options.x ?? 50,
          y,
          size,
          font: use,
          color: options.color ?? rgb(0.1, 0.1, 0.12),
        });
        y -= size * 1.55;
      }
    },
    rule() {
      page.drawLine({ start: { x: 50, y: y + 6 }, end: { x: 545, y: y + 6 }, thickness: 0.6, color: LINE });
      y -= 8;
    },
  };
};

/** A demo document's cover band: platform, title and subtitle in white on navy, a green rule. */
export const drawDemoCover = (
  cover: PDFPage,
  words: { platform: string; title: string; subtitle: string },
  fonts: { font: PDFFont; bold: PDFFont; titleSize: number },
) => {
  const { font, bold, titleSize } = fonts;
  cover.drawRectangle({ x: 0, y: 612, width: 595, height: 230, color: NAVY });
  cover.drawRectangle({ x: 0, y: 604, width: 595, height: 8, color: GREEN });
  cover.drawText(words.platform, { x: 50, y: 790, size: 12, font, color: rgb(1, 1, 1) });
  cover.drawText(words.title, { x: 50, y: 730, size: titleSize, font: bold, color: rgb(1, 1, 1) });
  cover.drawText(words.subtitle, { x: 50, y: 700, size: 10, font, color: rgb(0.85, 0.9, 0.95) });
};

/** Every page of a demo document: the demo note, and the document's number with the page's. */
export const drawDemoFooters = (
  doc: PDFDocument,
  note: string,
  number: string,
  pageWord: string,
  font: PDFFont,
) => {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(note, { x: 50, y: 36, size: 7, font, color: rgb(0.6, 0.2, 0.1) });
    page.drawText(`${number} · ${pageWord} ${i + 1} / ${pages.length}`, {
      x: 50,
      y: 24,
      size: 7,
      font,
      color: GREY,
    });
  });
};

/** Shares of A1, A2, A3 in the total: scrap-based mills carry less in A1. */
const SHARES = { 'BF-BOF': [0.74, 0.03, 0.23], EAF: [0.42, 0.06, 0.52] } as const;

/**
 * A several-page EPD report as a programme operator would publish it: a cover with the QR code,
 * the declared unit, the system boundary and the results table. The Chinese one is set in the
 * CJK font (a subset with just its characters), the English one in Helvetica.
 */
export const makeDemoReport = async (input: DemoReportInput, cjk: CjkFont): Promise<Uint8Array> => {
  const w = WORDS[input.lang];
  const doc = await PDFDocument.create();
  doc.setTitle(`${w.title} ${input.registrationNumber}`);
  doc.setProducer('Steel EPD Platform demo content');
  const [a1, a2, a3] = SHARES[input.route];
  const gwp = input.gwp100;
  const rows: [string, string, number][] = [
    [w.gwp, 'kg CO2-eq', gwp],
    [w.ap, 'mol H+-eq', gwp * 0.0029],
    [w.ep, 'kg P-eq', gwp * 0.000041],
    [w.pocp, 'kg NMVOC-eq', gwp * 0.0021],
    [w.adp, 'MJ', gwp * 9.6],
  ];
  const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 1 ? n.toFixed(2) : n.toExponential(2));
  // Every printable ASCII character too: units, codes and numbers of the tables.
  const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  const allText = [
    ascii,
    ...Object.values(w).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v).flat())),
    input.productName,
    input.holder,
    input.site,
    input.pcrName,
    input.pcrRegisterNo,
  ].join('');
  const font =
    input.lang === 'zh' ? await cjk.embed(doc, allText) : await doc.embedFont(StandardFonts.Helvetica);
  const bold = input.lang === 'zh' ? font : await doc.embedFont(StandardFonts.HelveticaBold);

  // Cover.
  const cover = doc.addPage([595, 842]);
  drawDemoCover(cover, w, { font, bold, titleSize: input.lang === 'zh' ? 30 : 24 });
  const c = writer(cover, font, bold);
  c.gap(215);
  c.text(input.productName, { size: 22, heavy: true, color: NAVY });
  c.gap(8);
  for (const [label, value] of [
    [w.reg, input.registrationNumber],
    [w.holder, input.holder],
    [w.site, input.site],
    [w.pcr, `${input.pcrName} (${input.pcrRegisterNo})`],
    [w.validity, `${input.issueDate} ${w.to} ${input.expiryDate}`],
  ] as const) {
    c.text(label, { size: 9, color: GREY, width: 330 });
    c.text(value, { size: 12, width: 330 });
    c.gap(4);
  }
  const qrUrl = input.qrUrl;
  if (qrUrl) {
    drawQr(cover, qrUrl, 410, 330, 135);
    for (const [i, line] of wrapText(w.scan, font, 8, 135).entries())
      cover.drawText(line, { x: 410, y: 318 - i * 11, size: 8, font, color: GREY });
    cover.drawText(qrUrl.length > 60 ? `${qrUrl.slice(0, 57)}...` : qrUrl, {
      x: 410,
      y: 290,
      size: 6,
      font: input.lang === 'zh' ? font : await doc.embedFont(StandardFonts.Helvetica),
      color: GREY,
    });
  }

  // Declared unit and product.
  const p2 = doc.addPage([595, 842]);
  const u = writer(p2, font, bold);
  u.text(w.unitTitle, { size: 16, heavy: true, color: NAVY });
  u.rule();
  u.text(w.unit);
  u.gap(6);
  u.text(`${w.product}: ${input.productName}`);
  u.text(`${w.routeLabel}: ${w.routes[input.route]}`);
  u.gap(6);
  u.text(w.data, { size: 10, color: GREY });

  // System boundary.
  const p3 = doc.addPage([595, 842]);
  const b = writer(p3, font, bold);
  b.text(w.boundaryTitle, { size: 16, heavy: true, color: NAVY });
  b.rule();
  b.text(w.boundary);
  b.gap(6);
  for (const [module, text] of w.modules) {
    p3.drawRectangle({
      x: 50,
      y: b.y - 6,
      width: 70,
      height: 20,
      color: module.startsWith('C') ? LINE : GREEN,
    });
    p3.drawText(module, {
      x: 56,
      y: b.y,
      size: 10,
      font: bold,
      color: module.startsWith('C') ? GREY : rgb(1, 1, 1),
    });
    b.text(text, { x: 132, width: 410 });
    b.gap(10);
  }
  b.text(w.cutoff, { size: 10, color: GREY });

  // Results.
  const p4 = doc.addPage([595, 842]);
  const r = writer(p4, font, bold);
  r.text(w.resultsTitle, { size: 16, heavy: true, color: NAVY });
  r.rule();
  const cols = [50, 255, 330, 385, 430, 485];
  const header = [w.indicator, w.unitCol, 'A1', 'A2', 'A3', w.total];
  p4.drawRectangle({ x: 46, y: r.y - 6, width: 503, height: 20, color: NAVY });
  for (const [i, h] of header.entries()) {
    p4.drawText(h, { x: cols[i] ?? 50, y: r.y, size: 9, font: bold, color: rgb(1, 1, 1) });
  }
  r.gap(24);
  for (const [name, unit, total] of rows) {
    const cells = [unit, fmt(total * a1), fmt(total * a2), fmt(total * a3), fmt(total)];
    const top = r.y;
    r.text(name, { size: 9, width: 195 });
    cells.forEach((cell, i) => {
      p4.drawText(cell, { x: cols[i + 1] ?? 50, y: top, size: 9, font });
    });
    r.rule();
  }
  r.gap(6);
  r.text(w.note, { size: 10, color: GREY });

  // Every page: the demo note and the page number.
  drawDemoFooters(doc, w.demo, input.registrationNumber, w.page, font);
  return doc.save();
};
