/**
 * The demo content of /resources, /gpi and /Links (issue 12). The resources and GPI texts are
 * fictional programme documents; the links point at real public bodies of the field.
 */
export interface DemoResource {
  typeId: number;
  nameZh: string;
  nameEn: string;
  introduceZh: string;
  introduceEn: string;
  /** Which languages have a document. */
  files: readonly ('zh' | 'en')[];
  /** The cover's colour. */
  hue: string;
}

export const DEMO_RESOURCES: readonly DemoResource[] = [
  {
    typeId: 255,
    nameZh: '钢铁产品环境产品声明技术规范',
    nameEn: 'Technical specification for EPDs of steel products',
    introduceZh: '规定钢铁产品EPD的声明单位、系统边界、取舍准则与数据质量要求，是本平台EPD注册的技术依据。',
    introduceEn:
      'Declared unit, system boundary, cut-off rules and data quality requirements for EPDs of steel products: the technical basis of registration on this platform.',
    files: ['zh', 'en'],
    hue: '#1f5f8b',
  },
  {
    typeId: 255,
    nameZh: '钢铁行业碳排放核算指标说明',
    nameEn: 'Carbon accounting indicators of the steel industry',
    introduceZh: '说明吨钢碳排放、工序能耗等核心指标的定义、计算方法与数据来源。',
    introduceEn:
      'Definitions, calculation methods and data sources of tonne-of-steel emissions and process energy indicators.',
    files: ['zh'],
    hue: '#2e7d5b',
  },
  {
    typeId: 255,
    nameZh: '低碳排放钢评价方法',
    nameEn: 'Evaluation method for low-carbon emission steel',
    introduceZh: '低碳排放钢分级评价的边界、基准值与证明材料要求。',
    introduceEn: 'Boundary, reference values and evidence required for grading low-carbon emission steel.',
    files: ['zh', 'en'],
    hue: '#6a4c93',
  },
  {
    typeId: 256,
    nameZh: '钢铁生命周期评价研究综述',
    nameEn: 'A review of life cycle assessment studies of steel',
    introduceZh: '梳理长流程与短流程钢铁产品生命周期评价的主要方法、数据库与结果差异。',
    introduceEn:
      'Methods, databases and differing results of LCA studies of blast-furnace and electric-arc-furnace steel.',
    files: ['zh'],
    hue: '#b5651d',
  },
  {
    typeId: 256,
    nameZh: '废钢循环利用与回收效益',
    nameEn: 'Scrap recycling and its benefits',
    introduceZh: '介绍废钢回收在模块D中的计算方式及其对产品碳足迹的影响。',
    introduceEn:
      'How scrap recycling is credited in module D and what it changes in a product’s carbon footprint.',
    files: ['zh', 'en'],
    hue: '#3b6e8f',
  },
  {
    typeId: 256,
    nameZh: 'EPD在绿色采购中的应用',
    nameEn: 'EPDs in green public procurement',
    introduceZh: '国内外绿色建筑评价与政府采购中对EPD的要求与案例。',
    introduceEn: 'What green building ratings and public buyers ask of EPDs, with examples.',
    files: ['zh'],
    hue: '#587b2f',
  },
  {
    typeId: 257,
    nameZh: 'LCA报告编写模板（示例）',
    nameEn: 'LCA report template (example)',
    introduceZh: '按ISO 14044编写生命周期评价报告的章节结构与填写说明。',
    introduceEn: 'Chapter structure and guidance for an LCA report following ISO 14044.',
    files: ['zh', 'en'],
    hue: '#8b2f4f',
  },
  {
    typeId: 257,
    nameZh: 'EPD核查报告模板',
    nameEn: 'EPD verification report template',
    introduceZh: '第三方核查机构出具EPD核查报告时使用的格式与核查清单。',
    introduceEn: 'Format and checklist a third-party verifier uses for an EPD verification report.',
    files: ['zh', 'en'],
    hue: '#2f6f6f',
  },
  {
    typeId: 257,
    nameZh: '企业碳足迹报告模板',
    nameEn: 'Corporate carbon footprint report template',
    introduceZh: '企业层面温室气体排放报告的结构、范围界定与数据表格。',
    introduceEn: 'Structure, scope and data tables of a corporate greenhouse gas report.',
    files: ['zh'],
    hue: '#4a4a8b',
  },
];

export interface DemoLinkType {
  code: string;
  name: string;
  enName: string;
  links: readonly {
    link: string;
    zh: string;
    en: string;
    /** The logo's initials; absent: no logo, the name shows. */
    logo?: string;
    hue?: string;
  }[];
}

export const DEMO_LINK_TYPES: readonly DemoLinkType[] = [
  {
    code: 'INDUSTRY',
    name: '行业组织',
    enName: 'Industry bodies',
    links: [
      {
        link: 'https://worldsteel.org',
        zh: '世界钢铁协会',
        en: 'World Steel Association',
        logo: 'WSA',
        hue: '#1f5f8b',
      },
      {
        link: 'https://www.chinaisa.org.cn',
        zh: '中国钢铁工业协会',
        en: 'China Iron and Steel Association',
        logo: 'CISA',
        hue: '#b22222',
      },
      {
        link: 'https://www.responsiblesteel.org',
        zh: 'ResponsibleSteel',
        en: 'ResponsibleSteel',
        logo: 'RS',
        hue: '#2e7d5b',
      },
    ],
  },
  {
    code: 'STANDARDS',
    name: '标准与EPD项目',
    enName: 'Standards and EPD programmes',
    links: [
      {
        link: 'https://www.iso.org',
        zh: '国际标准化组织',
        en: 'International Organization for Standardization',
        logo: 'ISO',
        hue: '#003f7f',
      },
      {
        link: 'https://www.environdec.com',
        zh: '国际EPD体系',
        en: 'The International EPD System',
        logo: 'EPD',
        hue: '#3d8b37',
      },
      {
        link: 'https://www.sac.gov.cn',
        zh: '国家标准化管理委员会',
        en: 'Standardization Administration of China',
      },
    ],
  },
  {
    code: 'RESEARCH',
    name: '研究机构',
    enName: 'Research',
    links: [
      {
        link: 'https://www.ipcc.ch',
        zh: '政府间气候变化专门委员会',
        en: 'Intergovernmental Panel on Climate Change',
        logo: 'IPCC',
        hue: '#0b6fa4',
      },
      {
        link: 'https://www.iea.org',
        zh: '国际能源署',
        en: 'International Energy Agency',
        logo: 'IEA',
        hue: '#444444',
      },
    ],
  },
];
