import { defineTexts } from '../define.ts';

/** The LCA tools page (spec 02 §2 /lcaTools, §4 and §5 "LCA subscription"). */
export const portalLcaToolsTexts = defineTexts({
  'lca.bannerTitle': ['钢铁产品生命周期评价工具', 'Life cycle assessment tool for steel products'],
  'lca.bannerLead': [
    '面向钢铁企业的在线LCA建模与碳足迹核算，与EPD平台账号互通。',
    'Online LCA modelling and carbon footprint accounting for steel companies, with your EPD platform account.',
  ],
  'lca.introTitle': ['产品介绍', 'Product introduction'],
  'lca.intro': [
    'LCA工具依据ISO 14040/14044与钢铁行业产品种类规则，帮助企业从原料开采、冶炼到产品出厂建立完整的生命周期模型，计算碳足迹等环境影响指标，并为EPD申请准备数据与报告。',
    'The LCA tool follows ISO 14040/14044 and the steel product category rules. It helps a company model the whole life cycle from raw materials and steelmaking to the factory gate, compute the carbon footprint and other impact indicators, and prepare the data and report of an EPD application.',
  ],
  'lca.featuresTitle': ['五大功能', 'Five features'],
  'lca.feature.assessment': ['生命周期评价', 'Lifecycle assessment'],
  'lca.feature.assessmentText': [
    '按标准方法完成目标与范围定义、清单分析、影响评价与结果解释。',
    'Goal and scope, inventory analysis, impact assessment and interpretation by the standard method.',
  ],
  'lca.feature.database': ['数据库与数据管理', 'Database and data management'],
  'lca.feature.databaseText': [
    '内置钢铁行业背景数据库，统一管理企业现场数据与版本。',
    'A built-in steel background database; your site data and its versions in one place.',
  ],
  'lca.feature.modelling': ['建模', 'Modelling'],
  'lca.feature.modellingText': [
    '以工序为单元搭建产品系统，支持多产品分配与情景对比。',
    'Build product systems from process units, with multi-product allocation and scenarios.',
  ],
  'lca.feature.exchange': ['Excel/CSV/XML导入导出', 'Import and export of Excel, CSV and XML'],
  'lca.feature.exchangeText': [
    '批量导入数据收集表，导出清单与结果，便于与其他系统交换。',
    'Import data collection sheets in bulk; export inventories and results to other systems.',
  ],
  'lca.feature.analysis': ['分析与展示', 'Analysis and display'],
  'lca.feature.analysisText': [
    '贡献分析、敏感性分析与图表展示，一键生成报告素材。',
    'Contribution and sensitivity analysis with charts, ready for your report.',
  ],
  'lca.formTitle': ['填写信息订阅', 'Fill in information to subscribe'],
  'lca.formLead': [
    '免费试用{{days}}天。企业名称与所属行业取自您的企业信息。',
    'Free trial for {{days}} days. The company name and the industry come from your company record.',
  ],
  'lca.formLeadChoose': [
    '免费试用{{days}}天。企业名称取自您的企业信息；您的信息中尚无所属行业，请在此选择，它将保存到您的个人信息。',
    'Free trial for {{days}} days. The company name comes from your company record; your records name no industry, so choose it here and it is saved to your profile.',
  ],
  'lca.username': ['用户名', 'User name'],
  'lca.companyName': ['企业名称', 'Company name'],
  'lca.industry': ['所属行业', 'Industry'],
  'lca.chooseIndustry': ['请选择所属行业', 'Please choose the industry'],
  'lca.otherIndustry': ['其他行业', 'Other industry'],
  'lca.otherIndustryRequired': ['请填写其他行业', 'Please name the other industry'],
  'lca.position': ['职位', 'Position'],
  'lca.mobileRequired': ['缺少账号', 'The account is missing'],
  'lca.usernameRequired': ['请输入用户名', 'Please enter the user name'],
  'lca.companyNameRequired': ['请输入企业名称', 'Please enter the company name'],
  'lca.industryRequired': ['请输入所属行业', 'Please enter the industry'],
  'lca.positionRequired': ['请输入职位', 'Please enter the position'],
  'lca.trialButton': ['试用订阅', 'Trial subscription'],
  'lca.confirmTitle': ['订阅成功', 'Subscribed'],
  'lca.confirmBody': [
    '您的试用有效期至{{date}}。是否现在前往LCA工具？',
    'Your trial runs until {{date}}. Open the LCA tool now?',
  ],
  'lca.openTool': ['前往LCA工具', 'Open the LCA tool'],
  'lca.later': ['稍后', 'Later'],
  'lca.subscribedTitle': ['您已订阅LCA工具', 'You are subscribed to the LCA tool'],
  'lca.runningUntil.trial': ['试用有效期至{{date}}', 'Your trial runs until {{date}}'],
  'lca.runningUntil.active': ['订阅有效期至{{date}}', 'Your subscription runs until {{date}}'],
  'lca.redirecting': ['{{seconds}}秒后自动前往LCA工具…', 'Opening the LCA tool in {{seconds}} s…'],
  'lca.stay': ['留在本页', 'Stay on this page'],
  'lca.noToolUrl': [
    'LCA工具地址尚未设置，请稍后再试或联系平台。',
    'The LCA tool address is not set yet; please try later or contact the platform.',
  ],
  'lca.toolAddressWrong': [
    'LCA工具地址无效，请联系平台',
    'The LCA tool address is not valid; please contact the platform',
  ],
});
