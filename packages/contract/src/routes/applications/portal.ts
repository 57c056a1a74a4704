import { z } from 'zod';
import { PRODUCT_BLOCKS_MAX } from '../../constants.ts';
import { page } from '../../envelope.ts';
import { LANGUAGES } from '../../languages.ts';
import { defineRoute } from '../../route.ts';
import { zEpdProductName, zId, zLine, zLongText, zRawLine } from '../../validation.ts';
import { EPD_PRODUCT_TYPES } from '../catalogue/console-epds.ts';
import type { ApplicationEventKind } from './console.ts';

/**
 * EPD and CFP applications as the portal sees them (issue 11; spec 02 §2 "EPD/CFP application
 * and tracking", §3, §4, §5 "EPD application", §7 "Search and application", "Quotes and
 * contracts"). Every call needs a login; a user sees and changes only their company's
 * applications (another company's id answers NOT_FOUND). Applying and every upload for it need
 * a certified company (the action gate of spec 01 §4): COMPANY_CERTIFICATION_PENDING when the
 * certification is under review, COMPANY_CERTIFICATION_REQUIRED when there is none or it failed.
 */

/** The files of a product entry (spec 02 §5): LCA report PDF, EPD pre-report PDF, data collection ZIP. */
export const APPLICATION_FILE_KINDS = ['lca', 'epd', 'data'] as const;
export type ApplicationFileKind = (typeof APPLICATION_FILE_KINDS)[number];

/** The template files of the form (spec 02 §3 "Template manage items"). */
export const TEMPLATE_CODES = ['EPD_SPARE_TEMPLATE', 'LCA_TEMPLATE', 'DATA_COLLECTION_TEMPLATE'] as const;
export type TemplateCode = (typeof TEMPLATE_CODES)[number];

/** `/Epd/mineEpd?type=`: EPD lists EPD applications, PCR the carbon-footprint (CFP) ones. */
export const MY_APPLICATION_TYPES = ['EPD', 'PCR'] as const;

/** The form's idempotency key: 16 to 64 letters, digits, '-' or '_' (the portal sends a UUID). */
export const REQUEST_KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;

/** Who moved an application, as the applicant sees it: the secretariat (never a person's name) or themselves. */
export const STEP_ACTORS = ['secretariat', 'applicant'] as const;

/** One product entry of the form (spec 02 §3 "EPD application form"). */
export const ZApplyProduct = z.object({
  /** Typed (at most 24) or the name of the category picked in the cascader. */
  productName: zEpdProductName,
  /** The category picked in the cascader (`p/lca/categories`, `/p/productCategory/list`), if any. */
  categoryId: zId.nullable().optional(),
  /** A technology of the category (`/p/lca/technology/{id}`), if any. */
  technologyId: zId.nullable().optional(),
  /** Uploads of the caller (`p/attachment/upload`): businessType LCA (report PDF), EPD (pre-report PDF), LCA or EPD with reportType 'data' (ZIP). */
  lcaAttachmentId: zId.nullable().optional(),
  epdAttachmentId: zId.nullable().optional(),
  dataAttachment: zId.nullable().optional(),
  /** The form copies the application's PCR to every entry; the server reads the application's. */
  pcrNumber: zLine().max(64, { error: 'validation.tooLong' }).optional(),
});
export type TApplyProduct = z.input<typeof ZApplyProduct>;

/** The application itself (spec 02 §3: productType, pcrNumber, companyName). */
export const ZApplyForm = z.object({
  productType: z.enum(EPD_PRODUCT_TYPES, { error: 'validation.invalid' }).default('EPD'),
  /** A PCR's register number from `p/pcr/list` (required: 'apply.pcrRequired'). */
  pcrNumber: zLine('apply.pcrRequired')
    .min(1, { error: 'apply.pcrRequired' })
    .max(64, { error: 'validation.tooLong' }),
  /** Shown read-only; the server takes the caller's company's own name. */
  companyName: zLine().max(200, { error: 'validation.tooLong' }).optional(),
  /** One key per filled-in form: a retried or double-clicked submit returns the same application. */
  requestKey: zRawLine('validation.invalid').regex(REQUEST_KEY_RE, { error: 'validation.invalid' }),
});

