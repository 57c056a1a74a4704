import { z } from 'zod';
import { PAGE_SIZE } from '../../constants.ts';
import { page } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zCompanyEmail, zId, zLine, zLongText, zRawLine, zRequiredText } from '../../validation.ts';
import { zContactPhone } from '../companies/portal.ts';

/**
 * A user's PCR request: waiting for the secretariat, accepted (moving along its steps), declined
 * with a reason, or finished (the PCR is announced on the platform, decision 221).
 */
export const PCR_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'finished'] as const;
export type PcrRequestStatus = (typeof PCR_REQUEST_STATUSES)[number];

/**
 * The six steps of a PCR (spec 02 §2 "/Pcr/pcrApplyFor"), in order: the request is submitted
 * when filed; the secretariat moves an accepted request along the others; the last finishes it.
 */
export const PCR_REQUEST_STEPS = [
  'submitted',
  'lcaAssessment',
  'drafting',
  'verification',
  'built',
  'published',
] as const;
export type PcrRequestStep = (typeof PCR_REQUEST_STEPS)[number];

/** One step a request reached: when, and the secretariat's note (null: none; the submitted step has none). */
export const ZPcrRequestStepEntry = z.object({
  step: z.enum(PCR_REQUEST_STEPS),
  /** ISO 8601 UTC. */
  at: z.string(),
  note: z.string().nullable(),
});
export type TPcrRequestStepEntry = z.infer<typeof ZPcrRequestStepEntry>;

/** How many PCR requests one user may send per day (an abuse limit; nobody asks for more). */
export const PCR_REQUEST_LIMIT = { perDay: 10, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Longest company name and product of a request, and longest PCR keyword. */
export const PCR_REQUEST_MAX = {
  companyName: 100,
  product: 100,
  description: 2000,
  standards: 500,
  contactName: 50,
} as const;
export const PCR_KEYWORD_MAX = 100;

/** The portal asks 4 per page (spec 02 §9); the server allows up to this many. */
export const PCR_PAGE_SIZE_MAX = 50;

const zPageNum = z.coerce.number<string | number>().int().min(1).max(100_000).default(1);
const zPageSize = (size: number) =>
  z.coerce.number<string | number>().int().min(1).max(PCR_PAGE_SIZE_MAX).default(size);

/** A PCR as a dropdown option (spec 02 §3 "PCR list items for dropdowns"). */
export const ZPcrOption = z.object({
  id: z.number().int(),
  /** The register number: the EPD search's pcrNumber filter takes it. */
  pcrNumber: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
});
export type TPcrOption = z.infer<typeof ZPcrOption>;

/** A product category with its parent (null: a top category), as a tree's flat list. */
export const ZCategoryTreeItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  categoryName: z.string(),
  categoryNameEn: z.string(),
});
export type TCategoryTreeItem = z.infer<typeof ZCategoryTreeItem>;

/**
 * The categories that fit a PCR (decision 229): `linked` false when the secretariat linked none,
 * so any category fits and `categories` is empty (the cascader loads its levels as usual).
 * Otherwise every linked category and every category below one (fits: true), and their
 * ancestors (fits: false), which the cascader shows only as the path to them; in tree order.
 */
export const ZPcrCategoryFit = z.object({
  linked: z.boolean(),
  categories: z.array(ZCategoryTreeItem.extend({ fits: z.boolean() })),
});
export type TPcrCategoryFit = z.infer<typeof ZPcrCategoryFit>;

/** A PCR as the search page shows it (spec 02 §3 "PCR record"). */
export const ZPcrRecord = z.object({
  id: z.number().int(),
  productName: z.string(),
  enProductName: z.string().nullable(),
  registerNo: z.string(),
  author: z.string(),
  productClass: z.string(),
  /** HTML, sanitised when the secretariat saved it (and again by the portal before it shows it). */
  pcrDesc: z.string(),
  /** The English author, class and description; null: none, an English reader sees the Chinese. */
  enAuthor: z.string().nullable(),
  enProductClass: z.string().nullable(),
  enPcrDesc: z.string().nullable(),
  /** The Chinese document's file id (download: /p/attachment/download/business/PCR/{id}), or null. */
  attachmentId: z.number().int().nullable(),
  enAttachmentId: z.number().int().nullable(),
  /** Whether the PCR has a document to download in at least one language. */
  isDownload: z.boolean(),
});
export type TPcrRecord = z.infer<typeof ZPcrRecord>;

