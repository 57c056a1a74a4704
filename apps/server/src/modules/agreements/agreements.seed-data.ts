/**
 * Versions 1.0 and 1.1 of the user agreement and the privacy policy, in zh and en. Editors
 * publish later versions in the console; these are what a fresh installation shows.
 */
const FIRST_PUBLISHED = '2025-12-15T00:00:00.000Z';
const PUBLISHED = '2026-01-01T00:00:00.000Z';

const registrationZh = `<h2>钢铁行业EPD平台用户服务协议</h2>
<p>欢迎使用钢铁行业环境产品声明（EPD）平台（以下简称“平台”）。本协议是您与平台运营方之间关于注册、登录和使用平台服务的约定。请您在注册前仔细阅读本协议全部条款。</p>
<h3>一、账号注册</h3>
<p>1. 您可以使用中国大陆手机号或电子邮箱注册账号。您应提供真实、准确、完整的注册信息，并在信息变更时及时更新。</p>
<p>2. 以企业名义注册的，您确认已获得该企业的授权。企业认证须提交统一社会信用代码、营业执照及开票信息，经平台秘书处审核通过后方可申请EPD或碳足迹备案。</p>
<p>3. 注册信息一般在1个工作日内完成审核。审核未通过的，您可以按提示修改后重新提交。</p>
<h3>二、账号安全</h3>
<p>1. 您应妥善保管账号、密码和验证码，不得转让或出借账号。因您保管不善造成的损失由您自行承担。</p>
<p>2. 发现账号被盗用或存在安全漏洞时，请立即通知平台秘书处。</p>
<h3>三、平台服务</h3>
<p>1. 平台提供EPD与产品种类规则（PCR）查询、EPD/CFP备案申请、第三方验证申请、低碳钢认证申请、生命周期评价（LCA）工具订阅等服务。</p>
<p>2. 您提交的LCA报告、数据收集表和EPD报告应真实可靠，不得含有虚假数据。经审核发布的EPD将在平台公开，供公众查询和验证。</p>
<p>3. 平台可能因系统维护或升级暂停部分服务，将尽可能提前公告。</p>
<h3>四、用户行为规范</h3>
<p>您不得利用平台从事违法活动，不得上传含有恶意代码的文件，不得以自动化手段批量获取平台数据，不得干扰平台的正常运行。</p>
<h3>五、知识产权</h3>
<p>您对提交的报告和数据享有相应权利，并授权平台在备案、审核、发布和验证所需范围内使用。平台的软件、界面和标识归平台运营方所有。</p>
<h3>六、账号注销</h3>
<p>您可以在个人中心申请注销账号。注销经审核完成后，您的个人信息将被删除或匿名化处理，企业已发布的EPD记录依法继续保留。</p>
<h3>七、协议变更</h3>
<p>平台可根据法律法规和业务需要修订本协议，修订后的协议将在平台公布并注明版本和生效日期。您继续使用平台即视为接受修订后的协议。</p>
<h3>八、法律适用与争议解决</h3>
<p>本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，提交平台运营方所在地有管辖权的人民法院诉讼解决。</p>`;

const registrationEn = `<h2>Steel EPD Platform User Agreement</h2>
<p>Welcome to the Steel Environmental Product Declaration (EPD) Platform (the "Platform"). This agreement governs your registration, login and use of the Platform's services. Please read all of it before you register.</p>
<h3>1. Registration</h3>
<p>1. You may register with a mainland China mobile number or an e-mail address. You must give true, accurate and complete information and keep it up to date.</p>
<p>2. If you register on behalf of a company, you confirm that the company has authorised you. Enterprise certification requires the unified social credit code, the business licence and the billing information; only certified companies may apply for EPD or carbon-footprint filings.</p>
<p>3. Registrations are normally reviewed within one working day. If a review fails, you may correct your information and submit it again.</p>
<h3>2. Account security</h3>
<p>1. Keep your account, password and verification codes safe and do not transfer or lend your account. Losses caused by careless safekeeping are your own.</p>
<p>2. Tell the Platform secretariat at once if your account is misused or you find a security weakness.</p>
<h3>3. Services</h3>
<p>1. The Platform offers searches of EPDs and product category rules (PCR), EPD/CFP filing applications, verification requests, low-carbon steel certification and subscriptions to a life-cycle assessment (LCA) tool.</p>
<p>2. LCA reports, data collection sheets and EPD reports you submit must be true and reliable. EPDs published after review are public on the Platform for anyone to search and verify.</p>
<p>3. The Platform may pause some services for maintenance or upgrades and will announce this in advance where it can.</p>
<h3>4. Conduct</h3>
<p>You may not use the Platform for unlawful purposes, upload files containing malicious code, harvest Platform data by automated means, or disturb its operation.</p>
<h3>5. Intellectual property</h3>
<p>You keep your rights in the reports and data you submit and allow the Platform to use them as needed for filing, review, publication and verification. The Platform's software, interface and marks belong to its operator.</p>
<h3>6. Closing your account</h3>
<p>You may apply to close your account in the personal centre. Once the closure is approved, your personal data is deleted or anonymised; EPD records your company has published stay on record as the law requires.</p>
<h3>7. Changes</h3>
<p>The Platform may revise this agreement as laws or its services require. Revised versions are published on the Platform with their version and effective date; continuing to use the Platform means you accept them.</p>
<h3>8. Law and disputes</h3>
<p>This agreement is governed by the laws of the People's Republic of China. Disputes are first settled by negotiation, and otherwise by the competent people's court where the Platform operator is located.</p>`;