export const ZApplySave = z.object({
  epd: z
    .array(ZApplyProduct, { error: 'validation.invalid' })
    .min(1, { error: 'apply.productsMin' })
    .max(PRODUCT_BLOCKS_MAX, { error: 'apply.productsMax' }),
  apply: ZApplyForm,
});
export type TApplySave = z.input<typeof ZApplySave>;

/** A category of the cascader (spec 02 §3 "Product categories have categoryName"). */
export const ZProductCategory = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  categoryNameEn: z.string(),
  /** False when it has subcategories to load (`/p/productCategory/list` with its id). */
  isLeaf: z.boolean(),
});
export type TProductCategory = z.infer<typeof ZProductCategory>;

export const ZTechnology = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
});
export type TTechnology = z.infer<typeof ZTechnology>;

export const ZTemplatePageBody = z.object({
  pageNum: z.coerce.number<string | number>().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number<string | number>().int().min(1).max(50).default(10),
  /** The template's language; the other language's file is the fallback. */
  i18n: z.enum(LANGUAGES, { error: 'validation.invalid' }).default('zh'),
});

export const ZTemplateItem = z.object({
  code: z.enum(TEMPLATE_CODES),
  /** Download: GET /p/template/download/{attachmentId}. */
  attachmentId: z.number().int(),
  fileName: z.string(),
  i18n: z.enum(LANGUAGES),
});
export type TTemplateItem = z.infer<typeof ZTemplateItem>;

/**
 * What a card flags beyond the spec's statuses (decision 196): a resubmission the secretariat
 * asks for after moving the application back to stage 10 (the applicant's action), a refused
 * quote or contract (the secretariat's turn) and any other move back. `note` is the
 * secretariat's reason or the applicant's own refusal reason.
 */
export const APPLICATION_FLAG_KINDS = ['resubmit', 'quoteRefused', 'contractRefused', 'movedBack'] as const;
export const ZApplicationFlag = z.object({
  kind: z.enum(APPLICATION_FLAG_KINDS),
  note: z.string().nullable(),
  /** ISO 8601 UTC of the event that raised it. */
  at: z.string().nullable(),
});
export type TApplicationFlag = z.infer<typeof ZApplicationFlag>;

/** A catalogue record published from an entry at release (the card names it and links to it). */
export const ZReleasedEpd = z.object({
  epdId: z.number().int(),
  productName: z.string(),
  registrationNumber: z.string(),
  /** The public summary's business id (`/app/epd/{businessId}`); null once the record is not public. */
  businessId: z.string().nullable(),
});

