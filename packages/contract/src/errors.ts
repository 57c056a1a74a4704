import type { TextPair } from './texts/define.ts';

interface ErrorEntry {
  /** The envelope's code; never 1 (success). */
  readonly code: number;
  /** The HTTP status of the answer. Never 401 for a wrong password: a 401 logs the portal out. */
  readonly status: number;
  readonly text: TextPair;
}

const entry = (code: number, status: number, zh: string, en: string): ErrorEntry => ({
  code,
  status,
  text: [zh, en],
});

/**
 * The error catalogue (spec 01 §8 and everything the server adds). Services throw
 * `appError('NAME')`; the error handler turns it into the envelope with this code, status
 * and the caller's language.
 */
export const ERRORS = {
  /** `/n/user/verify` answers code 0 with HTTP 200: the mobile report page goes on after it (spec 01 §4). */
  SESSION_INVALID: entry(0, 200, '登录已失效，请重新登录', 'Your session has ended, please log in again'),
  USER_LOCKED: entry(101, 403, '用户已被禁用', 'This user has been disabled'),
  CHECK_CODE_ERROR: entry(102, 400, '验证码错误', 'The verification code is wrong'),
  CHECK_CODE_OUT_TIME: entry(103, 400, '验证码已过期', 'The verification code has expired'),
  ACCOUNT_PASSWORD_ERROR: entry(104, 400, '账号或密码错误', 'The account or password is incorrect'),
  CHECK_CODE_FREQUENTLY: entry(
    105,
    429,
    '验证码获取过于频繁，请稍后再试',
    'Codes were requested too often, please wait',
  ),
  PHONE_NOT_REGISTERED: entry(106, 404, '该手机号尚未注册', 'This phone number is not registered'),
  ACCOUNT_NUMBER_EXISTS: entry(
    107,
    409,
    '该账号已注册，请直接登录',
    'This account is already registered, please log in',
  ),
  USER_NOT_FOUND: entry(108, 404, '用户不存在', 'User not found'),
  DICT_ERROR: entry(109, 404, '字典数据获取失败', 'The dictionary could not be loaded'),
  VALIDATION_FAILED: entry(400, 400, '请求参数有误', 'Some of the input is not valid'),
  MALFORMED_REQUEST: entry(401, 400, '请求格式错误', 'The request could not be read'),
  UNAUTHENTICATED: entry(402, 401, '请先登录', 'Please log in first'),
  /** The session's account was closed by its deregistration (issue 29): it ends every session. */
  ACCOUNT_CLOSED: entry(
    1203,
    401,
    '您的账号已注销，如需继续使用平台，请重新注册',
    'Your account has been closed; to use the platform again, please register again',
  ),
  FORBIDDEN: entry(403, 403, '没有权限访问', 'You may not access this'),
  NOT_FOUND: entry(404, 404, '请求的资源不存在', 'The requested resource does not exist'),
  METHOD_NOT_ALLOWED: entry(405, 405, '请求方法不被允许', 'This method is not allowed here'),
  /** The request (headers or body) did not arrive in time; the connection is closed. */
  REQUEST_TIMEOUT: entry(408, 408, '请求超时，请重试', 'The request took too long, please try again'),
  PAYLOAD_TOO_LARGE: entry(413, 413, '请求内容过大', 'The request is too large'),
  /** A path parameter longer than the server reads (every parameter is an id, a code or a type). */
  URI_TOO_LONG: entry(414, 414, '请求地址过长', 'The request address is too long'),
  UNSUPPORTED_MEDIA_TYPE: entry(415, 415, '不支持的请求内容类型', 'This content type is not supported'),
  RATE_LIMITED: entry(429, 429, '请求过于频繁，请稍后再试', 'Too many requests, please try again later'),
  HEADERS_TOO_LARGE: entry(431, 431, '请求头过大', 'The request headers are too large'),
  INTERNAL: entry(500, 500, '服务器错误，请稍后重试', 'Server error, please try again later'),
  UNAVAILABLE: entry(503, 503, '服务暂不可用', 'The service is unavailable'),
  /** The database did not answer in time or the connection was lost; the same call may succeed shortly. */
  DATABASE_UNAVAILABLE: entry(
    504,
    503,
    '数据服务暂时不可用，请稍后重试',
    'The data service is briefly unavailable, please try again shortly',
  ),
  CHECK_CODE_LOCKED: entry(
    1101,
    400,
    '验证码错误次数过多，请重新获取',
    'Too many wrong tries, please request a new code',
  ),
  CAPTCHA_REQUIRED: entry(1102, 400, '请先完成安全验证', 'Please complete the security check first'),
  PASSWORD_UNREADABLE: entry(
    1103,
    400,
    '密码无法解析，请刷新页面后重试',
    'The password could not be read, please reload the page',
  ),
  CAPTCHA_TYPE: entry(6100, 400, '不支持的验证码类型', 'This captcha type is not supported'),
  CAPTCHA_EXPIRED: entry(6110, 400, '验证码已失效，请重新获取', 'The check has expired, please try again'),
  CAPTCHA_WRONG: entry(6111, 400, '验证失败，请重试', 'That was not right, please try again'),
  CAPTCHA_TOO_MANY: entry(6201, 429, '请求过于频繁，请稍后再试', 'Too many checks requested, please wait'),
  CAPTCHA_LOCKED: entry(6202, 429, '验证失败次数过多，请稍后再试', 'Too many failed checks, please wait'),
  OPERATOR_LOGIN_FAILED: entry(1001, 400, '账号或密码错误', 'The account or password is incorrect'),
  OPERATOR_DISABLED: entry(1002, 403, '该操作员账号已停用', 'This operator account is disabled'),
  OPERATOR_ROLE_REQUIRED: entry(1003, 403, '当前角色无权执行此操作', 'Your role may not do this'),
  OPERATOR_EXISTS: entry(1004, 409, '该用户名已被使用', 'This username is already taken'),
  OPERATOR_LAST_ADMIN: entry(
    1005,
    409,
    '不能停用或降级最后一个有效的管理员',
    'The last active administrator cannot be disabled or given another role',
  ),
  /** An operator disabling their own account or changing their own role (issue 29). */
  OPERATOR_SELF_CHANGE: entry(
    1006,
    409,
    '不能停用自己的账号或更改自己的角色，请由其他管理员操作',
    'You cannot disable your own account or change your own role; ask another administrator',
  ),
  DEREGISTRATION_NOT_PENDING: entry(
    1201,
    409,
    '该用户没有待处理的注销申请',
    'This user has no pending deregistration request',
  ),
  /** Enabling (or disabling) a user whose account its deregistration closed (issue 29). */
  USER_ACCOUNT_CLOSED: entry(
    1204,
    409,
    '该账号已注销，不能启用或禁用',
    'This account has been closed; it cannot be enabled or disabled',
  ),
  /** Applying while one's own account deregistration is pending (issue 29). */
  DEREGISTRATION_PENDING: entry(
    1202,
    409,
    '账号注销审核中，不能提交新申请；如需继续使用，请先撤销注销申请',
    'Your account is being closed: withdraw the deregistration request to apply again',
  ),
  // Uploads (13xx).
  UPLOAD_DAILY_FILES: entry(
    1301,
    429,
    '今日上传的文件数已达上限，请明天再试',
    'You have uploaded as many files as allowed today, please try again tomorrow',
  ),
  UPLOAD_DAILY_BYTES: entry(
    1302,
    429,
    '今日上传的文件总大小已达上限，请明天再试',
    'Your uploads today have reached the total size allowed per day, please try again tomorrow',
  ),
  // Enterprise certification and registration audits (15xx).
  COMPANY_CERTIFICATION_PENDING: entry(
    1501,
    409,
    '企业认证正在审核中，请耐心等待',
    'Your enterprise certification is under review, please wait',
  ),
  COMPANY_ALREADY_CERTIFIED: entry(1502, 409, '企业已通过认证', 'Your company is already certified'),
  COMPANY_NOT_CERTIFIED: entry(
    1503,
    409,
    '企业尚未通过认证，暂不能修改邮箱',
    'Your company is not certified yet, so its e-mail cannot be changed',
  ),
  CREDIT_CODE_TAKEN: entry(
    1504,
    409,
    '该统一社会信用代码已认证或正在审核中',
    'This credit code is already certified or under review',
  ),
  REGISTRATION_NOT_FAILED: entry(1505, 409, '您的注册信息无需修改', 'Your registration needs no correction'),
  REVIEW_NOT_PENDING: entry(1506, 409, '该申请已审核，不能重复处理', 'This has already been decided'),
  /** The action gate of spec 01 §4 on the server: applying and its uploads need a certified company. */
  COMPANY_CERTIFICATION_REQUIRED: entry(
    1507,
    409,
    '请先完成企业认证',
    'Please have your enterprise certified first',
  ),
  /** Decision 198: a registration is decided on its answers; without them it is not in the queue. */
  REGISTRATION_NOT_SUBMITTED: entry(
    1508,
    409,
    '该用户尚未填写注册补充信息，暂不能审核',
    'This user has not given their registration answers yet; it cannot be decided',
  ),
  // Applications (17xx).
  /** A decision or move on an application that is no longer where the caller saw it (a retry, another operator). */
  APPLICATION_STATE_CONFLICT: entry(
    1701,
    409,
    '该申请的状态已变化，请刷新后重试',
    'This application has changed meanwhile, please reload it',
  ),
  APPLICATION_QUOTE_NOT_CONFIRMED: entry(
    1702,
    409,
    '服务报价尚未确认，不能生成合同或进入下一阶段',
    'The quote has not been confirmed, so the contract cannot be issued or the stage moved on',
  ),
  APPLICATION_CONTRACT_NOT_SIGNED: entry(
    1703,
    409,
    '合同尚未签署，不能进入LCA计算阶段',
    'The contract has not been signed, so LCA calculation cannot start',
  ),
  APPLICATION_LCA_CORRECTION_OPEN: entry(
    1704,
    409,
    'LCA数据正在修改中，确认修改后才能继续',
    'Corrected LCA data has been asked for; it must be confirmed before the application moves on',
  ),
  APPLICATION_FILES_MISSING: entry(
    1705,
    409,
    '每个产品都需要LCA报告和数据收集表后才能进入第三方验证',
    'Every product needs its LCA report and data collection sheet before independent verification',
  ),
  APPLICATION_RELEASE_ONLY: entry(
    1706,
    409,
    '报告发布须通过发布操作完成，且只能在评审委员会评审之后',
    'Report release is done by releasing, and only after the review panel',
  ),
  APPLICATION_RELEASED: entry(
    1707,
    409,
    '该申请已发布，不能再更改阶段',
    'This application is released; its stage cannot change',
  ),
  APPLICATION_STAGE_WRONG: entry(
    1708,
    409,
    '当前阶段不允许此操作',
    'This cannot be done at the stage the application is in',
  ),
  /** Issue 29: corrected data is confirmed only after a file was uploaded since it was asked for. */
  APPLICATION_NOTHING_REPLACED: entry(
    1709,
    409,
    '请先重新上传需要更正的文件，再确认数据已修改',
    'Upload the corrected file first, then confirm the data has been corrected',
  ),
  // The catalogue's publishing (16xx).
  EPD_STATE_CONFLICT: entry(
    1601,
    409,
    '该EPD记录当前状态不允许此操作',
    'This EPD record is not in a state that allows this',
  ),
  // The full EPD report on the phone (18xx).
  /** Spec 02 §4: a user whose registration info is under review (auditStatus 0) cannot open the full report. */
  REPORT_REVIEW_PENDING: entry(
    1801,
    403,
    '您的注册信息正在审核中，审核通过后才能查看完整报告',
    'Your registration is under review; the full report can be opened once it is approved',
  ),
  /** No font with Chinese characters is installed, so the viewer's name cannot be stamped on the report. */
  REPORT_WATERMARK_UNAVAILABLE: entry(
    1802,
    503,
    '报告暂时无法打开，请稍后再试',
    'The report cannot be opened at the moment, please try again later',
  ),
  // PCRs and PCR requests (165x).
  PCR_REGISTER_NO_TAKEN: entry(
    1651,
    409,
    '该PCR注册号已存在',
    'A PCR with this register number already exists',
  ),
  PCR_REQUEST_DECIDED: entry(
    1652,
    409,
    '该PCR申请已处理，不能重复处理',
    'This PCR request has already been decided',
  ),
  PCR_REQUEST_STEP_REFUSED: entry(
    1655,
    409,
    '该PCR申请当前不能进入这一步，请刷新后重试',
    'This PCR request cannot move to that step now; please reload and try again',
  ),
  PCR_REQUESTS_DAILY: entry(
    1653,
    429,
    '今日提交的PCR申请已达上限，请明天再试',
    'You have sent as many PCR requests as allowed today, please try again tomorrow',
  ),
  PCR_REQUEST_DUPLICATE: entry(
    1654,
    409,
    '您的企业已提交过该产品的PCR申请，请勿重复提交',
    'Your company has already requested a PCR for this product',
  ),
  // EPD verification requests (2001–2049).
  VERIFY_REGISTRATION_UNKNOWN: entry(
    2001,
    400,
    '未找到该注册号对应的已发布EPD或CFP，请核对注册号',
    'No published EPD or CFP has this registration number, please check it',
  ),
  VERIFY_REQUESTS_DAILY: entry(
    2002,
    429,
    '今日提交的验证申请已达上限，请明天再试',
    'You have filed as many verification requests as allowed today, please try again tomorrow',
  ),
  // Content: news, announcements, static pages and agreements (19xx).
  AGREEMENT_PUBLISHED: entry(
    1901,
    409,
    '该协议版本已发布，不能修改；如需变更请发布新版本',
    'This agreement version is published and cannot be changed; publish a new version instead',
  ),
  AGREEMENT_PUBLISH_PAST: entry(
    1902,
    400,
    '发布时间不能早于当前时间',
    'The publish time cannot lie in the past',
  ),
  AGREEMENT_VERSION_TAKEN: entry(
    1903,
    409,
    '该协议在此语言下已有相同版本号',
    'This agreement already has this version in this language',
  ),
  // Resources, GPI, friendly links and dictionaries (195x).
  /** Spec 02 §4 "Download flow": a registration under review (auditStatus 0) may not download yet. */
  DOWNLOAD_REVIEW_PENDING: entry(
    1951,
    403,
    '您的注册信息正在审核中，审核通过后才能下载',
    'Your registration is under review; you can download once it is approved',
  ),
  /** Spec 02 §4 "Download flow": a failed registration (auditStatus 2) is corrected at /information first. */
  DOWNLOAD_REGISTRATION_FAILED: entry(
    1952,
    403,
    '您的注册信息审核未通过，请先修改企业名称',
    'Your registration was not approved; please correct your company name first',
  ),
  FRIENDLY_TYPE_CODE_TAKEN: entry(
    1953,
    409,
    '该链接类型编码已存在',
    'A link type with this code already exists',
  ),
  FRIENDLY_TYPE_IN_USE: entry(
    1954,
    409,
    '该链接类型下还有友情链接，请先删除这些链接',
    'This link type still has links; remove them first',
  ),
  DICT_ITEM_CODE_TAKEN: entry(
    1955,
    409,
    '该字典中已有此编码',
    'This dictionary already has an item with this code',
  ),
  // The LCA tool subscription and the platform settings (2201–2249).
  /** Spec 02 §3 "LCA subscription payload": mobile is the caller's own account. */
  LCA_SUBSCRIPTION_ACCOUNT_MISMATCH: entry(
    2201,
    400,
    '只能为当前登录账号订阅',
    'You can only subscribe for the account you are logged in with',
  ),
  LCA_TRIAL_USED: entry(
    2202,
    409,
    '您的试用已结束，如需继续使用请联系平台',
    'Your trial has ended; please contact the platform to continue',
  ),
  LCA_SUBSCRIPTION_NO_COMPANY: entry(
    2203,
    403,
    '您的账号尚未关联企业，无法订阅',
    'Your account has no company on record, so it cannot subscribe',
  ),
  LCA_SUBSCRIPTION_NO_INDUSTRY: entry(
    2204,
    403,
    '未找到您的所属行业，请先在个人中心完善信息',
    'Your industry is not on record; please complete it in the personal centre first',
  ),
  LCA_SUBSCRIPTION_RUNNING: entry(
    2205,
    409,
    '该用户已有进行中的订阅，请延期或先结束',
    'This user already has a running subscription; extend it or end it first',
  ),
  LCA_SUBSCRIPTION_ENDED: entry(2206, 409, '该订阅已结束', 'This subscription has already ended'),
  LCA_SUBSCRIPTION_END_DATE: entry(
    2207,
    400,
    '结束日期须晚于今天，且不超过十年',
    'The end date must be after today and within ten years',
  ),
  LCA_SUBSCRIPTION_USER_UNKNOWN: entry(2208, 404, '未找到该账号的用户', 'No user has this account'),
  // Open data (23xx): the public read API /open/v1.
  /** A paging cursor this server did not hand out (or one of another list's order). */
  OPEN_CURSOR_INVALID: entry(
    2301,
    400,
    '翻页游标无效，请从第一页重新开始',
    'The paging cursor is not valid; start again from the first page',
  ),
  /** Too many open-data requests from one client address within the window. */
  OPEN_RATE_LIMITED: entry(
    2302,
    429,
    '开放数据接口请求过于频繁，请稍后再试',
    'Too many open data requests from this address, please try again later',
  ),
  // Low-carbon steel certification (2110–2149).
  LOW_CARBON_DECIDED: entry(
    2110,
    409,
    '该低碳钢认证申请已处理，不能重复操作',
    'This low-carbon steel application has already been decided',
  ),
  LOW_CARBON_NOT_APPROVED: entry(
    2111,
    409,
    '只有已通过的申请才能关联EPD',
    'Only a block of an approved application can be linked to an EPD',
  ),
  LOW_CARBON_EPD_NOT_LINKABLE: entry(
    2112,
    409,
    '只能关联该企业已发布的EPD',
    "Only one of the company's published EPDs can be linked",
  ),
  LOW_CARBON_WORKBOOK_INVALID: entry(
    2113,
    400,
    '数据收集表无法读取，请按模板填写后重新上传',
    'The data collection workbook could not be read; fill in the template and upload it again',
  ),
  LOW_CARBON_BLOCKS_WITHOUT_FILE: entry(
    2114,
    400,
    '有产品尚未上传数据收集表',
    'Some products have no data file',
  ),
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof ERRORS;

export const errorTextKey = (name: ErrorName) => `error.${name}` as const;
