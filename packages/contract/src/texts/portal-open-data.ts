import { defineTexts } from './define.ts';

/** The portal's developer page /open-data (issue 14): the open API and the two export formats. */
export const portalOpenDataTexts = defineTexts({
  'openData.intro': [
    '平台上每一份公开的EPD（含已过期、已被更新版本取代和已撤销的版本）都以机器可读的格式开放：openEPD（JSON，供EC3等数据库读取）和ILCD+EPD（XML，供ÖKOBAUDAT、soda4LCA和国际EPD体系读取）。以下接口无需登录即可调用。',
    'Every public EPD of the platform (expired, superseded and withdrawn versions included) is open in machine-readable formats: openEPD (JSON, read by EC3 and similar databases) and ILCD+EPD (XML, read by ÖKOBAUDAT, soda4LCA and the International EPD System). The API below needs no login.',
  ],
  'openData.apiTitle': ['接口', 'The API'],
  'openData.base': ['地址前缀', 'Base address'],
  'openData.list': [
    '列出EPD版本，按最后变更时间排序，可按企业编码（company）、PCR注册号（pcr）、关键词（keyword）、有效日（validOn）和变更时间（updatedSince）筛选；每页最多100条（limit）。',
    'Lists EPD versions by their last change, filtered by company code (company), PCR register number (pcr), keyword, a day they are valid on (validOn) and a change time (updatedSince); up to 100 per page (limit).',
  ],
  'openData.one': [
    '一个版本的数据，含状态（valid、expired、superseded、withdrawn）、版本号和导出地址。撤销的版本不会消失，而是返回其状态。',
    'One version with its status (valid, expired, superseded, withdrawn), version number and export addresses. A withdrawn version never disappears; it answers with its status.',
  ],
  'openData.openEpd': [
    'openEPD文档（application/json），lang=zh或lang=en；只有填写了英文名称的EPD才有英文文档。',
    'The openEPD document (application/json), lang=zh or lang=en; an English document exists only when the EPD has English names.',
  ],
  'openData.ilcd': [
    'ILCD+EPD v1.2过程数据集（application/xml），含中英文名称和GWP-total（EF 3.1）A1-A3结果。',
    'The ILCD+EPD v1.2 process data set (application/xml) with Chinese and English names and the GWP-total (EF 3.1) result of A1-A3.',
  ],
  'openData.syncTitle': ['同步', 'Keeping in sync'],
  'openData.sync': [
    '首次同步时不带参数逐页读取，将上一页返回的nextCursor作为cursor传入，直到nextCursor为null；之后以上次看到的最大updatedAt作为updatedSince再次读取，即可获得其后变更或新增的版本。游标翻页期间新增的记录也只会出现一次。',
    'For a first sync, read page after page, passing the nextCursor of one page as cursor to the next, until nextCursor is null; later, pass the largest updatedAt you have seen as updatedSince to get what was changed or added since. Records added while you page appear exactly once.',
  ],
  'openData.cache': [
    '每个回答都带ETag和Last-Modified：再次请求时发送If-None-Match或If-Modified-Since，未变更时返回304且无正文。',
    'Every answer has an ETag and Last-Modified: send If-None-Match or If-Modified-Since on the next call, and an unchanged answer is 304 without a body.',
  ],
  'openData.limits': [
    '任何网站均可跨域调用（CORS）。每个客户端地址每分钟最多{{limit}}次请求，超出时返回HTTP 429及错误信封（code 2302）。列表和单条数据使用信封 {code, message, data}，code为1表示成功；两种导出文件直接返回文档本身。',
    'Any website may call it (CORS). Each client address may make {{limit}} calls a minute; past that the answer is HTTP 429 with the error envelope (code 2302). The list and one version answer in the envelope {code, message, data}, code 1 meaning success; the two exports answer the document itself.',
  ],
  'openData.reference': ['完整的接口参考（OpenAPI）', 'The full API reference (OpenAPI)'],
  'openData.formatsTitle': ['数据格式', 'The formats'],
  'openData.openEpdFormat': [
    'openEPD：id（同一EPD各版本共用）、version（每次发布、更正或换证加1）、language、name、declared_unit 1 t、kg_per_declared_unit 1000、date_of_issue、valid_until、program_operator（本平台）与program_operator_doc_id（注册号）、pcr、manufacturer、plants（生产地址）、impacts（EF 3.1下A1A2A3的GWP，kgCO2e/t）、attachments（导出与报告地址）。',
    'openEPD: id (shared by the versions of one EPD), version (one more on every publication, correction and renewal), language, name, declared_unit 1 t, kg_per_declared_unit 1000, date_of_issue, valid_until, program_operator (this platform) and program_operator_doc_id (the registration number), pcr, manufacturer, plants (the production site), impacts (GWP of A1A2A3 under EF 3.1, kgCO2e per t) and attachments (export and report addresses).',
  ],
  'openData.ilcdFormat': [
    'ILCD+EPD：processDataSet及epd扩展，baseName含xml:lang zh与en，参考年份与dataSetValidUntil，EPD发布日期，注册机构（本平台）与注册号，EN 15804+A2（EF 3.1）GWP-total结果（epd:amount module A1-A3），使用ILCD+EPD格式的参考UUID。',
    'ILCD+EPD: a processDataSet with the epd extensions, baseName with xml:lang zh and en, reference year and dataSetValidUntil, the EPD publication date, registration authority (this platform) and number, and the EN 15804+A2 (EF 3.1) GWP-total result (epd:amount module A1-A3), with the format’s reference UUIDs.',
  ],
  'openData.tryTitle': ['在线示例', 'Try it'],
  'openData.tryHint': [
    '点击按钮，向列表接口请求前两条记录：',
    'Press the button to ask the list for its first two records:',
  ],
  'openData.trySend': ['发送请求', 'Send the request'],
  'openData.tryEmpty': ['尚未发送请求。', 'No request sent yet.'],
});