/** One of the company's applications (spec 02 §3 "My application"). */
export const ZMyApplication = z.object({
  id: z.number().int(),
  productType: z.enum(EPD_PRODUCT_TYPES),
  pcrName: z.string(),
  pcrNameEn: z.string().nullable(),
  /** applyStatus: 10 to 70. */
  applyStatus: z.number().int(),
  /** ISO 8601 UTC. */
  applicationTime: z.string(),
  /** JSON text `{"epds":[{"epdProductName": …}]}` as the spec's list carries it. */
  epdList: z.string(),
  quoteStatus: z.number().int(),
  contractStatus: z.number().int(),
  lcaValidateStatus: z.number().int(),
  flag: ZApplicationFlag.nullable(),
  /** After release: the records published from its entries. */
  epds: z.array(ZReleasedEpd),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

export const ZMyApplicationsQuery = z.object({
  /** EPD: EPD applications; PCR: CFP applications; absent: all. */
  type: z.enum(MY_APPLICATION_TYPES, { error: 'validation.invalid' }).optional(),
});

/** One stage of the progress bar with the date it was (last) reached. */
export const ZApplicationStep = z.object({
  stage: z.number().int(),
  done: z.boolean(),
  /** ISO 8601 UTC, null for a stage not reached. */
  reachedAt: z.string().nullable(),
  by: z.enum(STEP_ACTORS).nullable(),
  /** The secretariat's note when it moved the application here. */
  note: z.string().nullable(),
});

/**
 * The timeline events an applicant sees (not the messages sent or the files replaced one by one):
 * a subset of the timeline's kinds, held to them by the type.
 */
export const APPLICANT_EVENT_KINDS = [
  'submitted',
  'advanced',
  'movedBack',
  'resubmitted',
  'quoteIssued',
  'quoteConfirmed',
  'quoteRejected',
  'contractIssued',
  'contractSigned',
  'contractRefused',
  'lcaCorrectionAsked',
  'lcaAccepted',
  'lcaCorrected',
  'released',
] as const satisfies readonly ApplicationEventKind[];
export type ApplicantEventKind = (typeof APPLICANT_EVENT_KINDS)[number];

/** One line of the applicant's own timeline, oldest first. */
export const ZApplicantEvent = z.object({
  id: z.number().int(),
  kind: z.enum(APPLICANT_EVENT_KINDS),
  stage: z.number().int().nullable(),
  /** The secretariat's reason or note, or the applicant's refusal reason. */
  note: z.string().nullable(),
  by: z.enum(STEP_ACTORS),
  at: z.string(),
});
export type TApplicantEvent = z.infer<typeof ZApplicantEvent>;

export const ZApplicationSteps = z.object({
  applyId: z.number().int(),
  applyStatus: z.number().int(),
  steps: z.array(ZApplicationStep),
  history: z.array(ZApplicantEvent),
});
export type TApplicationSteps = z.infer<typeof ZApplicationSteps>;

/** A file of an entry: its id (download `/p/attachment/download/{id}`), name, version and upload time. */
export const ZApplicationFile = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  version: z.number().int(),
  uploadedAt: z.string(),
});
export type TApplicationFile = z.infer<typeof ZApplicationFile>;

/** A product entry with its files (spec 02 §3 "Application detail row"). */
export const ZApplicationDetailRow = z.object({
  /** The entry's id: the `epdId` of the re-upload calls. */
  id: z.number().int(),
  applyId: z.number().int(),
  productName: z.string(),
  productType: z.enum(EPD_PRODUCT_TYPES),
  categoryName: z.string().nullable(),
  technologyName: z.string().nullable(),
  /** The files in use: LCA report, data collection sheet, EPD pre-report. */
  lcaAttachmentCn: ZApplicationFile.nullable(),
  dataAttachment: ZApplicationFile.nullable(),
  epdAttachmentTest: ZApplicationFile.nullable(),
  /**
   * The published report files after release (zh, en): platform files, not the company's, so
   * they download through the search card's route `/p/attachment/download/business/EPD/{attachmentId}`
   * (not `/p/attachment/download/{id}`). Null before release and once the record is withdrawn
   * (no longer downloadable).
   */
  epdAttachmentCn: ZApplicationFile.nullable(),
  epdAttachmentEn: ZApplicationFile.nullable(),
  /** The catalogue record published from this entry at release. */
  epdRegistrationNumber: z.string().nullable(),
  /**
   * That record's id (the search card's `id`; its QR label: `/p/get/qr/attachment/{epdId}`), null
   * before release.
   */
  epdId: z.number().int().nullable().optional(),
  lcaValidateStatus: z.number().int(),
  /** The secretariat's note with its request for corrected data. */
  lcaValidateNote: z.string().nullable(),
  /**
   * The secretariat's reason when it moved the application back to stage 10 and asks for the
   * files again (decision 196): while set, each file may be replaced and the application
   * resubmitted (`/p/apply/resubmit`); null otherwise.
   */
  resubmitNote: z.string().nullable(),
  /** Every earlier version of the three files, newest first. */
  history: z.array(ZApplicationFile.extend({ kind: z.enum(APPLICATION_FILE_KINDS) })),
});
export type TApplicationDetailRow = z.infer<typeof ZApplicationDetailRow>;

