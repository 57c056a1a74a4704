/**
 * The demo news and announcements (issue 12 "Seed"): believable programme news in zh and en.
 * `daysAgo` places each one relative to the day the seed runs, so the demo stays current.
 */

export interface DemoNews {
  titleZh: string;
  titleEn: string;
  abstractZh: string;
  abstractEn: string;
  bodyZh: string[];
  bodyEn: string[];
  editor: string;
  daysAgo: number;
  /** A generated index picture in these two colours, or none. */
  picture?: readonly [string, string];
  newest?: true;
  /** Left as a draft: the console shows it, the portal does not. */
  draft?: true;
}

export interface DemoAnnouncement {
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string[];
  bodyEn: string[];
  publisher: string;
  daysAgo: number;
  /** The attachments: a file name and the lines of the PDF, per language. */
  files: { name: string; lang: 'zh' | 'en'; title: string; lines: string[] }[];
}

const SECRETARIAT = '平台秘书处';

/** The English names of the demo's authors and publishers. */
export const DEMO_NAMES_EN: Readonly<Record<string, string>> = {
  [SECRETARIAT]: 'Platform secretariat',
  技术委员会: 'Technical committee',
  指导委员会: 'Steering committee',
};

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    titleZh: '钢铁行业EPD平台新版上线，支持申请全流程在线办理',
    titleEn: 'New Steel EPD Platform goes live with end-to-end online applications',
    abstractZh: '新版平台支持EPD/CFP申请、报价与合同确认、LCA报告上传和七阶段进度跟踪全流程在线办理。',
    abstractEn:
      'The new platform handles EPD/CFP applications, quotes and contracts, LCA uploads and seven-stage tracking online.',
    bodyZh: [
      '经过半年的开发与试运行，钢铁行业EPD平台新版于本月正式上线。新版平台将EPD与碳足迹（CFP）申请、报价与合同确认、LCA报告与数据收集表上传、独立验证意见反馈等环节全部搬到线上，企业可以在“我的申请”中随时查看七个阶段的办理进度。',
      '新版平台同时上线了手机端EPD摘要页面。下游用户扫描报告封面的二维码即可查看注册号、产品名称、GWP100、持有者与有效期，登录后可查看带水印的完整报告。',
      '秘书处表示，平台后续将陆续开放低碳钢认证在线申请和LCA工具订阅，欢迎企业通过“意见反馈”提出改进建议。',
    ],
    bodyEn: [
      'After six months of development and a pilot, the new Steel EPD Platform went live this month. Applications for EPDs and carbon footprints (CFP), quotes and contracts, uploads of LCA reports and data sheets and answers to verification findings are all online now, and companies follow the seven stages of each application under “My applications”.',
      'A phone summary of every EPD opens from the QR code on the report cover: registration number, product, GWP100, holder and validity at a glance, and the watermarked full report after login.',
      'The secretariat will open online low-carbon steel certification and LCA tool subscriptions next and welcomes suggestions through the Feedback page.',
    ],
    editor: SECRETARIAT,
    daysAgo: 3,
    picture: ['#14365a', '#2e7b5c'],
    newest: true,
  },
  {
    titleZh: '热轧卷板产品类别规则（PCR）2026版发布',
    titleEn: 'Product category rules for hot-rolled coil, 2026 edition, published',
    abstractZh: '新版PCR对齐EN 15804+A2，细化了废钢投入的分配方法和电力排放因子的选取要求。',
    abstractEn:
      'The new PCR follows EN 15804+A2 and details scrap allocation and the choice of electricity emission factors.',
    bodyZh: [
      '经技术委员会评审和为期30天的公开征求意见，《热轧卷板产品类别规则（2026版）》正式发布，注册号 PCR-SEPD-2026-001。',
      '新版规则全面对齐 EN 15804+A2 的指标体系，明确了废钢投入的“回收含量法”分配方法，要求外购电力优先采用区域电网平均排放因子，并对绿电使用的证明材料提出了具体要求。',
      '依据旧版PCR发布、仍在有效期内的EPD继续有效；自发布之日起六个月后提交的新申请须采用新版规则。',
    ],
    bodyEn: [
      'After review by the technical committee and a 30-day public consultation, the product category rules for hot-rolled coil (2026 edition) are published under PCR-SEPD-2026-001.',
      'The rules follow the indicators of EN 15804+A2, set the recycled-content method for scrap input, ask for regional grid-average factors for purchased electricity and state what evidence renewable electricity needs.',
      'EPDs published under the previous edition stay valid until they expire; applications submitted six months after publication must use the new edition.',
    ],
    editor: '技术委员会',
    daysAgo: 12,
    picture: ['#1f4e79', '#5b8db8'],
  },
  {
    titleZh: '平台累计发布EPD突破三百份',
    titleEn: 'More than 300 EPDs published on the platform',
    abstractZh: '已发布声明覆盖热轧、冷轧、镀层、棒线材、中厚板和钢管六大品类，电炉短流程产品占比提升至18%。',
    abstractEn:
      'Published declarations cover six product groups; the share of electric-arc-furnace products has risen to 18%.',
    bodyZh: [
      '截至本月底，平台累计注册发布EPD三百余份，覆盖热轧、冷轧、镀层、棒线材、中厚板和钢管六大品类，涉及四十余家钢铁企业。',
      '其中，电炉短流程产品的声明占比由去年的11%提升至18%，其A1—A3阶段GWP100平均值约为长流程产品的三分之一。',
      '所有已发布声明均可在“EPD查询”中按企业、PCR或关键词检索，报告文件摘要可在“报告核验”页面核对。',
    ],
    bodyEn: [
      'By the end of this month more than 300 EPDs from over forty steel companies were registered on the platform, covering hot-rolled, cold-rolled and coated flat products, bars and wire rod, plates and tubes.',
      'Declarations of electric-arc-furnace products rose from 11% to 18% of the total; their average A1–A3 GWP100 is about a third of that of blast-furnace products.',
      'Every published declaration can be searched by company, PCR or keyword under “EPD search”, and its report checked on “Verify a report”.',
    ],
    editor: SECRETARIAT,
    daysAgo: 26,
    picture: ['#2e7b5c', '#8fc1a9'],
  },
  {
    titleZh: '第二期EPD编制与验证培训班在上海举办',
    titleEn: 'Second training course on preparing and verifying EPDs held in Shanghai',
    abstractZh: '来自32家企业和咨询机构的80余名学员参加培训，内容涵盖PCR解读、数据收集和验证要点。',
    abstractEn:
      'More than 80 participants from 32 companies and consultancies studied PCRs, data collection and verification.',
    bodyZh: [
      '第二期钢铁产品EPD编制与验证培训班于上周在上海举办，来自32家钢铁企业和咨询机构的80余名学员参加。',
      '培训围绕产品类别规则解读、生命周期清单数据收集、背景数据库使用、常见验证问题四个专题展开，并以热轧卷板为例进行了完整的建模演练。',
      '培训课件已上传至资源中心“文献资料”栏目，注册用户可以下载。第三期培训计划于明年春季在武汉举办。',
    ],
    bodyEn: [
      'The second training course on preparing and verifying steel EPDs took place in Shanghai last week with more than 80 participants from 32 steel companies and consultancies.',
      'Four sessions covered reading product category rules, collecting inventory data, using the background database and the findings verifiers raise most, with a complete modelling exercise for hot-rolled coil.',
      'The slides are in the resource centre under “Literature” for registered users. The third course is planned for next spring in Wuhan.',
    ],
    editor: SECRETARIAT,
    daysAgo: 41,
  },
  {
    titleZh: '中国钢铁生命周期数据库完成年度更新',
    titleEn: 'Annual update of the Chinese steel life-cycle database',
    abstractZh: '更新后的数据库采用最新区域电网排放因子，新增铁合金和耐火材料等上游数据集。',
    abstractEn:
      'The update brings the latest regional grid factors and new upstream datasets for ferroalloys and refractories.',
    bodyZh: [
      '平台背景数据库——中国钢铁生命周期数据库完成年度更新，版本号 CSLCD 2026.1。',
      '本次更新采用最新发布的区域电网平均排放因子，新增铁合金、耐火材料、石灰和工业气体等12个上游数据集，并修订了铁矿石海运距离的默认值。',
      '新提交的LCA报告应采用更新后的数据库版本；已在验证阶段的申请可继续使用原版本，并在报告中注明。',
    ],
    bodyEn: [
      'The platform’s background database, the Chinese steel life-cycle database, has its annual update as version CSLCD 2026.1.',
      'It uses the latest regional grid-average emission factors, adds twelve upstream datasets including ferroalloys, refractories, lime and industrial gases, and revises the default sea distance of iron ore.',
      'New LCA reports should use the updated version; applications already in verification may keep the previous one and state so in the report.',
    ],
    editor: '技术委员会',
    daysAgo: 58,
    picture: ['#4a5568', '#a0aec0'],
  },
  {
    titleZh: '平台与国际EPD项目签署互认合作备忘录',
    titleEn: 'Memorandum on mutual recognition signed with an international EPD programme',
    abstractZh: '双方将在PCR协调、验证人资格互认和声明互认方面开展合作，便利钢铁产品出口。',
    abstractEn:
      'The programmes will align PCRs, recognise each other’s verifiers and declarations, easing steel exports.',
    bodyZh: [
      '平台与一家国际EPD项目运营方签署了互认合作备忘录。双方将共同推进钢铁产品PCR的协调一致，开展验证人资格的相互认可，并探索已发布声明的互认登记。',
      '互认落地后，在平台发布并满足互认条件的EPD，可以在合作方项目中登记，减少企业重复验证的成本。',
      '首批试点产品为热轧卷板和螺纹钢，预计明年上半年完成试点。',
    ],
    bodyEn: [
      'The platform has signed a memorandum on mutual recognition with an international EPD programme operator: the two will align steel PCRs, recognise each other’s verifiers and explore registering each other’s published declarations.',
      'Once in place, EPDs published here that meet the conditions can be registered in the partner programme without a second verification.',
      'Hot-rolled coil and rebar are the pilot products; the pilot should finish in the first half of next year.',
    ],
    editor: SECRETARIAT,
    daysAgo: 77,
    picture: ['#744210', '#d69e2e'],
  },
  {
    titleZh: '低碳钢认证评价规则（试行）征求意见',
    titleEn: 'Consultation on the low-carbon steel assessment rules (trial)',
    abstractZh: '规则按长流程和短流程分别设定三级碳排放强度门槛，意见征集截止日期为下月底。',
    abstractEn:
      'Three carbon-intensity grades per process route are proposed; comments are welcome until the end of next month.',
    bodyZh: [
      '平台发布《低碳钢认证评价规则（试行）》征求意见稿，面向行业公开征求意见。',
      '规则按高炉—转炉长流程和电弧炉短流程分别设定三级碳排放强度门槛，评价边界为从摇篮到大门（A1—A3），并规定了绿电、氢冶金和碳捕集等减排措施的核算要求。',
      '请于下月底前通过“意见反馈”提交意见，并注明“低碳钢规则”。',
    ],
    bodyEn: [
      'The platform has published the draft low-carbon steel assessment rules (trial) for public comment.',
      'The draft sets three carbon-intensity grades for the blast-furnace and the electric-arc-furnace routes, cradle to gate (A1–A3), and explains how renewable electricity, hydrogen-based ironmaking and carbon capture are accounted for.',
      'Please send comments marked “low-carbon steel rules” through the Feedback page by the end of next month.',
    ],
    editor: '技术委员会',
    daysAgo: 95,
  },
  {
    titleZh: '平台EPD报告启用区块链存证与二维码核验',
    titleEn: 'EPD reports now carry ledger records and QR verification',
    abstractZh: '每份已发布报告的数据摘要写入存证账本，任何人可以在线核对报告文件是否为原始版本。',
    abstractEn:
      'The digests of every published report go into a ledger; anyone can check online that a file is the original.',
    bodyZh: [
      '自即日起，平台发布的每份EPD报告及其关键数据的摘要都将写入存证账本，并在报告封面印制二维码。',
      '下游用户可以扫描二维码查看在线摘要，或在“报告核验”页面上传PDF，系统将比对文件摘要并显示登记时间和存证编号。',
      '此前发布的声明将在三个月内完成补充存证。',
    ],
    bodyEn: [
      'From today, the digests of every published EPD report and its key data are written to a ledger, and a QR code is printed on the report cover.',
      'Customers scan the code for the online summary, or upload the PDF on “Verify a report”: the platform compares the digest and shows when it was registered and the ledger entry.',
      'Declarations published earlier will be recorded within three months.',
    ],
    editor: SECRETARIAT,
    daysAgo: 130,
    picture: ['#2c5282', '#63b3ed'],
  },
  {
    titleZh: '（草稿）明年培训计划',
    titleEn: '(Draft) Training plan for next year',
    abstractZh: '草稿：待技术委员会确认后发布。',
    abstractEn: 'Draft: to be published once the technical committee confirms it.',
    bodyZh: ['草稿内容。'],
    bodyEn: ['Draft.'],
    editor: SECRETARIAT,
    daysAgo: 0,
    draft: true,
  },
];