export const ZPcrPageBody = z.object({
  /** A register number from the dropdown: only that PCR. */
  pcrNumber: zLine().max(64, { error: 'validation.tooLong' }).optional(),
  /**
   * Case-insensitive substring of the Chinese or English product name, the register number,
   * the author or the product class; one or two Chinese characters work.
   */
  pcrKeyword: zLine().max(PCR_KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
  pageNum: zPageNum,
  pageSize: zPageSize(PAGE_SIZE.pcr),
});
export type TPcrPageBody = z.input<typeof ZPcrPageBody>;

const zIdOrNone = zId.nullable().default(null);

/** A PCR request (spec 02 §3 "PCR request: productName, product"; §5 "PCR apply"). */
export const ZPcrInsert = z.object({
  /** The applying company's name (the spec calls it productName); the server takes the user's company's own when known. */
  productName: zLine('pcr.apply.companyNameRequired')
    .min(1, { error: 'pcr.apply.companyNameRequired' })
    .max(PCR_REQUEST_MAX.companyName, { error: 'validation.tooLong' }),
  /** The product a PCR is asked for. */
  product: zLine('validation.productRequired')
    .min(1, { error: 'validation.productRequired' })
    .max(PCR_REQUEST_MAX.product, { error: 'validation.tooLong' }),
  /** What the product is and what the PCR should cover. */
  description: zRequiredText('pcr.apply.descriptionRequired', PCR_REQUEST_MAX.description),
  /** The standard(s) or reference the PCR should follow; empty: none named. */
  standards: zLongText().max(PCR_REQUEST_MAX.standards, { error: 'validation.tooLong' }).default(''),
  contactName: zLine('pcr.apply.contactNameRequired')
    .min(1, { error: 'pcr.apply.contactNameRequired' })
    .max(PCR_REQUEST_MAX.contactName, { error: 'validation.tooLong' }),
  /** A mobile or landline number, as a company's contact phone. */
  contactPhone: zContactPhone,
  contactEmail: zCompanyEmail,
  /** One PDF or Word file the user uploaded as PCR_REQUEST (optional). */
  attachmentId: zIdOrNone,
});
export type TPcrInsert = z.input<typeof ZPcrInsert>;

/** What a request was filed with beyond company and product, as both apps show it (null: before decision 221). */
export const ZPcrRequestFiled = z.object({
  description: z.string(),
  standards: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  attachmentId: z.number().int().nullable(),
  attachmentName: z.string().nullable(),
});

/** One of the caller's PCR requests (/Pcr/minePcr). */
export const ZMyPcrRequest = z.object({
  id: z.number().int(),
  companyName: z.string(),
  product: z.string(),
  status: z.enum(PCR_REQUEST_STATUSES),
  /** The secretariat's reason when declined. */
  reason: z.string().nullable(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The last step reached (submitted until the secretariat moves it). */
  step: z.enum(PCR_REQUEST_STEPS),
});
export type TMyPcrRequest = z.infer<typeof ZMyPcrRequest>;

/** One of the caller's requests with everything filed and each step reached (date and note). */
export const ZMyPcrRequestDetail = ZMyPcrRequest.extend({
  ...ZPcrRequestFiled.shape,
  steps: z.array(ZPcrRequestStepEntry),
});
export type TMyPcrRequestDetail = z.infer<typeof ZMyPcrRequestDetail>;

const tokenQuery = z.object({ Authorization: zRawLine().max(300).optional() });

export const pcrRoutes = {
  pcrList: defineRoute({
    method: 'GET',
    path: '/p/pcr/list',
    auth: 'public',
    summary: 'Dropdown options: every enabled PCR (id, pcrNumber = register number, product name zh/en)',
    data: z.array(ZPcrOption),
  }),
  pcrCategories: defineRoute({
    method: 'GET',
    path: '/p/pcr/categories',
    auth: 'user',
    summary:
      'The product categories that fit an enabled PCR (pcrNumber = register number) for the application ' +
      'form: linked false when it names none (any category fits); else the linked categories, those below ' +
      'them (fits) and their ancestors (the path only). An unknown or disabled PCR answers NOT_FOUND',
    query: z.object({
      pcrNumber: zLine('apply.pcrRequired')
        .min(1, { error: 'apply.pcrRequired' })
        .max(64, { error: 'validation.tooLong' }),
    }),
    data: ZPcrCategoryFit,
  }),
  pcrPage: defineRoute({
    method: 'POST',
    path: '/p/pcr/page',
    auth: 'user',
    summary:
      'A page of enabled PCRs (login required, spec 02 §6), filtered by pcrNumber (register number) and ' +
      'pcrKeyword (case-insensitive substring of product name zh/en, register number, author, product class), ' +
      'ordered by register number; 4 per page by default',
    body: ZPcrPageBody,
    data: page(ZPcrRecord),
  }),
  pcrDownload: defineRoute({
    method: 'GET',
    path: '/p/attachment/download/business/PCR/{id}',
    auth: 'user',
    tokenInQuery: true,
    raw: 'file',
    summary:
      'Downloads a PCR document: id is the Chinese or English file id of an enabled PCR; anything else ' +
      'answers NOT_FOUND. The token may come in the query (Authorization=) for a plain link',
    params: z.object({ id: zId }),
    query: tokenQuery,
    data: z.unknown(),
  }),
  pcrInsert: defineRoute({
    method: 'POST',
    path: '/p/pcr/insert',
    auth: 'user',
    summary:
      'Requests a new PCR: productName is the company name (the user company’s own name is stored when the ' +
      'user has a company), product the product; at most 10 per user and day (PCR_REQUESTS_DAILY). ' +
      'A second pending or accepted request of the company (or user) for the same product, compared trimmed ' +
      'and case- and width-insensitive, answers PCR_REQUEST_DUPLICATE (409) naming the earlier date. ' +
      'description is required; contactPhone and contactEmail follow the company contact phone and e-mail rules; ' +
      'attachmentId, when given, is a PDF or Word file the caller uploaded as PCR_REQUEST',
    body: ZPcrInsert,
    data: z.object({ id: z.number().int() }),
  }),
  pcrMine: defineRoute({
    method: 'POST',
    path: '/p/pcr/mine',
    auth: 'user',
    summary: "The caller's own PCR requests, newest first, with their state and a decline's reason",
    body: z.object({ pageNum: zPageNum, pageSize: zPageSize(PAGE_SIZE.pcr) }),
    data: page(ZMyPcrRequest),
  }),
  pcrMineDetail: defineRoute({
    method: 'POST',
    path: '/p/pcr/detail',
    auth: 'user',
    summary:
      "One of the caller's own PCR requests with its fields and the six steps reached (date, note); " +
      "another user's id answers NOT_FOUND",
    body: z.object({ id: zId }),
    data: ZMyPcrRequestDetail,
  }),
} as const;
