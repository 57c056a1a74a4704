import { defineTexts } from '../define.ts';

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
  'home.figuresTitle': ['平台数据', 'The programme in figures'],
  // What the public search lists by default: published, not superseded, not expired.
  'home.figureEpds': ['有效EPD', 'Valid EPDs'],
  'home.figureCompanies': ['认证企业', 'Certified companies'],
  'home.figurePcrs': ['产品种类规则', 'Product category rules'],
  'home.ctaLowCarbon': ['低碳钢认证', 'Low-carbon steel'],
  'home.ctaLca': ['LCA工具', 'LCA tools'],
  'tour.next': ['下一步', 'Next'],
  'tour.prev': ['上一步', 'Back'],
  'tour.finish': ['完成', 'Done'],
  'tour.skip': ['跳过引导', 'Skip the tour'],
  'tour.close': ['关闭', 'Close'],
  'tour.step1Title': ['欢迎来到钢铁行业EPD平台', 'Welcome to the Steel EPD Platform'],
  'tour.step1': [
    '用一分钟了解平台的主要功能，可随时跳过。',
    'A one-minute look at what you can do here; skip it at any time.',
  ],
  'tour.step2Title': ['导航菜单', 'The menu'],
  'tour.step2': [
    '从这里进入EPD、PCR、低碳钢、LCA工具、资源与新闻等栏目。',
    'EPDs, PCRs, low-carbon steel, LCA tools, resources and news start here.',
  ],
  'tour.step3Title': ['语言', 'Language'],
  'tour.step3': ['在中文与英文之间切换。', 'Switch between Chinese and English.'],
  'tour.step4Title': ['登录与注册', 'Log in or register'],
  'tour.step4': [
    '企业用户注册并完成企业认证后即可申请EPD。',
    'A company registers and gets certified before it applies for an EPD.',
  ],
  'tour.step5Title': ['查询与申请', 'Search and apply'],
  'tour.step5': [
    '公开查询已发布的EPD，或直接发起申请。',
    'Search published EPDs openly, or start an application.',
  ],
  'tour.step6Title': ['平台数据', 'Live figures'],
  'tour.step6': [
    '已发布EPD、认证企业与PCR的实时数量。',
    'How many EPDs are published, companies certified and PCRs listed, counted live.',
  ],
  'tour.step7Title': ['平台服务', 'Services'],
  'tour.step7': [
    'EPD查询、PCR、低碳钢认证、LCA工具等入口。',
    'Doors to EPD search, PCRs, low-carbon steel certification, LCA tools and more.',
  ],
  'tour.step8Title': ['友情链接与联系方式', 'Links and contact'],
  'tour.step8': [
    '页脚提供友情链接、报告校验、平台地址与备案信息。',
    'The footer holds friendly links, report verification, our address and filing numbers.',
  ],
});
