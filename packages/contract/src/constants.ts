/** Business constants and limits of spec 01 §9 and spec 02 §9, written once. */

/** Success code of the spec's envelope; every other code is a failure (spec 01 §7). */
export const OK = 1;

export const TOKEN_LIFE_MS = 24 * 60 * 60 * 1000;
export const CODE_COUNTDOWN_S = 60;
export const CODE_LENGTH = 6;
export const PHONE_LENGTH = 11;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const NAME_MAX = 32;
/** The free text an 'other' industry or channel asks for (the supplement form, /lcaTools). */
export const OTHER_TEXT_MAX = 64;
export const REQUEST_TIMEOUT_MS = 600_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const VISITOR_ID_RENEW_MS = 28_800_000;

/** EPD search cards per page the portal asks (spec 02 §3 "EPD search form": pageSize 4). */
export const EPD_SEARCH_PAGE_SIZE = 4;
/** The most EPD search cards a caller may ask per page. */
export const EPD_SEARCH_PAGE_SIZE_MAX = 50;
/** The longest EPD search keyword. */
export const EPD_KEYWORD_MAX = 50;

export const MESSAGE_POPOVER = { pageNum: 1, pageSize: 4, type: 1, inlet: 'USER' } as const;
export const BADGE_MAX = 9;
/** The inbox's more button hides when a page returns fewer than this many items. */
export const INBOX_MORE_MIN = 3;

export const CAPTCHA = {
  timeoutMs: 600_000,
  width: 310,
  height: 155,
  pieceWidth: 47,
  clickPoints: 3,
  tokenLifeS: 120,
  verificationLifeS: 180,
  sliderTolerancePx: 5,
  clickTolerancePx: 25,
} as const;

export const PAGE_SIZE = {
  epd: 4,
  pcr: 4,
  news: 4,
  announcement: 4,
  inbox: 4,
  resource: 5,
  agreement: 10,
  linkType: 10,
  verification: 10,
  feedback: 10,
} as const;

export const PRODUCT_NAME_MAX = { epdApplication: 24, lowCarbonSteel: 50 } as const;
export const CREDIT_CODE_LENGTH = 18;
export const COMPANY_NAME = { min: 5, max: 32 } as const;
export const EMAIL_MAX = 32;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_NAME_MAX = { image: 90, verification: 90, report: 160 } as const;
export const PRODUCT_BLOCKS_MAX = 3;
export const APPLY_STAGES = [10, 20, 30, 40, 50, 60, 70] as const;
export const RESULT_REDIRECT_S = 5;
export const DEFAULT_RESOURCE_TYPES = [
  { id: 255, code: '1' },
  { id: 256, code: '2' },
  { id: 257, code: '3' },
] as const;
export const EXCEL_EXTENSIONS = ['xls', 'xlsx', 'xlsm'] as const;
export const QR_POSTER = { width: 798, height: 292 } as const;
export const GUIDED_TOUR_STEPS = 8;

/** Layout breakpoints (spec 01 §9): below `desktop` the mobile layout applies. */
export const BREAKPOINTS = { mobile: 1300, desktop: 900 } as const;

/** Mobile root font size (spec 02 §9): width/15 above 1300 px, else width/3.75. */
export const mobileFontBase = (viewportWidth: number): number =>
  viewportWidth > BREAKPOINTS.mobile ? viewportWidth / 15 : viewportWidth / 3.75;

/** Company type 4 is a third-party agency (spec 01 §1). */
export const THIRD_PARTY_AGENCY_TYPE = '4';

/**
 * What one portal user may upload per day (issue 9): files started and bytes stored. The
 * largest single file is UPLOAD_MAX_BYTES (file-rules.ts).
 */
export const UPLOAD_QUOTA = {
  filesPerDay: 200,
  bytesPerDay: 1024 * 1024 * 1024,
  windowMs: 24 * 60 * 60 * 1000,
} as const;
