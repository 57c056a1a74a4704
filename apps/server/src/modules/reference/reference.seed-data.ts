/**
 * The platform's starting reference data: dictionaries, header menu and settings. Operators
 * change them later; seeding only adds what is missing and never overwrites their edits.
 * Dictionary ids are fixed so that the spec's RESOURCE_TYPE ids 255, 256, 257 hold.
 */
type Item = [id: number, code: string, zh: string, en: string, desc?: string | null, children?: Item[]];

const OTHER = 'other';

export const DICTIONARIES: Record<string, Item[]> = {
  COMPANY_TYPE: [
    [101, '1', '钢铁生产企业', 'Steel producer'],
    [102, '2', '下游用钢企业', 'Steel user'],
    [103, '3', '科研院所/高校', 'Research institute or university'],
    [104, '4', '第三方机构', 'Third-party agency'],
    [105, '5', '其他', 'Other', OTHER],
  ],
  INDUSTRY_CATEGORY: [
    [111, '1', '钢铁', 'Iron and steel'],
    [112, '2', '建筑', 'Construction'],
    [113, '3', '汽车', 'Automotive'],
    [114, '4', '机械装备', 'Machinery and equipment'],
    [115, '5', '家电', 'Household appliances'],
    [116, '6', '能源电力', 'Energy and power'],
    [117, '7', '其他', 'Other', OTHER],
  ],
  COMPANY_FORM: [
    [121, '1', '国有企业', 'State-owned enterprise'],
    [122, '2', '民营企业', 'Private enterprise'],
    [123, '3', '外资企业', 'Foreign-funded enterprise'],
    [124, '4', '合资企业', 'Joint venture'],
    [125, '5', '其他', 'Other', OTHER],
  ],
  CHANNEL_CLASSIFICATION: [
    [
      201,
      '1',
      '行业协会',
      'Industry association',
      null,
      [
        [211, '1-1', '中国钢铁工业协会', 'China Iron and Steel Association'],
        [212, '1-2', '世界钢铁协会', 'worldsteel'],
        [213, '1-3', '地方行业协会', 'Regional association'],
      ],
    ],
    [
      202,
      '2',
      '会议与培训',
      'Conferences and training',
      null,
      [
        [221, '2-1', '行业会议', 'Industry conference'],
        [222, '2-2', '培训课程', 'Training course'],
      ],
    ],
    [
      203,
      '3',
      '网络媒体',
      'Online media',
      null,
      [
        [231, '3-1', '搜索引擎', 'Search engine'],
        [232, '3-2', '微信公众号', 'WeChat official account'],
        [233, '3-3', '新闻网站', 'News website'],
      ],
    ],
    [
      204,
      '4',
      '客户或合作伙伴推荐',
      'Referral by a customer or partner',
      null,
      [
        [241, '4-1', '客户推荐', 'Customer referral'],
        [242, '4-2', '供应商推荐', 'Supplier referral'],
      ],
    ],
    [299, '99', '其他', 'Other', OTHER],
  ],
  INDUSTRY_CLASSIFICATION: [
    [
      301,
      '1',
      '钢铁生产',
      'Steel production',
      null,
      [
        [311, '1-1', '长流程钢铁企业', 'Integrated BF-BOF mill'],
        [312, '1-2', '短流程钢铁企业', 'EAF mill'],
        [313, '1-3', '钢材深加工', 'Steel processing'],
      ],
    ],
    [
      302,
      '2',
      '用钢行业',
      'Steel-using industry',
      null,
      [
        [321, '2-1', '建筑', 'Construction'],
        [322, '2-2', '汽车', 'Automotive'],
        [323, '2-3', '家电', 'Household appliances'],
        [324, '2-4', '机械', 'Machinery'],
        [325, '2-5', '能源', 'Energy'],
        [326, '2-6', '船舶', 'Shipbuilding'],
      ],
    ],
    [
      303,
      '3',
      '服务机构',
      'Service provider',
      null,
      [
        [331, '3-1', '咨询机构', 'Consultancy'],
        [332, '3-2', '认证机构', 'Certification body'],
        [333, '3-3', '检测实验室', 'Testing laboratory'],
      ],
    ],
    [
      304,
      '4',
      '科研与教育',
      'Research and education',
      null,
      [
        [341, '4-1', '高校', 'University'],
        [342, '4-2', '科研院所', 'Research institute'],
      ],
    ],
    [399, '99', '其他', 'Other', OTHER],
  ],
  RESOURCE_TYPE: [
    [255, '1', '技术指标与标准', 'Technical indicators and standards'],
    [256, '2', '文献资料', 'Literature'],
    [257, '3', '报告模板', 'Report templates'],
  ],
  LCES_PROCESS_SELECTION: [
    [401, 'SINTERING', '烧结', 'Sintering'],
    [402, 'PELLETIZING', '球团', 'Pelletizing'],
    [403, 'COKING', '焦化', 'Coking'],
    [404, 'BF', '高炉炼铁', 'Blast furnace ironmaking'],
    [405, 'DRI', '直接还原铁', 'Direct reduced iron'],
    [406, 'BOF', '转炉炼钢', 'Basic oxygen furnace steelmaking'],
    [407, 'EAF', '电炉炼钢', 'Electric arc furnace steelmaking'],
    [408, 'HOT_ROLLING', '热轧', 'Hot rolling'],
    [409, 'COLD_ROLLING', '冷轧', 'Cold rolling'],
    [410, 'COATING', '涂镀', 'Coating'],
  ],
  LCES_MODEL_DOWNLOAD: [
    [451, 'DATA_LIST_TEMPLATE', '低碳钢数据收集表模板', 'Low-carbon steel data collection template'],
    [452, 'LCES_STANDARD', '低碳排放钢评价标准', 'Low-carbon emission steel evaluation standard'],
  ],
  /** Spec 02 §2: the LCA tool button on my applications is switched by a dictionary item. */
  LCA_TOOL_SWITCH: [[461, 'ENABLED', 'true', 'true']],
};

/** The header menu the platform starts with: the contract's, which the portal also bundles. */
export { DEFAULT_MENU as MENU } from '@steel-epd/contract';

export const SETTINGS: Record<string, string> = {
  /** Spec 02 §2: the enlarged QR dialog shows only when this is 'true'. */
  qrShow: 'true',
};