const zApplyId = z.object({ id: zId });

/** A re-upload of one file of an entry, allowed while lcaValidateStatus is 2. */
export const ZEpdAttachmentUpdate = z.object({
  /** The entry's id (ZApplicationDetailRow.id). */
  epdId: zId,
  /** A new upload of the caller: businessType EPD, a PDF. */
  attachmentId: zId,
});
export const ZDataAttachmentUpdate = z.object({
  epdId: zId,
  /** A new upload of the caller: businessType LCA or EPD with reportType 'data', a ZIP. */
  dataAttachment: zId,
});
export const ZLcaAttachmentUpdate = z.object({
  epdId: zId,
  /** A new upload of the caller: businessType LCA, a PDF. */
  attachmentId: zId,
});

/** Confirming the corrected data: status 0 from 2 (spec 02 §4 "LCA validation status"). */
export const ZLcaValidateUpdate = z.object({
  status: z.literal(0, { error: 'validation.invalid' }),
  applyId: zId,
});

/** The quote of an application (spec 02 §3 "Service price"). */
export const ZServicePrice = z.object({
  /** The quote's id (confirm and refuse take it), null when none was issued. */
  id: z.number().int().nullable(),
  applyId: z.number().int(),
  /** QUOTE_STATUS: 0 none, 1 awaiting confirmation, 2 confirmed, 3 rejected. */
  status: z.number().int(),
  /** The quote PDF (download `/p/attachment/download/{id}`), null when none. */
  attachmentPdfId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  issuedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The company's reason when it rejected the quote. */
  refusalReason: z.string().nullable(),
});
export type TServicePrice = z.infer<typeof ZServicePrice>;

/** The contract of an application (spec 02 §3 "Contract"). */
export const ZContractInfo = z.object({
  /** The contract's id (confirm and refuse take it with applyId), null when none was issued. */
  id: z.number().int().nullable(),
  applyId: z.number().int(),
  /** CONTRACT_STATUS: 0 none, 1 not yet, 2 awaiting confirmation, 3 signed, 4 refused. */
  status: z.number().int(),
  contractAttachmentVO: z.array(z.object({ name: z.string(), attachmentId: z.number().int() })),
  issuedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The company's reason when it refused the contract. */
  refusalReason: z.string().nullable(),
});
export type TContractInfo = z.infer<typeof ZContractInfo>;

export const ZContractDecision = z.object({ applyId: zId, id: zId });

/** The most a refusal reason of a quote or contract may hold (decision 196). */
export const REFUSAL_REASON_MAX = 500;

/** Why the company refuses a quote or contract: required, at most REFUSAL_REASON_MAX characters. */
export const zRefusalReason = zLongText('apply.refuse.reasonRequired')
  .min(1, { error: 'apply.refuse.reasonRequired' })
  .max(REFUSAL_REASON_MAX, { error: 'apply.refuse.reasonTooLong' });

export const ZPriceRefuse = z.object({ id: zId, reason: zRefusalReason });
export const ZContractRefuse = ZContractDecision.extend({ reason: zRefusalReason });

/** The external tools' addresses (settings) and the LCA tool's dictionary switch. */
export const ZToolLinks = z.object({
  /** The external EPD tool ("fill in" opens it with the token); null hides the button. */
  epdToolUrl: z.string().nullable(),
  /** The LCA tool button shows only when its switch (dictionary LCA_TOOL_SWITCH) is on and an address is set. */
  lcaToolEnabled: z.boolean(),
  lcaToolUrl: z.string().nullable(),
});

export const ZToolToken = z.object({
  /** A signed token for the external tool (query `epdToken`), valid for TOOL_TOKEN_LIFE_S. */
  token: z.string(),
  expiresAt: z.string(),
});

/** How long a tool token stays valid. */
export const TOOL_TOKEN_LIFE_S = 600;

/** How many token checks one client address may make per window (`/n/epd/tools/token/verify`). */
export const TOOL_TOKEN_VERIFY_LIMIT = { limit: 60, windowMs: 60_000 } as const;

