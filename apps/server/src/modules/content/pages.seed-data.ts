import type { StaticPage } from '@steel-epd/contract';

/**
 * The static pages a fresh installation shows (spec 02 §2 "Static pages"): about the
 * programme, its services and its prices, in zh and en. Editors replace them in the console;
 * the seed never overwrites a page that has a row.
 */

const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const steps = (items: readonly string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

const aboutZh = `<h1>关于钢铁行业EPD平台</h1>
<p>钢铁行业环境产品声明（EPD）平台是面向钢铁企业及其上下游的第三类环境声明项目运营平台。平台依据 ISO 14025、ISO 14040/14044 与 EN 15804+A2 等国际标准，为钢铁产品提供从产品类别规则（PCR）制定、生命周期评价（LCA）、第三方独立验证到声明注册、公开发布与在线核验的一站式服务。</p>
<p>平台由行业协会牵头，联合钢铁企业、科研院所和检验认证机构共同建设，秘书处负责项目的日常运营。截至目前，平台已注册发布覆盖热轧、冷轧、镀层、棒线材、中厚板和钢管等品类的数百份EPD，数据向公众开放查询。</p>
<h2>一、项目使命</h2>
<p>钢铁是建筑、交通、能源与制造业最重要的基础材料之一，也是工业领域碳排放的重点行业。下游用户在绿色建筑评价、绿色采购和产品碳足迹核算中，越来越需要可信、可比、可追溯的钢材环境数据。平台的使命是：</p>
${list([
  '建立统一的钢铁产品环境声明规则，使不同企业、不同工艺路线的产品数据可比；',
  '以公开透明的程序和独立验证保证声明数据真实可靠；',
  '以区块链存证和二维码核验，使每一份声明都可以被下游用户随时核对；',
  '推动钢铁企业持续改进，支撑行业低碳转型与国际贸易中的碳信息披露。',
])}
<h2>二、依据的标准与规则</h2>
${table(
  ['类别', '标准或文件', '在平台中的作用'],
  [
    ['环境声明', 'ISO 14025:2006', '第三类环境声明的原则与程序，项目运营的基本依据'],
    ['生命周期评价', 'ISO 14040:2006 / ISO 14044:2006', 'LCA 的原则、框架、要求与指南'],
    ['建筑产品核心规则', 'EN 15804:2012+A2:2019', '建筑用钢产品的核心PCR，指标与模块划分'],
    ['碳足迹', 'ISO 14067:2018', '产品碳足迹（CFP）的量化与报告'],
    ['钢铁行业方法', 'worldsteel LCI 方法学', '钢铁产品生命周期清单的数据收集与分配方法'],
    ['平台规则', '《平台通用规则》及各品类PCR', '声明的编制、验证、注册、有效期与更新'],
  ],
)}
<h2>三、组织架构</h2>
<h3>1. 指导委员会</h3>
<p>由行业协会、代表性钢铁企业、下游用户及学术机构的专家组成，负责审议平台通用规则、批准产品类别规则，并对项目运营进行监督。</p>
<h3>2. 技术委员会</h3>
<p>负责PCR的组织编制与评审、方法学问题的技术裁定，以及背景数据库的维护与更新。技术委员会下设长流程、短流程、深加工与数据库四个工作组。</p>
<h3>3. 秘书处</h3>
<p>负责注册申请受理、进度管理、报价与合同、验证组织、声明发布和平台日常运营，并受理公众对已发布声明的问询和异议。</p>
<h3>4. 独立验证人</h3>
<p>平台公开遴选具备 LCA 与钢铁工艺经验的独立验证人，验证人与被验证企业不得存在利益关系。每份声明须经至少一名验证人审核，重大产品须经验证小组审核。</p>
<h2>四、工作程序</h2>
<p>一份EPD从申请到发布通常经历以下七个阶段，企业可以在“我的申请”中随时查看所处阶段：</p>
${steps([
  '<strong>EPD申请</strong>：企业完成实名认证后在线提交申请，选择适用的PCR并填写产品信息。',
  '<strong>合同生成</strong>：秘书处根据产品数量与复杂程度出具报价，双方确认后签订服务合同。',
  '<strong>LCA计算</strong>：企业或其委托的咨询机构按PCR要求收集数据、建立模型并提交LCA报告与数据收集表。',
  '<strong>独立验证</strong>：验证人审核数据、模型与报告，必要时开展现场核查，企业按意见修改。',
  '<strong>报告制作</strong>：依据验证后的结果编制中英文EPD报告。',
  '<strong>评审委员会评审</strong>：技术委员会对报告进行合规性评审。',
  '<strong>报告发布</strong>：平台赋予注册号、生成二维码并上链存证，声明在平台公开，有效期五年。',
])}
<h2>五、数据质量与透明度</h2>
<p>平台要求生产数据覆盖申报企业连续十二个月的实际运行，背景数据优先采用中国钢铁生命周期数据库并注明版本。每份已发布声明的关键数据和报告文件摘要均写入存证账本，任何人可以通过“报告核验”页面上传PDF或输入摘要，确认其为平台登记的原始文件。</p>
<blockquote>平台不对企业的产品作任何“绿色”或“低碳”认定；EPD 是对产品环境表现的客观、量化披露。低碳钢认证是平台另行提供的评价服务，依据独立的评价规则。</blockquote>
<h2>六、发展历程</h2>
${table(
  ['时间', '事件'],
  [
    ['2021年', '行业协会启动钢铁产品EPD平台筹建，发布平台通用规则征求意见稿'],
    ['2022年', '首批热轧卷板、螺纹钢PCR发布；平台上线试运行，首批EPD注册发布'],
    ['2023年', '引入区块链存证与二维码在线核验；发布冷轧、镀层产品PCR'],
    ['2024年', '中国钢铁生命周期数据库完成年度更新；平台开通英文服务'],
    ['2025年', '上线低碳钢认证申请与LCA在线工具订阅；累计发布EPD超过三百份'],
    ['2026年', '新版平台上线，支持全流程在线申请、验证进度跟踪与电子合同'],
  ],
)}
<h2>七、联系我们</h2>
<p>平台秘书处工作时间为工作日 9:00—17:30。注册、申请和发布相关问题请通过平台“意见反馈”提交，我们将在两个工作日内答复；媒体与合作事宜请致函秘书处公开邮箱。</p>
<p>我们欢迎钢铁企业、下游用户、咨询机构与研究机构参与平台建设，共同推动钢铁产品环境信息的公开与互认。</p>`;

const aboutEn = `<h1>About the Steel EPD Platform</h1>
<p>The Steel Environmental Product Declaration (EPD) Platform is a Type III environmental declaration programme for steel producers and their customers. Following ISO 14025, ISO 14040/14044 and EN 15804+A2, it offers one place for product category rules (PCR), life-cycle assessment (LCA), independent verification, registration, publication and online verification of declarations.</p>
<p>The platform is led by the industry association together with steel companies, research institutes and testing and certification bodies; its secretariat runs the programme day to day. Hundreds of EPDs covering hot-rolled, cold-rolled and coated flat products, bars and wire rod, plates and tubes are registered and open to anyone.</p>
<h2>1. Our mission</h2>
<p>Steel is a basic material of construction, transport, energy and manufacturing, and one of the largest industrial sources of carbon emissions. Green building schemes, green procurement and product carbon footprints increasingly need steel data that can be trusted, compared and traced. The platform exists to:</p>
${list([
  'set common rules for steel product declarations, so that products of different companies and process routes can be compared;',
  'keep declarations reliable through open procedures and independent verification;',
  'let every customer check a declaration at any time through a ledger record and a QR code;',
  'help steel companies improve continuously, supporting the low-carbon transition and carbon disclosure in international trade.',
])}
<h2>2. Standards and rules</h2>
${table(
  ['Area', 'Standard or document', 'Role on the platform'],
  [
    [
      'Environmental declarations',
      'ISO 14025:2006',
      'Principles and procedures of Type III declarations; the basis of the programme',
    ],
    [
      'Life-cycle assessment',
      'ISO 14040:2006 / ISO 14044:2006',
      'Principles, framework, requirements and guidelines of LCA',
    ],
    [
      'Construction products',
      'EN 15804:2012+A2:2019',
      'Core PCR for construction steel: indicators and modules',
    ],
    ['Carbon footprint', 'ISO 14067:2018', 'Quantifying and reporting product carbon footprints (CFP)'],
    [
      'Steel method',
      'worldsteel LCI methodology',
      'Data collection and allocation for steel life-cycle inventories',
    ],
    [
      'Platform rules',
      'General Programme Instructions and PCRs',
      'Drafting, verification, registration, validity and updates',
    ],
  ],
)}
<h2>3. Organisation</h2>
<h3>Steering committee</h3>
<p>Experts of the association, leading steel companies, downstream users and academia. It adopts the general programme instructions, approves product category rules and oversees the programme.</p>
<h3>Technical committee</h3>
<p>Organises and reviews PCRs, rules on methodological questions and keeps the background database up to date, with working groups for the blast-furnace route, the electric-arc route, downstream processing and the database.</p>
<h3>Secretariat</h3>
<p>Receives applications, manages progress, quotes and contracts, organises verification, publishes declarations, runs the platform and answers public questions and objections about published declarations.</p>
<h3>Independent verifiers</h3>
<p>The platform selects verifiers with LCA and steelmaking experience in an open call; a verifier may have no interest in the company verified. Every declaration is checked by at least one verifier, major products by a panel.</p>
<h2>4. How a declaration is made</h2>
<p>From application to publication an EPD passes seven stages, which companies follow under “My applications”:</p>
${steps([
  '<strong>Application</strong>: a certified company applies online, chooses the applicable PCR and describes its products.',
  '<strong>Contract</strong>: the secretariat quotes by the number and complexity of products; both sides sign the service contract.',
  '<strong>LCA</strong>: the company or its consultant collects data, models the products and submits the LCA report and data sheet.',
  '<strong>Independent verification</strong>: the verifier checks data, model and report, visits the site where needed, and the company answers the findings.',
  '<strong>Report production</strong>: the Chinese and English EPD reports are prepared from the verified results.',
  '<strong>Review panel</strong>: the technical committee reviews the report for conformity.',
  '<strong>Publication</strong>: the platform assigns the registration number, makes the QR code and the ledger record; the declaration is public and valid for five years.',
])}
<h2>5. Data quality and transparency</h2>
<p>Production data must cover twelve consecutive months of real operation; background data come first from the Chinese steel life-cycle database, with its version stated. The key data and the report files of every published declaration are recorded in a ledger: anyone can upload a PDF or enter its digest on the “Verify a report” page to confirm that it is the file the platform registered.</p>
<blockquote>The platform does not label products “green” or “low-carbon”: an EPD is an objective, quantified disclosure. Low-carbon steel certification is a separate assessment service under its own rules.</blockquote>
<h2>6. Milestones</h2>
${table(
  ['Year', 'Milestone'],
  [
    ['2021', 'The association starts the programme and consults on the general programme instructions'],
    ['2022', 'First PCRs for hot-rolled coil and rebar; the platform opens and publishes its first EPDs'],
    ['2023', 'Ledger records and QR verification; PCRs for cold-rolled and coated products'],
    ['2024', 'Annual update of the Chinese steel life-cycle database; English service opens'],
    ['2025', 'Low-carbon steel certification and LCA tool subscriptions; more than 300 EPDs published'],
    ['2026', 'The new platform: online applications end to end, progress tracking and electronic contracts'],
  ],
)}
<h2>7. Contact</h2>
<p>The secretariat works on weekdays, 9:00 to 17:30 (China Standard Time). Please send questions about registration, applications and publication through the Feedback page; we answer within two working days. For media and partnerships, write to the secretariat’s public address.</p>
<p>Steel companies, customers, consultants and researchers are welcome to take part in the programme and in making steel environmental data open and mutually recognised.</p>`;

const serveZh = `<h1>平台服务</h1>
<p>平台为钢铁企业、下游用户和咨询机构提供以下服务。所有在线服务均需注册账号；EPD/CFP注册、低碳钢认证等申请类服务还需完成企业实名认证。</p>
${table(
  ['服务', '适用对象', '入口', '办理周期'],
  [
    ['EPD注册', '完成企业认证的钢铁企业', 'EPD → 申请', '一般 8—12 周'],
    ['碳足迹（CFP）备案', '完成企业认证的钢铁企业', 'EPD → 申请（类型选择CFP）', '一般 6—10 周'],
    ['PCR制定申请', '企业、协会与研究机构', 'PCR → 申请', '视品类而定，一般 4—6 个月'],
    ['EPD核验申请', '下游用户与公众', 'EPD → 核验申请', '5 个工作日内反馈'],
    ['低碳钢认证', '完成企业认证的钢铁企业', '低碳钢 → 申请', '一般 6—8 周'],
    ['LCA工具订阅', '注册用户', 'LCA工具', '即时开通试用'],
    ['资源下载', '注册用户', '资源中心', '即时'],
  ],
)}
<h2>一、EPD注册</h2>
<p>EPD注册是平台的核心服务。企业依据适用的产品类别规则完成生命周期评价，经独立验证和评审后，由平台登记注册并公开发布环境产品声明。</p>
<h3>1. 申请条件</h3>
${list([
  '申请企业已在平台完成企业实名认证（统一社会信用代码、营业执照及开票信息）；',
  '申报产品有适用的已发布PCR；如无适用PCR，请先提交PCR制定申请；',
  '企业能够提供申报产品连续十二个月的生产统计数据。',
])}
<h3>2. 需要提交的材料</h3>
${table(
  ['材料', '格式', '说明'],
  [
    ['LCA报告', 'PDF', '按PCR要求编制，包含目标与范围、清单分析、影响评价与解释'],
    ['数据收集表', 'ZIP', '平台提供模板，包含原辅料、能源、排放、运输与产品产量数据'],
    ['EPD预报告', 'PDF', '可选；验证通过后由平台协助制作正式报告'],
    ['企业声明函', 'PDF', '对所提交数据真实性的承诺，加盖公章'],
  ],
)}
<h3>3. 办理流程</h3>
${steps([
  '在线填写申请表，选择PCR并添加最多三个产品条目；',
  '秘书处在3个工作日内确认申请并出具报价；',
  '企业确认报价后签订服务合同；',
  '上传LCA报告与数据收集表，进入LCA计算阶段；',
  '平台指派独立验证人开展文件审核，必要时进行现场核查；',
  '企业按验证意见修改并重新上传材料，直至验证通过；',
  '平台制作中英文EPD报告，提交评审委员会评审；',
  '评审通过后发布，企业可下载报告、二维码与存证证明。',
])}
<h3>4. 有效期与更新</h3>
<p>EPD有效期为五年。有效期内如产品配方、工艺或能源结构发生重大变化（任一核心指标变化超过10%），企业应申请更新；有效期届满前六个月，平台将提醒企业办理续期。续期声明将生成新的版本，原声明标记为已被替代，历史记录仍可查询。</p>
<h2>二、碳足迹（CFP）备案</h2>
<p>碳足迹备案依据 ISO 14067，仅量化产品的温室气体排放与清除。适用于出口产品碳信息披露、客户供应链碳管理等场景。办理程序与EPD注册基本一致，验证重点为温室气体核算边界、排放因子与分配方法。</p>
${table(
  ['对比项', 'EPD', 'CFP'],
  [
    ['依据标准', 'ISO 14025、EN 15804+A2', 'ISO 14067'],
    ['环境指标', '气候变化、酸化、富营养化、资源消耗等多项指标', '仅温室气体（GWP100）'],
    ['系统边界', '至少A1—A3，可扩展至C1—C4与D', '摇篮到大门或摇篮到坟墓'],
    ['适用场景', '绿色建筑评价、绿色采购、国际互认', '碳信息披露、供应链碳管理'],
    ['有效期', '五年', '五年'],
  ],
)}
<h2>三、PCR制定</h2>
<p>当申报产品没有适用的产品类别规则时，企业或机构可以申请制定新的PCR。平台技术委员会将组织起草组，经公开征求意见和评审后发布。PCR制定一般包括以下六个步骤：提交申请、LCA评估、PCR起草、PCR验证、建设完成和平台公示。申请人可在“我的PCR申请”中查看处理结果。</p>
<h2>四、EPD核验</h2>
<p>下游用户收到供应商提供的EPD后，可以通过以下方式核验其真实性：</p>
${list([
  '扫描报告封面的二维码，查看平台上的在线摘要；',
  '在“EPD查询”中按企业、PCR或注册号检索；',
  '在“报告核验”页面上传PDF文件或输入文件摘要，与存证账本比对；',
  '对存疑的声明提交核验申请，平台将在5个工作日内反馈核查结论。',
])}
<h2>五、低碳钢认证</h2>
<p>低碳钢认证依据平台发布的《低碳钢评价规则》，按工艺路线设定碳排放强度分级门槛。企业在线提交企业简介、产品信息、工艺选择与数据采集表（Excel），平台组织评价并出具认证结论。</p>
${table(
  ['等级', '长流程（高炉—转炉）', '短流程（电弧炉）'],
  [
    ['一级', '≤ 1.60 t CO₂e/t', '≤ 0.45 t CO₂e/t'],
    ['二级', '≤ 1.85 t CO₂e/t', '≤ 0.60 t CO₂e/t'],
    ['三级', '≤ 2.05 t CO₂e/t', '≤ 0.75 t CO₂e/t'],
  ],
)}
<p>表中门槛为示例，正式门槛以平台发布的现行评价规则为准。</p>
<h2>六、LCA工具与资源</h2>
<p>平台提供在线生命周期评价工具，支持生命周期评估、数据库与数据管理、建模、Excel/CSV/XML导入导出以及结果分析与展示。注册用户可在“LCA工具”页面申请试用订阅。</p>
<p>资源中心提供技术指标与标准、文献资料和报告模板等资料的下载，GPI（平台通用规则）中英文版本可在“GPI”页面下载。</p>
<h2>七、服务承诺</h2>
${table(
  ['事项', '承诺时限'],
  [
    ['注册信息审核', '1 个工作日内'],
    ['企业认证审核', '2 个工作日内'],
    ['申请受理与报价', '3 个工作日内'],
    ['验证意见反馈', '收到完整材料后 10 个工作日内'],
    ['核验申请反馈', '5 个工作日内'],
    ['意见反馈答复', '2 个工作日内'],
  ],
)}
<h2>八、常见问题</h2>
<h3>一份EPD可以包含多少个产品？</h3>
<p>一次申请最多可添加三个产品条目。同一工厂、同一工艺路线、性能相近的产品可以作为一个产品组申报，以加权平均或代表性产品的结果声明，具体要求见适用的PCR。</p>
<h3>没有LCA能力的企业如何申请？</h3>
<p>企业可以委托具备能力的咨询机构完成LCA计算，也可以订阅平台的LCA工具在线建模。咨询机构须独立于验证人。</p>
<h3>已发布的EPD可以修改吗？</h3>
<p>已发布的声明不可直接修改。发现错误时，平台将发布更正版本并保留修改记录；产品发生重大变化时应申请更新。</p>
<h3>英文报告是必需的吗？</h3>
<p>平台发布的EPD原则上同时提供中英文版本，以便国际用户查阅。英文版本与中文版本具有同等效力。</p>`;

const serveEn = `<h1>Our services</h1>
<p>The platform serves steel companies, their customers and consultants. Every online service needs an account; applications such as EPD/CFP registration and low-carbon steel certification also need a certified company.</p>
${table(
  ['Service', 'For', 'Where', 'Usual time'],
  [
    ['EPD registration', 'Certified steel companies', 'EPD → Apply', '8 to 12 weeks'],
    ['Carbon footprint (CFP) filing', 'Certified steel companies', 'EPD → Apply (type CFP)', '6 to 10 weeks'],
    [
      'New PCR request',
      'Companies, associations, research institutes',
      'PCR → Apply',
      '4 to 6 months, by product',
    ],
    [
      'EPD verification request',
      'Customers and the public',
      'EPD → Verification',
      'Answer within 5 working days',
    ],
    [
      'Low-carbon steel certification',
      'Certified steel companies',
      'Low-carbon steel → Apply',
      '6 to 8 weeks',
    ],
    ['LCA tool subscription', 'Registered users', 'LCA tools', 'Trial at once'],
    ['Resource downloads', 'Registered users', 'Resources', 'At once'],
  ],
)}
<h2>1. EPD registration</h2>
<p>EPD registration is the platform’s core service. A company assesses the life cycle of its products under the applicable product category rules; after independent verification and review, the platform registers and publishes the environmental product declaration.</p>
<h3>Who may apply</h3>
${list([
  'Companies certified on the platform (unified social credit code, business licence and billing information);',
  'for products with an applicable published PCR; where there is none, request a new PCR first;',
  'with twelve consecutive months of production data for the products declared.',
])}
<h3>What to submit</h3>
${table(
  ['Document', 'Format', 'Notes'],
  [
    [
      'LCA report',
      'PDF',
      'As the PCR requires: goal and scope, inventory, impact assessment and interpretation',
    ],
    [
      'Data collection sheet',
      'ZIP',
      'On the platform’s template: raw materials, energy, emissions, transport and output',
    ],
    ['EPD pre-report', 'PDF', 'Optional; the platform helps produce the final report after verification'],
    ['Company declaration', 'PDF', 'A sealed statement that the data submitted are true'],
  ],
)}
<h3>Steps</h3>
${steps([
  'Fill in the application online, choose the PCR and add up to three products;',
  'the secretariat confirms the application and sends a quote within 3 working days;',
  'the company confirms the quote and signs the service contract;',
  'the LCA report and data sheet are uploaded and the LCA stage begins;',
  'an independent verifier reviews the documents and visits the site where needed;',
  'the company answers the findings and uploads corrected documents until verification passes;',
  'the platform produces the Chinese and English EPD reports for the review panel;',
  'after review the declaration is published; the company downloads its reports, QR code and ledger certificate.',
])}
<h3>Validity and updates</h3>
<p>An EPD is valid for five years. If the recipe, process or energy mix changes materially (a core indicator moves by more than 10%), the company applies for an update; six months before expiry the platform reminds the company to renew. A renewal is a new version; the previous one is marked as superseded and stays on record.</p>
<h2>2. Carbon footprint (CFP) filing</h2>
<p>A CFP filing follows ISO 14067 and quantifies greenhouse-gas emissions and removals only: for carbon disclosure of exported products and customers’ supply-chain carbon management. The procedure is that of an EPD; verification concentrates on the boundary, emission factors and allocation.</p>
${table(
  ['', 'EPD', 'CFP'],
  [
    ['Standards', 'ISO 14025, EN 15804+A2', 'ISO 14067'],
    [
      'Indicators',
      'Climate change, acidification, eutrophication, resource use and more',
      'Greenhouse gases only (GWP100)',
    ],
    ['Boundary', 'At least A1–A3, optionally C1–C4 and D', 'Cradle to gate or cradle to grave'],
    [
      'Used for',
      'Green building, green procurement, mutual recognition',
      'Carbon disclosure, supply-chain carbon management',
    ],
    ['Validity', 'Five years', 'Five years'],
  ],
)}
<h2>3. Product category rules</h2>
<p>Where a product has no applicable PCR, a company or institution may request one. The technical committee forms a drafting group; the draft is consulted on publicly and reviewed before publication. The six steps are: request, LCA assessment, PCR drafting, PCR verification, completion and platform announcement. Requesters follow the answer under “My PCR requests”.</p>
<h2>4. Checking an EPD</h2>
<p>A customer who receives an EPD from a supplier can check it:</p>
${list([
  'scan the QR code on the report’s cover to open the online summary on the platform;',
  'search “EPD search” by company, PCR or registration number;',
  'upload the PDF or enter its digest on “Verify a report” to compare it with the ledger;',
  'send a verification request about a doubtful declaration; the platform answers within 5 working days.',
])}
<h2>5. Low-carbon steel certification</h2>
<p>Certification follows the platform’s low-carbon steel assessment rules, with carbon-intensity thresholds by process route. The company submits its profile, products, processes and the data collection workbook (Excel) online; the platform assesses and issues the result.</p>
${table(
  ['Grade', 'Blast furnace – converter', 'Electric arc furnace'],
  [
    ['Grade 1', '≤ 1.60 t CO₂e/t', '≤ 0.45 t CO₂e/t'],
    ['Grade 2', '≤ 1.85 t CO₂e/t', '≤ 0.60 t CO₂e/t'],
    ['Grade 3', '≤ 2.05 t CO₂e/t', '≤ 0.75 t CO₂e/t'],
  ],
)}
<p>The thresholds shown are examples; the assessment rules in force on the platform apply.</p>
<h2>6. LCA tool and resources</h2>
<p>The online LCA tool covers life-cycle assessment, databases and data management, modelling, Excel/CSV/XML import and export, and analysis and charts. Registered users ask for a trial subscription on the “LCA tools” page.</p>
<p>The resource centre offers technical indicators and standards, literature and report templates; the General Programme Instructions (GPI) in Chinese and English are on the “GPI” page.</p>
<h2>7. Our commitments</h2>
${table(
  ['What', 'Within'],
  [
    ['Review of registration information', '1 working day'],
    ['Company certification', '2 working days'],
    ['Application acceptance and quote', '3 working days'],
    ['Verification findings', '10 working days after complete documents'],
    ['Answer to a verification request', '5 working days'],
    ['Answer to feedback', '2 working days'],
  ],
)}
<h2>8. Questions</h2>
<h3>How many products can one EPD cover?</h3>
<p>One application takes up to three products. Products of one plant and process route with similar properties may be declared as a group, by a weighted average or a representative product, as the applicable PCR allows.</p>
<h3>We have no LCA expertise. Can we apply?</h3>
<p>Yes: engage a competent consultant for the LCA, or model online with the platform’s LCA tool. The consultant must be independent of the verifier.</p>
<h3>Can a published EPD be changed?</h3>
<p>Not directly. An error is corrected by publishing a corrected version, with the change on record; a material change of the product calls for an update.</p>
<h3>Is an English report required?</h3>
<p>Declarations are published in Chinese and English so that international customers can read them; both versions are equally valid.</p>`;

const pricingZh = `<h1>收费标准</h1>
<p>平台服务收费依据行业协会批准的收费标准执行，按申报产品数量和复杂程度核定。以下价格为参考价（人民币，含税），具体金额以秘书处出具的报价单为准。</p>
<h2>一、EPD注册与CFP备案</h2>
${table(
  ['项目', '计费单位', '参考价格', '说明'],
  [
    ['注册与发布服务费', '每份声明', '¥18,000', '含报告制作、注册号、二维码与存证'],
    ['独立验证费（文件审核）', '每份声明', '¥22,000', '含一轮修改后的复核'],
    ['现场核查费', '每次', '¥8,000', '需要现场核查时收取，不含差旅'],
    ['附加产品', '每个产品', '¥6,000', '同一声明中第二、第三个产品'],
    ['英文报告制作', '每份声明', '免费', '中英文同时发布'],
    ['声明更新', '每份声明', '注册费的 50%', '有效期内重大变化的更新'],
    ['续期', '每份声明', '注册费的 70%', '有效期届满后重新注册'],
    ['CFP备案', '每份报告', '¥25,000', '含验证与发布'],
  ],
)}
<h2>二、PCR与认证服务</h2>
${table(
  ['项目', '计费单位', '参考价格'],
  [
    ['PCR制定（申请人承担部分）', '每项', '¥60,000 起'],
    ['低碳钢认证', '每个产品', '¥15,000'],
    ['EPD核验申请', '每次', '免费'],
  ],
)}
<h2>三、LCA工具订阅</h2>
${table(
  ['版本', '期限', '价格', '包含内容'],
  [
    ['试用版', '30 天', '免费', '单用户，示例数据库'],
    ['标准版', '1 年', '¥12,000', '3 个用户，中国钢铁生命周期数据库'],
    ['企业版', '1 年', '¥36,000', '10 个用户，数据库、批量导入与技术支持'],
  ],
)}
<h2>四、优惠与减免</h2>
${list([
  '协会会员单位注册与发布服务费享受 8 折；',
  '同一企业一次申请三个产品的，独立验证费享受 9 折；',
  '参与PCR制定的首批企业，首份EPD注册与发布服务费减免 50%。',
])}
<h2>五、付款方式</h2>
<p>合同签订后 10 个工作日内支付合同金额的 50%，报告发布前支付余款。平台开具增值税专用发票，开票信息以企业认证时提交的信息为准。</p>`;

const pricingEn = `<h1>Prices</h1>
<p>Fees follow the schedule approved by the industry association and depend on the number and complexity of products. The prices below are for reference (CNY, tax included); the secretariat’s quote is binding.</p>
<h2>1. EPD registration and CFP filing</h2>
${table(
  ['Item', 'Per', 'Reference price', 'Notes'],
  [
    [
      'Registration and publication',
      'Declaration',
      '¥18,000',
      'Report production, registration number, QR code and ledger record',
    ],
    [
      'Independent verification (desk review)',
      'Declaration',
      '¥22,000',
      'Includes the review of one round of corrections',
    ],
    ['Site visit', 'Visit', '¥8,000', 'Only when a visit is needed; travel extra'],
    ['Additional product', 'Product', '¥6,000', 'Second and third product of one declaration'],
    ['English report', 'Declaration', 'Free', 'Published with the Chinese'],
    ['Update', 'Declaration', '50% of registration', 'Material change within validity'],
    ['Renewal', 'Declaration', '70% of registration', 'New registration after expiry'],
    ['CFP filing', 'Report', '¥25,000', 'Verification and publication included'],
  ],
)}
<h2>2. PCRs and certification</h2>
${table(
  ['Item', 'Per', 'Reference price'],
  [
    ['New PCR (requester’s share)', 'PCR', 'From ¥60,000'],
    ['Low-carbon steel certification', 'Product', '¥15,000'],
    ['EPD verification request', 'Request', 'Free'],
  ],
)}
<h2>3. LCA tool subscription</h2>
${table(
  ['Edition', 'Term', 'Price', 'Includes'],
  [
    ['Trial', '30 days', 'Free', 'One user, sample database'],
    ['Standard', '1 year', '¥12,000', '3 users, Chinese steel life-cycle database'],
    ['Enterprise', '1 year', '¥36,000', '10 users, database, bulk import and support'],
  ],
)}
<h2>4. Discounts</h2>
${list([
  'Members of the association: 20% off registration and publication;',
  'three products in one application: 10% off verification;',
  'companies in the first group of a new PCR: 50% off the registration of their first EPD.',
])}
<h2>5. Payment</h2>
<p>50% of the contract amount within 10 working days of signing, the rest before publication. The platform issues VAT special invoices with the billing information given at company certification.</p>`;

export const STATIC_PAGE_SEED: Record<StaticPage, { zh: string; en: string }> = {
  about: { zh: aboutZh, en: aboutEn },
  serve: { zh: serveZh, en: serveEn },
  pricing: { zh: pricingZh, en: pricingEn },
};
