import { defineTexts } from './define.ts';

/** The portal's home page: hero banner, programme introduction and entry cards. */
export const portalHomeTexts = defineTexts({
  'home.heroSubtitle': [
    '钢铁行业环境产品声明（EPD）项目平台',
    'The environmental product declaration programme of the iron and steel industry',
  ],
  'home.intro': [
    '平台依据 ISO 14025 为钢铁企业提供 EPD 与碳足迹（CFP）备案、产品种类规则（PCR）制定、低碳钢认证和生命周期评价（LCA）工具；所有已发布的声明均可公开查询。',
    'Following ISO 14025, the platform helps steel companies register EPDs and carbon footprint (CFP) filings, develop product category rules (PCR), certify low-carbon steel and model life cycles with LCA tools. Every published declaration can be searched openly.',
  ],
  'home.ctaSearch': ['查询EPD', 'Search EPDs'],
  'home.ctaApply': ['申请EPD', 'Apply for an EPD'],
  'home.entriesTitle': ['平台服务', 'What you can do here'],
  'home.epdSearchDesc': [
    '按企业、PCR或关键词查询已发布的环境产品声明。',
    'Find published declarations by company, PCR or keyword.',
  ],
  'home.pcrDesc': [
    '了解产品种类规则，查询或申请制定新的PCR。',
    'Learn about product category rules, search them or request a new one.',
  ],
  'home.lowCarbonDesc': [
    '提交低碳钢产品数据，申请低碳钢认证。',
    'Submit low-carbon steel product data and apply for certification.',
  ],
  'home.lcaToolsDesc': [
    '在线开展生命周期建模、数据管理与结果分析。',
    'Model life cycles, manage data and analyse results online.',
  ],
  'home.resourcesDesc': [
    '下载技术标准、文献资料和报告模板。',
    'Download technical standards, literature and report templates.',
  ],
  'home.newsDesc': ['了解平台与行业的最新动态。', 'Read the latest from the platform and the industry.'],
  'home.cardOpen': ['进入', 'Open'],
});
