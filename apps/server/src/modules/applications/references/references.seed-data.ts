/**
 * The application form's reference data as shipped (spec 02 §3 "Product categories have
 * categoryName", the technology select): steel product categories in a tree, and production
 * technologies. A category's technologies are its own and its ancestors': the steelmaking routes
 * hang on the top levels, the finishing processes on the products they belong to.
 */
export interface SeedCategory {
  zh: string;
  en: string;
  technologies?: readonly (readonly [zh: string, en: string])[];
  children?: readonly SeedCategory[];
}

/** The steelmaking routes every product is made by. */
const ROUTES = [
  ['高炉-转炉长流程', 'Blast furnace - basic oxygen furnace (BF-BOF)'],
  ['全废钢电弧炉短流程', 'Scrap-based electric arc furnace (EAF)'],
  ['直接还原-电弧炉', 'Direct reduced iron - electric arc furnace (DRI-EAF)'],
  ['氢基直接还原-电弧炉', 'Hydrogen-based direct reduction - electric arc furnace (H2-DRI-EAF)'],
] as const;

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    zh: '板材',
    en: 'Flat products',
    technologies: ROUTES,
    children: [
      { zh: '热轧板卷', en: 'Hot-rolled coil', technologies: [['热连轧', 'Hot strip mill rolling']] },
      {
        zh: '冷轧板卷',
        en: 'Cold-rolled coil',
        technologies: [['酸洗-冷连轧-连续退火', 'Pickling, tandem cold rolling and continuous annealing']],
      },
      {
        zh: '镀锌板',
        en: 'Galvanized sheet',
        technologies: [
          ['连续热镀锌', 'Continuous hot-dip galvanizing'],
          ['电镀锌', 'Electro-galvanizing'],
        ],
      },
      { zh: '彩涂板', en: 'Pre-painted (colour-coated) sheet' },
      {
        zh: '中厚板',
        en: 'Medium and heavy plate',
        technologies: [['控轧控冷（TMCP）', 'Thermo-mechanical controlled processing (TMCP)']],
      },
      { zh: '电工钢', en: 'Electrical steel' },
    ],
  },
  {
    zh: '长材',
    en: 'Long products',
    technologies: ROUTES,
    children: [
      { zh: '螺纹钢', en: 'Rebar' },
      { zh: '线材', en: 'Wire rod' },
      { zh: 'H型钢', en: 'H-beams' },
      { zh: '钢轨', en: 'Rails' },
      { zh: '棒材', en: 'Bars' },
    ],
  },
  {
    zh: '管材',
    en: 'Tubes and pipes',
    technologies: ROUTES,
    children: [
      {
        zh: '无缝钢管',
        en: 'Seamless pipe',
        technologies: [
          ['热轧（穿孔-连轧）', 'Hot rolling (piercing and continuous mandrel rolling)'],
          ['冷拔', 'Cold drawing'],
        ],
      },
      {
        zh: '焊接钢管',
        en: 'Welded pipe',
        technologies: [
          ['直缝高频电阻焊（ERW）', 'Electric resistance welding (ERW)'],
          ['螺旋埋弧焊（SSAW）', 'Spiral submerged arc welding (SSAW)'],
          ['直缝埋弧焊（LSAW）', 'Longitudinal submerged arc welding (LSAW)'],
        ],
      },
      { zh: '镀锌钢管', en: 'Galvanized pipe', technologies: [['热浸镀锌', 'Hot-dip galvanizing']] },
    ],
  },
  {
    zh: '特钢',
    en: 'Special steels',
    technologies: ROUTES,
    children: [
      {
        zh: '不锈钢',
        en: 'Stainless steel',
        technologies: [['电弧炉-AOD精炼', 'EAF with argon oxygen decarburization (AOD)']],
        children: [
          { zh: '奥氏体不锈钢', en: 'Austenitic stainless steel' },
          { zh: '铁素体不锈钢', en: 'Ferritic stainless steel' },
        ],
      },
      { zh: '合金结构钢', en: 'Alloy structural steel' },
      { zh: '轴承钢', en: 'Bearing steel' },
      { zh: '工具钢', en: 'Tool steel' },
    ],
  },
  {
    zh: '半成品',
    en: 'Semi-finished products',
    technologies: ROUTES,
    children: [
      { zh: '连铸板坯', en: 'Continuously cast slab' },
      { zh: '连铸方坯', en: 'Continuously cast billet' },
    ],
  },
];
