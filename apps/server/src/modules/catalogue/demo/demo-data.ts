/**
 * The demo catalogue `npm start` shows on a fresh clone (issue 10 "Seed data"): fictional steel
 * companies (realistic, but none of them real), ten PCRs and the products they declare. The
 * figures are plausible for each route (blast furnace or electric arc furnace) and marked as
 * demo data on every report.
 */

export interface DemoCompany {
  code: string;
  zh: string;
  en: string;
  siteZh: string;
  siteEn: string;
  /** Electric arc furnace mills have a far lower GWP than blast furnace ones. */
  route: 'BF-BOF' | 'EAF';
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    code: 'DEMO01',
    zh: '华东钢铁股份有限公司',
    en: 'East China Iron & Steel Co., Ltd.',
    siteZh: '上海市宝山区富江路 88 号',
    siteEn: '88 Fujiang Road, Baoshan, Shanghai',
    route: 'BF-BOF',
  },
  {
    code: 'DEMO02',
    zh: '北方重工钢铁有限公司',
    en: 'Northern Heavy Steel Co., Ltd.',
    siteZh: '辽宁省鞍山市铁西区钢都路 6 号',
    siteEn: '6 Gangdu Road, Tiexi, Anshan, Liaoning',
    route: 'BF-BOF',
  },
  {
    code: 'DEMO03',
    zh: '渤海湾钢铁联合有限公司',
    en: 'Bohai Bay Integrated Steel Co., Ltd.',
    siteZh: '河北省唐山市曹妃甸工业区',
    siteEn: 'Caofeidian Industrial Zone, Tangshan, Hebei',
    route: 'BF-BOF',
  },
  {
    code: 'DEMO04',
    zh: '长江特钢集团有限公司',
    en: 'Yangtze Special Steel Group Co., Ltd.',
    siteZh: '江苏省张家港市锦丰镇沿江路 1 号',
    siteEn: '1 Yanjiang Road, Jinfeng, Zhangjiagang, Jiangsu',
    route: 'EAF',
  },
  {
    code: 'DEMO05',
    zh: '燕赵钢铁股份有限公司',
    en: 'Yanzhao Iron & Steel Co., Ltd.',
    siteZh: '河北省石家庄市井陉矿区',
    siteEn: 'Jingxing Mining District, Shijiazhuang, Hebei',
    route: 'BF-BOF',
  },
  {
    code: 'DEMO06',
    zh: '湘江钢铁有限公司',
    en: 'Xiangjiang Iron & Steel Co., Ltd.',
    siteZh: '湖南省湘潭市岳塘区钢城路 12 号',
    siteEn: '12 Gangcheng Road, Yuetang, Xiangtan, Hunan',
    route: 'BF-BOF',
  },
  {
    code: 'DEMO07',
    zh: '津门钢管制造有限公司',
    en: 'Jinmen Steel Tube Manufacturing Co., Ltd.',
    siteZh: '天津市东丽区津塘公路 396 号',
    siteEn: '396 Jintang Road, Dongli, Tianjin',
    route: 'EAF',
  },
  {
    code: 'DEMO08',
    zh: '皖江钢铁股份有限公司',
    en: 'Wanjiang Iron & Steel Co., Ltd.',
    siteZh: '安徽省马鞍山市雨山区九华西路 8 号',
    siteEn: '8 Jiuhua West Road, Yushan, Maanshan, Anhui',
    route: 'BF-BOF',
  },
  {
    code: 'DEMO09',
    zh: '金陵板材有限公司',
    en: 'Jinling Plate Co., Ltd.',
    siteZh: '江苏省南京市六合区卸甲甸',
    siteEn: 'Xiejiadian, Luhe, Nanjing, Jiangsu',
    route: 'BF-BOF',
  },
  {
    code: 'DEMO10',
    zh: '黄海钢铁控股有限公司',
    en: 'Yellow Sea Steel Holding Co., Ltd.',
    siteZh: '山东省日照市岚山区钢铁大道 1 号',
    siteEn: '1 Steel Avenue, Lanshan, Rizhao, Shandong',
    route: 'BF-BOF',
  },
];