export const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    titleZh: '关于春节期间平台服务安排的通知',
    titleEn: 'Platform services during the Spring Festival',
    summaryZh: '春节假期期间平台在线服务正常开放，人工审核顺延至节后第一个工作日。',
    summaryEn:
      'Online services stay open over the holiday; reviews resume on the first working day after it.',
    bodyZh: [
      '春节假期期间，平台EPD查询、报告核验等在线服务正常开放。',
      '注册信息审核、企业认证审核和申请受理等人工服务暂停，假期内提交的事项将在节后第一个工作日起按提交顺序办理。',
    ],
    bodyEn: [
      'Over the Spring Festival holiday, EPD search, report verification and the other online services stay open.',
      'Reviews of registrations, company certification and applications pause and resume on the first working day after the holiday, in the order received.',
    ],
    publisher: SECRETARIAT,
    daysAgo: 5,
    files: [
      {
        name: '春节服务安排.pdf',
        lang: 'zh',
        title: '关于春节期间平台服务安排的通知',
        lines: [
          '各注册企业、各有关单位：',
          '春节假期期间，平台在线服务正常开放，人工审核服务暂停。',
          '假期内提交的注册审核、企业认证与申请受理事项，将于节后第一个工作日起按提交顺序办理。',
          '如遇紧急情况，请通过平台意见反馈功能留言，我们将尽快处理。',
          '钢铁行业EPD平台秘书处',
        ],
      },
    ],
  },
  {
    titleZh: '关于发布《平台通用规则（GPI）》4.0版的公告',
    titleEn: 'General Programme Instructions (GPI) version 4.0 published',
    summaryZh: 'GPI 4.0版自发布之日起实施，主要修订了声明更新、更正与撤回的程序。',
    summaryEn:
      'GPI 4.0 applies from publication and revises how declarations are updated, corrected and withdrawn.',
    bodyZh: [
      '经指导委员会审议通过，《平台通用规则（GPI）》4.0版现予发布，自发布之日起实施。',
      '主要修订内容包括：声明更新与更正的触发条件和程序；声明撤回的情形与公示要求；验证人回避规则；存证与在线核验要求。',
      'GPI中英文全文可在“GPI”页面下载。',
    ],
    bodyEn: [
      'Adopted by the steering committee, version 4.0 of the General Programme Instructions (GPI) is published and applies from today.',
      'It revises when and how declarations are updated and corrected, when a declaration is withdrawn and how that is announced, the rules on verifiers’ conflicts of interest, and ledger records and online verification.',
      'The full GPI in Chinese and English is on the GPI page.',
    ],
    publisher: '指导委员会',
    daysAgo: 20,
    files: [
      {
        name: 'GPI-4.0-修订说明.pdf',
        lang: 'zh',
        title: '《平台通用规则》4.0版修订说明',
        lines: [
          '一、修订背景：适应新版平台全流程在线办理与存证核验的要求。',
          '二、主要修订：声明更新与更正程序；撤回情形与公示；验证人回避；存证与核验。',
          '三、实施时间：自发布之日起实施。',
          '四、过渡安排：在途申请可继续适用3.2版，但发布时须满足存证要求。',
        ],
      },
      {
        name: 'GPI-4.0-revision-notes.pdf',
        lang: 'en',
        title: 'General Programme Instructions 4.0: revision notes',
        lines: [
          '1. Why: the new platform handles applications online end to end, with ledger records and online verification.',
          '2. What: updates and corrections; withdrawal and its announcement; conflicts of interest of verifiers; ledger and verification.',
          '3. When: from publication.',
          '4. Transition: applications in progress may keep version 3.2 but must meet the ledger requirements when published.',
        ],
      },
    ],
  },
  {
    titleZh: '关于公开遴选第三批独立验证人的公告',
    titleEn: 'Open call for the third group of independent verifiers',
    summaryZh: '面向社会公开遴选具备LCA与钢铁工艺经验的独立验证人，报名截止日期为下月15日。',
    summaryEn:
      'Verifiers with LCA and steelmaking experience are invited to apply by the 15th of next month.',
    bodyZh: [
      '为满足日益增长的验证需求，平台面向社会公开遴选第三批独立验证人。',
      '申请人应具有环境科学、冶金工程或相关专业背景，具有三年以上LCA工作经验，并熟悉钢铁生产工艺。报名表见附件。',
    ],
    bodyEn: [
      'To meet the growing demand for verification, the platform calls for a third group of independent verifiers.',
      'Applicants have a background in environmental science, metallurgy or a related field, at least three years of LCA work and knowledge of steelmaking. The application form is attached.',
    ],
    publisher: SECRETARIAT,
    daysAgo: 34,
    files: [
      {
        name: '独立验证人报名表.pdf',
        lang: 'zh',
        title: '独立验证人报名表',
        lines: [
          '姓名：＿＿＿＿＿＿  工作单位：＿＿＿＿＿＿',
          '专业背景：＿＿＿＿＿＿  LCA工作年限：＿＿＿＿',
          '熟悉的钢铁产品与工艺：＿＿＿＿＿＿＿＿＿＿',
          '主要LCA项目经历（不少于三项）：',
          '与钢铁企业的利益关系声明：',
          '本人承诺以上信息真实准确。  签名：＿＿＿＿  日期：＿＿＿＿',
        ],
      },
    ],
  },
  {
    titleZh: '关于EPD续期提醒与办理的通知',
    titleEn: 'Reminders and renewal of EPDs',
    summaryZh: '有效期届满前六个月平台将发送续期提醒，企业可在线提交续期申请。',
    summaryEn: 'The platform reminds holders six months before expiry; renewals are applied for online.',
    bodyZh: [
      'EPD有效期为五年。平台将在有效期届满前六个月通过站内信和邮件提醒声明持有企业办理续期。',
      '续期申请须提交更新后的LCA报告和最近十二个月的生产数据；续期声明将生成新的注册号，原声明标记为已被替代。',
    ],
    bodyEn: [
      'An EPD is valid for five years. Six months before expiry the platform reminds the holder by inbox message and e-mail.',
      'A renewal needs an updated LCA report and production data of the last twelve months; the renewed declaration gets a new registration number and the old one is marked as superseded.',
    ],
    publisher: SECRETARIAT,
    daysAgo: 63,
    files: [
      {
        name: 'EPD续期办理指南.pdf',
        lang: 'zh',
        title: 'EPD续期办理指南',
        lines: [
          '1. 收到续期提醒后，登录平台进入“我的申请”。',
          '2. 选择需续期的声明，点击“续期申请”，系统将带出原申请信息。',
          '3. 上传更新后的LCA报告与数据收集表。',
          '4. 按新申请流程完成验证、评审与发布。',
          '5. 续期声明发布后，原声明在查询结果中标记为“已被替代”。',
        ],
      },
    ],
  },
  {
    titleZh: '关于平台系统维护的公告',
    titleEn: 'Scheduled platform maintenance',
    summaryZh: '平台将于本周六凌晨进行系统维护，期间部分功能暂停使用。',
    summaryEn: 'Some services pause early on Saturday morning for maintenance.',
    bodyZh: [
      '为提升系统性能，平台将于本周六 02:00—06:00 进行系统维护。',
      '维护期间，登录、申请提交和文件上传功能暂停使用，EPD查询和报告核验不受影响。给您带来的不便，敬请谅解。',
    ],
    bodyEn: [
      'To improve performance, the platform is maintained on Saturday from 02:00 to 06:00 (China Standard Time).',
      'Login, applications and uploads pause meanwhile; EPD search and report verification stay available. We apologise for the inconvenience.',
    ],
    publisher: SECRETARIAT,
    daysAgo: 88,
    files: [
      {
        name: 'maintenance-notice.pdf',
        lang: 'en',
        title: 'Scheduled platform maintenance',
        lines: [
          'When: Saturday, 02:00 to 06:00 China Standard Time.',
          'Paused: login, application submission, file uploads.',
          'Available: EPD search, report verification, the phone summary.',
          'Steel EPD Platform secretariat',
        ],
      },
    ],
  },
];
