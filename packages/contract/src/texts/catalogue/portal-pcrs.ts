import { defineTexts } from '../define.ts';

/**
 * The portal's PCR pages (spec 02 §2): the PCR introduction, the PCR search, the LCA
 * introduction, the PCR request with its procedure, and the user's requests.
 */
export const portalPcrTexts = defineTexts({
  // /Pcr
  'pcr.intro.title': ['产品种类规则（PCR）', 'Product Category Rules (PCR)'],
  'pcr.intro.lead': [
    'PCR是为某一类产品编制环境产品声明（EPD）时共同遵循的规则。它规定功能单位、系统边界、数据质量要求、分配原则和需要报告的环境影响指标，使同类钢铁产品的EPD可以相互比较。',
    'A PCR is the common rulebook for writing environmental product declarations (EPD) for one category of products. It fixes the declared unit, the system boundary, data quality requirements, allocation rules and the impact indicators to report, so that EPDs of the same kind of steel product can be compared.',
  ],
  'pcr.intro.searchPlaceholder': [
    '输入产品名称、注册号或编制单位',
    'Product name, register number or author',
  ],
  'pcr.intro.search': ['查询PCR', 'Search PCRs'],
  'pcr.intro.whatTitle': ['PCR包含什么', 'What a PCR sets out'],
  'pcr.intro.what1': [
    '适用范围与产品分类：哪些钢铁产品适用本规则。',
    'Scope and product classification: which steel products the rules apply to.',
  ],
  'pcr.intro.what2': [
    '声明单位与系统边界：例如“1吨热轧带肋钢筋，从摇篮到大门（A1–A3）及可选阶段”。',
    'Declared unit and system boundary: for example “1 tonne of hot-rolled ribbed bar, cradle to gate (A1–A3) with options”.',
  ],
  'pcr.intro.what3': [
    '数据要求与分配规则：现场数据与背景数据、副产品（如高炉渣）与回收废钢的处理方法。',
    'Data and allocation rules: site and background data, and how co-products (such as blast-furnace slag) and recycled scrap are treated.',
  ],
  'pcr.intro.what4': [
    '必须报告的指标：全球变暖潜势（GWP100）等环境影响、资源使用与废弃物指标。',
    'Indicators to report: environmental impacts such as global warming potential (GWP100), resource use and waste.',
  ],
  'pcr.intro.linksTitle': ['相关服务', 'Related services'],
  'pcr.intro.toSearch': ['PCR查询', 'PCR search'],
  'pcr.intro.toApply': ['申请新的PCR', 'Request a new PCR'],
  'pcr.intro.toLca': ['了解LCA', 'About LCA'],
  'pcr.intro.toMine': ['我的PCR申请', 'My PCR requests'],

  // /pcr/pcrSearch
  'pcr.search.pcr': ['PCR', 'PCR'],
  'pcr.search.pcrPlaceholder': ['全部PCR', 'All PCRs'],
  'pcr.search.keyword': ['关键词', 'Keyword'],
  'pcr.search.keywordPlaceholder': [
    '产品名称、注册号、编制单位或产品类别',
    'Product name, register number, author or class',
  ],
  'pcr.search.submit': ['查询', 'Search'],
  'pcr.search.total': ['共 {{count}} 条PCR', '{{count}} PCRs'],
  'pcr.search.total_one': ['共 {{count}} 条PCR', '{{count}} PCR'],
  'pcr.search.empty': ['没有找到符合条件的PCR', 'No PCR matches'],
  'pcr.card.registerNo': ['注册号', 'Register number'],
  'pcr.card.author': ['编制单位', 'Author'],
  'pcr.card.chineseOnly': ['仅中文', 'Chinese only'],
  'pcr.card.chineseOnlyHint': [
    '该PCR未提供此项的英文内容，以下为中文信息',
    'This PCR has no English text here; it is shown in Chinese',
  ],
  'pcr.card.productClass': ['产品类别', 'Product class'],
  'pcr.card.downloadCn': ['中文版下载', 'Chinese version'],
  'pcr.card.downloadEn': ['英文版下载', 'English version'],
  'pcr.card.noFile': ['暂无文件', 'No document yet'],

  // /Pcr/lca
  'pcr.lca.title': ['生命周期评价（LCA）', 'Life cycle assessment (LCA)'],
  'pcr.lca.lead': [
    '生命周期评价（LCA）是一种定量方法，用于计算一个产品从原材料获取、生产、运输、使用到废弃回收的整个生命周期中所消耗的资源和对环境造成的影响。对钢铁产品而言，LCA回答的问题是：生产一吨钢材，排放了多少温室气体、消耗了多少能源和资源？',
    'Life cycle assessment (LCA) is a quantitative method for working out the resources a product consumes and the environmental impacts it causes over its whole life: raw material extraction, production, transport, use, and end of life with recycling. For steel, LCA answers the question: how much greenhouse gas is emitted, and how much energy and material is used, to make one tonne of this product?',
  ],
  'pcr.lca.stagesTitle': ['ISO 14040/14044规定的四个阶段', 'The four phases of ISO 14040/14044'],
  'pcr.lca.stage1Title': ['1. 目标与范围定义', '1. Goal and scope definition'],
  'pcr.lca.stage1': [
    '明确研究目的和受众，确定功能单位或声明单位（如1吨热轧卷板）、系统边界（摇篮到大门、摇篮到坟墓）、取舍准则、分配方法和数据质量要求。钢铁LCA的范围必须与所适用的PCR一致。',
    'State the purpose and audience, and fix the functional or declared unit (such as 1 tonne of hot-rolled coil), the system boundary (cradle to gate, cradle to grave), cut-off criteria, allocation methods and data quality requirements. For a steel EPD the scope must follow the applicable PCR.',
  ],
  'pcr.lca.stage2Title': ['2. 生命周期清单分析（LCI）', '2. Life cycle inventory analysis (LCI)'],
  'pcr.lca.stage2': [
    '收集并计算系统边界内每个单元过程的输入和输出：铁矿石、焦煤、废钢、合金、电力、天然气、水等投入，以及产品、副产品、废气、废水和固体废物。现场数据通常来自企业一整年的生产记录，背景数据来自经认可的数据库。',
    'Collect and calculate the inputs and outputs of every unit process inside the boundary: iron ore, coking coal, scrap, alloys, electricity, natural gas and water going in; products, co-products, emissions to air and water, and solid waste coming out. Site data normally covers a full year of the plant’s production records; background data comes from recognised databases.',
  ],
  'pcr.lca.stage3Title': ['3. 生命周期影响评价（LCIA）', '3. Life cycle impact assessment (LCIA)'],
  'pcr.lca.stage3': [
    '将清单结果归类到影响类别并用特征化因子计算指标值，例如以kg CO2当量表示的全球变暖潜势（GWP100）、酸化、富营养化、光化学臭氧生成、不可再生资源消耗等。EN 15804+A2规定了建筑产品必须报告的核心指标。',
    'Assign the inventory results to impact categories and calculate the indicators with characterisation factors: global warming potential (GWP100, in kg CO2-eq), acidification, eutrophication, photochemical ozone formation, depletion of abiotic resources and others. EN 15804+A2 lists the core indicators a construction product must report.',
  ],
  'pcr.lca.stage4Title': ['4. 生命周期解释', '4. Interpretation'],
  'pcr.lca.stage4': [
    '识别对结果影响最大的环节（对长流程钢厂通常是高炉炼铁和烧结），进行完整性、敏感性和一致性检查，说明局限性并得出结论。LCA报告需经独立第三方验证。',
    'Identify the processes that drive the results (for an integrated steelworks usually the blast furnace and sintering), check completeness, sensitivity and consistency, state the limitations and draw conclusions. The LCA report is verified by an independent third party.',
  ],
  'pcr.lca.epdTitle': ['LCA如何成为EPD', 'How an LCA becomes an EPD'],
  'pcr.lca.epd': [
    'EPD是依据ISO 14025编制的Ⅲ型环境声明。企业按照对应产品的PCR完成LCA，将结果按EN 15804规定的模块（A1–A3生产阶段、C1–C4寿命终止阶段、D模块回收效益等）整理成标准格式的声明文件，经第三方独立验证和平台审核后发布并注册。PCR保证同类产品采用相同规则，LCA提供数据，EPD则以可比较、可验证的方式公开这些数据。',
    'An EPD is a Type III environmental declaration under ISO 14025. The company carries out the LCA under the PCR of its product category, presents the results in the modules EN 15804 defines (A1–A3 production, C1–C4 end of life, module D benefits beyond the system boundary from recycling) in the declaration’s standard format, and after independent third-party verification and the platform’s review the EPD is published and registered. The PCR makes the rules the same for every product of the kind, the LCA supplies the numbers, and the EPD publishes them in a comparable, verifiable form.',
  ],
  'pcr.lca.provideTitle': ['申请企业需要提供什么', 'What the applicant provides'],
  'pcr.lca.provide1': [
    '产品信息：产品名称、牌号与规格、执行标准、生产工艺路线（高炉-转炉或电炉）及生产厂址。',
    'Product information: product name, grades and sizes, the product standards, the process route (blast furnace–basic oxygen furnace or electric arc furnace) and the production site.',
  ],
  'pcr.lca.provide2': [
    '一个完整年度的生产数据：产量、原燃料和辅料消耗、外购电力与热力、自发电、水耗。',
    'Production data for one full year: output, consumption of raw materials, fuels and auxiliaries, purchased electricity and heat, own power generation, water use.',
  ],
  'pcr.lca.provide3': [
    '排放与废弃物数据：主要排放口监测数据、固体废物及副产品的产生量和去向。',
    'Emissions and waste: monitoring data of the main emission points, and the quantities and destinations of solid waste and co-products.',
  ],
  'pcr.lca.provide4': [
    '运输信息：主要原料的来源地、运输方式和距离；以及数据收集表和相关证明材料。',
    'Transport: origin, mode and distance of the main raw materials; plus the data collection sheet and supporting records.',
  ],
  'pcr.lca.standards': [
    '相关标准：ISO 14040、ISO 14044、ISO 14025、EN 15804+A2、ISO 21930。',
    'Standards: ISO 14040, ISO 14044, ISO 14025, EN 15804+A2, ISO 21930.',
  ],

  // /Pcr/pcrApplyFor
  'pcr.apply.title': ['PCR申请', 'Request a PCR'],
  'pcr.apply.lead': [
    '如果您的产品还没有适用的PCR，可以在此提交申请，秘书处将组织编制。',
    'If no PCR covers your product yet, request one here and the secretariat will organise its drafting.',
  ],
  'pcr.apply.companyName': ['企业名称', 'Company name'],
  'pcr.apply.companyNamePlaceholder': ['请输入企业名称', 'Enter the company name'],
  'pcr.apply.companyNameLocked': ['已使用您所在企业的名称', 'Your company’s name is used'],
  'pcr.apply.companyNameRequired': ['企业名称不能为空', 'The company name cannot be empty'],
  'pcr.apply.product': ['申请产品', 'Product'],
  'pcr.apply.productPlaceholder': ['请输入需要编制PCR的产品', 'The product the PCR is for'],
  'pcr.apply.submit': ['提交申请', 'Submit request'],
  'pcr.apply.description': ['产品与需求说明', 'Description'],
  'pcr.apply.descriptionPlaceholder': [
    '请说明产品、用途以及PCR需要覆盖的范围',
    'The product, its uses and what the PCR should cover',
  ],
  'pcr.apply.descriptionRequired': ['请填写产品与需求说明', 'Please describe the product and the request'],
  'pcr.apply.standards': ['参考标准（选填）', 'Standards or references (optional)'],
  'pcr.apply.standardsPlaceholder': [
    '例如：EN 15804+A2、ISO 21930 或已有的PCR',
    'e.g. EN 15804+A2, ISO 21930 or an existing PCR',
  ],
  'pcr.apply.contactName': ['联系人', 'Contact person'],
  'pcr.apply.contactNameRequired': ['请填写联系人', 'Please name a contact person'],
  'pcr.apply.contactPhone': ['联系电话', 'Phone'],
  'pcr.apply.contactEmail': ['联系邮箱', 'E-mail'],
  'pcr.apply.attachment': ['附件（选填）', 'Attachment (optional)'],
  'pcr.apply.attachmentHint': [
    '可上传一份PDF或Word文件，文件名不超过160个字符',
    'One PDF or Word file, name up to 160 characters',
  ],
  'pcr.apply.chooseFile': ['选择文件', 'Choose file'],
  'pcr.apply.uploading': ['上传中…', 'Uploading…'],
  'pcr.apply.removeFile': ['移除', 'Remove'],
  'pcr.apply.fileInvalid': ['附件无效，请重新上传', 'The attachment is not valid; please upload it again'],
  'pcr.apply.duplicate': [
    '您的企业已于{{date}}提交过该产品的PCR申请，正在处理中，请勿重复提交',
    'Your company already requested a PCR for this product on {{date}}; it is being handled, so it is not sent again',
  ],
  'pcr.apply.procedureTitle': ['PCR编制流程', 'How a PCR is made'],
  'pcr.apply.step1': ['提交申请', 'Submit'],
  'pcr.apply.step1Desc': ['在线提交企业名称和产品', 'Send company and product online'],
  'pcr.apply.step2': ['LCA评估', 'LCA assessment'],
  'pcr.apply.step2Desc': ['评估产品生命周期特征', 'Study the product’s life cycle'],
  'pcr.apply.step3': ['PCR编制', 'PCR drafting'],
  'pcr.apply.step3Desc': ['专家组起草规则文本', 'Experts draft the rules'],
  'pcr.apply.step4': ['PCR验证', 'PCR verification'],
  'pcr.apply.step4Desc': ['公开征求意见与评审', 'Consultation and review'],
  'pcr.apply.step5': ['建设完成', 'Build complete'],
  'pcr.apply.step5Desc': ['定稿并注册编号', 'Final text, register number'],
  'pcr.apply.step6': ['平台公示', 'Platform announcement'],
  'pcr.apply.step6Desc': ['在平台发布供查询下载', 'Published for search and download'],
  'pcr.apply.mine': ['查看我的PCR申请', 'See my PCR requests'],

  // /Pcr/minePcr
  'pcr.mine.title': ['我的PCR申请', 'My PCR requests'],
  'pcr.mine.apply': ['新的申请', 'New request'],
  'pcr.mine.empty': ['您还没有提交PCR申请', 'You have not requested a PCR yet'],
  'pcr.mine.product': ['申请产品', 'Product'],
  'pcr.mine.companyName': ['企业名称', 'Company'],
  'pcr.mine.createdAt': ['申请时间', 'Requested'],
  'pcr.mine.decidedAt': ['处理时间', 'Decided'],
  'pcr.mine.reason': ['原因', 'Reason'],
  'pcr.mine.status.pending': ['待处理', 'Pending'],
  'pcr.mine.status.accepted': ['已受理', 'Accepted'],
  'pcr.mine.status.declined': ['未受理', 'Declined'],
  'pcr.mine.status.finished': ['已完成', 'Finished'],
  'pcr.mine.step': ['当前进度', 'Progress'],
  'pcr.mine.details': ['查看进度', 'Progress and details'],
  'pcr.mine.detailTitle': ['PCR申请：{{product}}', 'PCR request: {{product}}'],
  'pcr.mine.description': ['产品与需求说明', 'Description'],
  'pcr.mine.standards': ['参考标准', 'Standards or references'],
  'pcr.mine.contact': ['联系人', 'Contact'],
  'pcr.mine.attachment': ['附件', 'Attachment'],
  'pcr.mine.none': ['无', 'None'],
  'pcr.mine.progress': ['编制进度', 'Progress'],
  'pcr.mine.stepDate': ['完成于 {{date}}', 'Reached {{date}}'],
  'pcr.mine.waiting': ['等待秘书处受理', 'Waiting for the secretariat'],

  // /Result?type=2
  'result.pcrTitle': ['PCR申请提交成功', 'Your PCR request has been submitted'],
  'result.pcrDetail': [
    '秘书处将尽快处理您的申请，处理结果会通过站内消息通知您，也可在“我的PCR申请”中查看。',
    'The secretariat will answer soon; you will get an inbox message, and you can follow the request on “My PCR requests”.',
  ],
});