export interface DemoPcr {
  registerNo: string;
  zh: string;
  en: string;
  classZh: string;
  classEn: string;
  descriptionHtml: string;
  descriptionHtmlEn: string;
  /** The product categories it covers, by their Chinese names in the seeded tree (decision 229). */
  categories: readonly string[];
}

/** The demo PCRs' author, in both languages. */
export const DEMO_PCR_AUTHOR = {
  zh: '钢铁行业EPD平台技术委员会',
  en: 'Technical committee of the Steel EPD Platform',
};

/** The product classes of the demo PCRs and their English names. */
const PCR_CLASSES: Record<string, string> = {
  长材: 'Long products',
  板材: 'Flat products',
  涂镀板: 'Coated flat products',
  管材: 'Tubes and pipes',
  型材: 'Sections',
  特钢: 'Special steels',
};

/**
 * The categories each demo PCR covers (by its number): the product the PCR is about, and for the
 * stainless sheet the stainless branch with its grades below it.
 */
const PCR_CATEGORIES: Record<number, readonly string[]> = {
  1: ['螺纹钢'],
  2: ['热轧板卷'],
  3: ['中厚板'],
  4: ['线材'],
  5: ['镀锌板'],
  6: ['无缝钢管'],
  7: ['冷轧板卷'],
  8: ['H型钢'],
  9: ['电工钢'],
  10: ['不锈钢'],
};

const pcr = (
  n: number,
  zh: string,
  en: string,
  classZh: string,
  scope: string,
  scopeEn: string,
): DemoPcr => ({
  registerNo: `PCR-STEEL-2024-${String(n).padStart(2, '0')}`,
  zh,
  en,
  classZh,
  classEn: PCR_CLASSES[classZh] ?? classZh,
  descriptionHtml: `<p>${scope}</p><p>声明单位：1 吨产品；系统边界：从摇篮到大门（A1–A3），可选 C1–C4 与 D 模块。</p>`,
  descriptionHtmlEn: `<p>${scopeEn}</p><p>Declared unit: 1 tonne of product; system boundary: cradle to gate (A1–A3), with the optional modules C1–C4 and D.</p>`,
  categories: PCR_CATEGORIES[n] ?? [],
});

export const DEMO_PCRS: readonly DemoPcr[] = [
  pcr(
    1,
    '钢筋混凝土用热轧带肋钢筋',
    'Hot-rolled ribbed bars for reinforced concrete',
    '长材',
    '适用于 GB/T 1499.2 规定的热轧带肋钢筋。',
    'Applies to hot-rolled ribbed bars as specified in GB/T 1499.2.',
  ),
  pcr(
    2,
    '热轧钢板和钢带',
    'Hot-rolled steel sheet and strip',
    '板材',
    '适用于热连轧生产的钢板和钢带（热轧卷板）。',
    'Applies to steel sheet and strip from continuous hot rolling (hot-rolled coil).',
  ),
  pcr(
    3,
    '中厚钢板',
    'Heavy and medium steel plate',
    '板材',
    '适用于厚度 4.5 mm 以上的中厚钢板。',
    'Applies to heavy and medium plate over 4.5 mm thick.',
  ),
  pcr(
    4,
    '热轧盘条',
    'Hot-rolled wire rod',
    '长材',
    '适用于高速线材轧机生产的盘条。',
    'Applies to wire rod from high-speed wire rod mills.',
  ),
  pcr(
    5,
    '连续热镀锌钢板及钢带',
    'Continuously hot-dip galvanised steel sheet and strip',
    '涂镀板',
    '适用于连续热镀锌（含锌铝镁）钢板及钢带。',
    'Applies to continuously hot-dip galvanised (including zinc-aluminium-magnesium) sheet and strip.',
  ),
  pcr(
    6,
    '无缝钢管',
    'Seamless steel tube',
    '管材',
    '适用于热轧及冷拔无缝钢管。',
    'Applies to hot-rolled and cold-drawn seamless tubes.',
  ),
  pcr(
    7,
    '冷轧钢板及钢带',
    'Cold-rolled steel sheet and strip',
    '板材',
    '适用于冷轧低碳钢板及钢带。',
    'Applies to cold-rolled low-carbon sheet and strip.',
  ),
  pcr(
    8,
    '热轧H型钢',
    'Hot-rolled H-section steel',
    '型材',
    '适用于热轧 H 型钢和剖分 T 型钢。',
    'Applies to hot-rolled H-sections and split T-sections.',
  ),
  pcr(
    9,
    '无取向电工钢',
    'Non-oriented electrical steel',
    '特钢',
    '适用于冷轧无取向电工钢带。',
    'Applies to cold-rolled non-oriented electrical steel strip.',
  ),
  pcr(
    10,
    '不锈钢冷轧板',
    'Cold-rolled stainless steel sheet',
    '特钢',
    '适用于冷轧不锈钢板及钢带。',
    'Applies to cold-rolled stainless steel sheet and strip.',
  ),
];