export const ZToolTokenVerify = z.object({ token: zRawLine().min(1).max(1000) });
export const ZToolTokenUser = z.object({
  userAccount: z.string(),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  companyCode: z.string().nullable(),
  expiresAt: z.string(),
});

const tokenQuery = z.object({ Authorization: zRawLine().max(300).optional() });

export const applicationRoutes = {
  lcaCategories: defineRoute({
    method: 'GET',
    path: '/p/lca/categories',
    auth: 'user',
    summary: 'The top product categories of the application form cascader',
    data: z.array(ZProductCategory),
  }),
  productCategoryList: defineRoute({
    method: 'POST',
    path: '/p/productCategory/list',
    auth: 'user',
    summary: 'The subcategories of a category (the cascader loads a level when it is opened); unknown id: []',
    body: z.object({ id: zId }),
    data: z.array(ZProductCategory),
  }),
  lcaTechnology: defineRoute({
    method: 'GET',
    path: '/p/lca/technology/{id}',
    auth: 'user',
    summary: 'The production technologies of a category (an entry may name one); unknown id: []',
    params: z.object({ id: zId }),
    data: z.array(ZTechnology),
  }),
  templatePage: defineRoute({
    method: 'POST',
    path: '/p/model/manage/page',
    auth: 'user',
    summary:
      'The form templates (EPD_SPARE_TEMPLATE, LCA_TEMPLATE, DATA_COLLECTION_TEMPLATE) in the asked ' +
      'language, the other language where one is missing',
    body: ZTemplatePageBody,
    data: page(ZTemplateItem),
  }),
  templateDownload: defineRoute({
    method: 'GET',
    path: '/p/template/download/{file}',
    auth: 'user',
    tokenInQuery: true,
    raw: 'file',
    summary: 'A template file by its attachment id (only files that are templates; else NOT_FOUND)',
    params: z.object({ file: zId }),
    query: tokenQuery,
    data: z.unknown(),
  }),
  applySave: defineRoute({
    method: 'POST',
    path: '/p/apply/for/save',
    auth: 'user',
    summary:
      'Submits an application {epd: 1 to 3 entries, apply}. The action gate (certified company), an ' +
      "enabled PCR, and each file the caller's unused upload of its kind (PDF, PDF, ZIP) are checked; " +
      'a category must fit the PCR when it names categories (epd.N.categoryId: apply.categoryNotInPcr, ' +
      'decision 229); field problems name the entry (epd.1.lcaAttachmentId). The same requestKey answers the same id',
    body: ZApplySave,
    data: z.object({ id: z.number().int() }),
  }),
  myApplications: defineRoute({
    method: 'GET',
    path: '/p/portal/my/company/epd',
    auth: 'user',
    summary: "The caller's company's applications, newest first (type EPD or PCR = CFP)",
    query: ZMyApplicationsQuery,
    data: z.array(ZMyApplication),
  }),
  applicationSteps: defineRoute({
    method: 'GET',
    path: '/p/portal/my/node/step/{id}',
    auth: 'user',
    summary: 'The seven stages of an application, each with the date it was reached, by whom and the note',
    params: z.object({ id: zId }),
    data: ZApplicationSteps,
  }),
  applicationDetail: defineRoute({
    method: 'POST',
    path: '/p/epd/apply',
    auth: 'user',
    summary: "An application's entries with their files in use and every earlier version",
    body: zApplyId,
    data: z.array(ZApplicationDetailRow),
  }),
  epdAttachmentUpdate: defineRoute({
    method: 'POST',
    path: '/p/epd/attachment/update',
    auth: 'user',
    summary: "Replaces an entry's EPD pre-report while corrected data is asked for (lcaValidateStatus 2)",
    body: ZEpdAttachmentUpdate,
    data: ZApplicationDetailRow,
  }),
  dataAttachmentUpdate: defineRoute({
    method: 'POST',
    path: '/p/data/attachment/update',
    auth: 'user',
    summary: "Replaces an entry's data collection sheet while corrected data is asked for",
    body: ZDataAttachmentUpdate,
    data: ZApplicationDetailRow,
  }),
  lcaAttachmentUpdate: defineRoute({
    method: 'POST',
    path: '/p/lca/attachment/update',
    auth: 'user',
    summary: "Replaces an entry's LCA report while corrected data is asked for",
    body: ZLcaAttachmentUpdate,
    data: ZApplicationDetailRow,
  }),
  lcaValidateUpdate: defineRoute({
    method: 'POST',
    path: '/p/lca/validate/updateState',
    auth: 'user',
    summary:
      'Confirms the corrected data (status 0) of an application at lcaValidateStatus 2; anything else ' +
      'answers APPLICATION_STATE_CONFLICT',
    body: ZLcaValidateUpdate,
    data: z.object({ lcaValidateStatus: z.number().int() }),
  }),
  applyResubmit: defineRoute({
    method: 'POST',
    path: '/p/apply/resubmit',
    auth: 'user',
    summary:
      'Resubmits an application the secretariat moved back to stage 10 asking for its files ' +
      '(decision 196): 10 → 20 with a resubmitted event; not asked for (or already resubmitted): ' +
      'APPLICATION_STATE_CONFLICT',
    body: zApplyId,
    data: z.object({ applyStatus: z.number().int() }),
  }),
  toolLinks: defineRoute({
    method: 'GET',
    path: '/p/epd/tools/links',
    auth: 'user',
    summary: 'The external EPD and LCA tool addresses (settings) and the LCA tool switch',
    data: ZToolLinks,
  }),
  toolToken: defineRoute({
    method: 'GET',
    path: '/p/epd/tools/refer/user',
    auth: 'user',
    summary: 'A short-lived signed token naming the caller, for the external EPD tool',
    data: ZToolToken,
  }),
  toolTokenVerify: defineRoute({
    method: 'POST',
    path: '/n/epd/tools/token/verify',
    auth: 'public',
    summary:
      'For the external tools: who a tool token names, while it is valid (else VALIDATION_FAILED); rate-limited',
    body: ZToolTokenVerify,
    data: ZToolTokenUser,
  }),
  priceInfo: defineRoute({
    method: 'POST',
    path: '/p/price/info',
    auth: 'user',
    summary: "The newest quote of an application (id = the application's id); status 0 when none",
    body: zApplyId,
    data: ZServicePrice,
  }),
  priceConfirm: defineRoute({
    method: 'POST',
    path: '/p/price/confirm',
    auth: 'user',
    summary:
      'Confirms a quote (id = the quote id) at status 1; once decided, another decision answers ' +
      'APPLICATION_STATE_CONFLICT (a retried confirm of a confirmed quote answers it unchanged)',
    body: zApplyId,
    data: ZServicePrice,
  }),
  priceRefuse: defineRoute({
    method: 'POST',
    path: '/p/price/refuse',
    auth: 'user',
    summary: 'Rejects a quote at status 1 with a reason the secretariat sees (as priceConfirm)',
    body: ZPriceRefuse,
    data: ZServicePrice,
  }),
  contractInfo: defineRoute({
    method: 'POST',
    path: '/p/contract/info',
    auth: 'user',
    summary: "The newest contract of an application (id = the application's id); status 0 when none",
    body: zApplyId,
    data: ZContractInfo,
  }),
  contractConfirm: defineRoute({
    method: 'POST',
    path: '/p/contract/confirm',
    auth: 'user',
    summary: 'Signs a contract at status 2 (as priceConfirm)',
    body: ZContractDecision,
    data: ZContractInfo,
  }),
  contractRefuse: defineRoute({
    method: 'POST',
    path: '/p/contract/refuse',
    auth: 'user',
    summary: 'Refuses a contract at status 2 with a reason the secretariat sees (as priceConfirm)',
    body: ZContractRefuse,
    data: ZContractInfo,
  }),
} as const;