const privacyZh = `<h2>钢铁行业EPD平台隐私政策</h2>
<p>平台重视您的个人信息保护。本政策说明我们收集哪些信息、为何收集、如何使用和保护，以及您享有的权利。</p>
<h3>一、我们收集的信息</h3>
<p>1. 注册和登录信息：手机号或电子邮箱、密码（仅保存不可逆的加密摘要）、验证码发送记录。</p>
<p>2. 企业信息：企业名称、统一社会信用代码、地址、法定代表人、联系人及联系电话、营业执照和开票信息图片。</p>
<p>3. 业务信息：您提交的EPD/CFP申请、LCA报告、数据收集表、验证申请和反馈内容。</p>
<p>4. 访问信息：为统计访问量生成的随机访客标识、访问日期，以及保障安全所需的IP地址和请求日志。</p>
<h3>二、我们如何使用信息</h3>
<p>用于身份验证、企业认证审核、备案申请办理、发送验证码和审核通知、保障平台安全以及改进服务。我们不会将您的个人信息用于与上述目的无关的用途。</p>
<h3>三、信息的共享与公开</h3>
<p>除经您同意、法律法规要求或为完成第三方验证所必需外，我们不会向第三方提供您的个人信息。经审核发布的EPD中的企业名称、产品信息和注册号将公开展示。</p>
<h3>四、信息的存储与保护</h3>
<p>您的信息存储于中华人民共和国境内。我们采用传输加密、密码不可逆存储、访问控制和操作审计等措施保护您的信息。验证码和登录凭证仅以摘要形式保存。</p>
<h3>五、您的权利</h3>
<p>您可以在个人中心查阅和更正您的信息，修改密码，或申请注销账号。注销完成后，我们将删除或匿名化处理您的个人信息。</p>
<h3>六、政策更新</h3>
<p>本政策更新时，我们将在平台公布新版本并注明生效日期。</p>
<h3>七、联系我们</h3>
<p>如对本政策有任何疑问，请通过平台“意见反馈”页面或秘书处公布的联系方式与我们联系。</p>`;

const privacyEn = `<h2>Steel EPD Platform Privacy Policy</h2>
<p>The Platform takes the protection of your personal information seriously. This policy explains what we collect, why, how we use and protect it, and your rights.</p>
<h3>1. What we collect</h3>
<p>1. Registration and login: your mobile number or e-mail address, your password (kept only as an irreversible hash) and records of codes sent to you.</p>
<p>2. Company information: company name, unified social credit code, address, legal representative, contact person and phone, and images of the business licence and billing information.</p>
<p>3. Business information: EPD/CFP applications, LCA reports, data collection sheets, verification requests and feedback you submit.</p>
<p>4. Visits: a random visitor id and the date for visit statistics, and the IP addresses and request logs that security requires.</p>
<h3>2. How we use it</h3>
<p>To verify your identity, review enterprise certification, handle filings, send codes and review notices, keep the Platform secure and improve its services. We do not use your personal information for unrelated purposes.</p>
<h3>3. Sharing and publication</h3>
<p>We give your personal information to third parties only with your consent, where the law requires it, or where an independent verification needs it. The company name, product information and registration number of published EPDs are public.</p>
<h3>4. Storage and protection</h3>
<p>Your information is stored in the People's Republic of China. We protect it with encryption in transit, irreversible password storage, access control and an audit trail of operator actions. Codes and login tokens are kept only as hashes.</p>
<h3>5. Your rights</h3>
<p>In the personal centre you can see and correct your information, change your password or apply to close your account. When the account is closed, your personal information is deleted or anonymised.</p>
<h3>6. Changes</h3>
<p>When this policy changes, we publish the new version on the Platform with its effective date.</p>
<h3>7. Contact</h3>
<p>For questions about this policy, use the Feedback page or the contact details the secretariat publishes.</p>`;

/**
 * Version 1.0 had no closing section (the law and disputes clause of the user agreement, the
 * contact clause of the privacy policy); 1.1 added it and is in force.
 */
const withoutLastSection = (html: string) => html.slice(0, html.lastIndexOf('<h3>'));

const TEXTS = [
  ['REGISTRATION', 'zh', registrationZh],
  ['REGISTRATION', 'en', registrationEn],
  ['PRIVACY', 'zh', privacyZh],
  ['PRIVACY', 'en', privacyEn],
] as const;

export const AGREEMENT_SEED = TEXTS.flatMap(([agreement_type, lang, content]) => [
  {
    agreement_type,
    lang,
    version: '1.0',
    content: withoutLastSection(content),
    publish_time: FIRST_PUBLISHED,
  },
  { agreement_type, lang, version: '1.1', content, publish_time: PUBLISHED },
]);