export interface DemoProduct {
  /** Index into DEMO_PCRS. */
  pcr: number;
  zh: string;
  en: string | null;
  /** GWP100 of the blast furnace route, kg CO2-eq per tonne; EAF mills declare about 35% of it. */
  gwp: number;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { pcr: 0, zh: '热轧带肋钢筋 HRB400E', en: 'Hot-rolled ribbed bar HRB400E', gwp: 1985 },
  { pcr: 0, zh: '热轧带肋钢筋 HRB500E', en: 'Hot-rolled ribbed bar HRB500E', gwp: 2030 },
  { pcr: 1, zh: '热轧卷板 Q235B', en: 'Hot-rolled coil Q235B', gwp: 2105 },
  { pcr: 1, zh: '热轧酸洗板 SPHC', en: 'Hot-rolled pickled sheet SPHC', gwp: 2160 },
  { pcr: 2, zh: '船舶及海洋工程用钢板 AH36', en: 'Shipbuilding and offshore plate AH36', gwp: 2240 },
  { pcr: 2, zh: '桥梁用结构钢板 Q345qD', en: 'Bridge structural plate Q345qD', gwp: 2210 },
  { pcr: 3, zh: '高碳钢盘条 SWRH82B', en: 'High-carbon wire rod SWRH82B', gwp: 2050 },
  { pcr: 3, zh: '冷镦钢盘条 SWRCH22A', en: 'Cold-heading wire rod SWRCH22A', gwp: 2075 },
  { pcr: 4, zh: '热镀锌钢板 DX51D+Z', en: 'Hot-dip galvanised sheet DX51D+Z', gwp: 2380 },
  { pcr: 4, zh: '锌铝镁镀层钢板 DX54D+ZM', en: 'Zinc-aluminium-magnesium coated sheet DX54D+ZM', gwp: 2420 },
  { pcr: 5, zh: '结构用无缝钢管 20#', en: 'Seamless structural tube grade 20', gwp: 2460 },
  { pcr: 5, zh: '石油套管 J55', en: 'Oil well casing J55', gwp: 2520 },
  { pcr: 6, zh: '冷轧钢板 DC01', en: 'Cold-rolled sheet DC01', gwp: 2290 },
  { pcr: 6, zh: '冷轧钢带 SPCC', en: null, gwp: 2270 },
  { pcr: 7, zh: '热轧H型钢 Q355B', en: 'Hot-rolled H-beam Q355B', gwp: 2010 },
  { pcr: 8, zh: '无取向电工钢 50W470', en: 'Non-oriented electrical steel 50W470', gwp: 2650 },
  { pcr: 9, zh: '不锈钢冷轧板 304', en: 'Cold-rolled stainless sheet 304', gwp: 3480 },
];

/**
 * Fictional verification bodies (none of them real) that verified the demo declarations; the
 * last has no English name, so English readers see the Chinese one.
 */
export const DEMO_VERIFIERS: readonly { zh: string; en: string | null }[] = [
  { zh: '青岚环境产品验证中心', en: 'Qinglan Environmental Product Verification Centre' },
  { zh: '衡远认证检测有限公司', en: 'Hengyuan Certification & Testing Co., Ltd.' },
  { zh: '北辰低碳技术评价中心', en: 'Beichen Low-Carbon Assessment Centre' },
  { zh: '致远碳足迹核查事务所', en: null },
];

/** The PCRs of long products (rebar, wire rod, sections): mostly made from scrap in an electric arc furnace. */
export const LONG_PRODUCT_PCRS: readonly number[] = [0, 3, 7];
