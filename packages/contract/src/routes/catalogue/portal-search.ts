import { z } from 'zod';
import { EPD_KEYWORD_MAX, EPD_SEARCH_PAGE_SIZE, EPD_SEARCH_PAGE_SIZE_MAX } from '../../constants.ts';
import { page } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine, zRawLine } from '../../validation.ts';

/**
 * EPD search (spec 02 §2 "Search and catalogues", §3 "EPD record" and "EPD search form", §4
 * "Expiry", "Pagination", "Download flow"; issue 10). Anyone may search; a token, when sent,
 * tells the caller's company (for the own-company QR rule), never the body.
 */

/** What a search card says of a record: valid (published, not expired), expired, or superseded by a renewal. */
export const EPD_CARD_STATUSES = ['valid', 'expired', 'superseded'] as const;
export type EpdCardStatus = (typeof EPD_CARD_STATUSES)[number];

const zCode = zLine().max(64, { error: 'validation.tooLong' });
/** YYYY-MM-DD, or empty for no bound. */
const zDay = zLine().regex(/^(?:\d{4}-\d{2}-\d{2})?$/, { error: 'validation.invalid' });

/** The search form (spec 02 §3 "EPD search form") plus includeExpired. Empty texts filter nothing. */
export const ZEpdSearch = z.object({
  companyCode: zCode.optional(),
  /** The PCR's register number (pcrNumber of /p/pcr/list). */
  pcrNumber: zCode.optional(),
  /** Substring of product name zh/en, company, holder, registration number or PCR product name; case-insensitive. */
  epdKeyword: zLine().max(EPD_KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
  /** Only records issued on or after this day. */
  epdEffectiveDate: zDay.optional(),
  /** Only records expiring on or before this day. */
  epdExpirationDate: zDay.optional(),
  pageNum: z.coerce
    .number<string | number>({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(100_000, { error: 'validation.invalid' })
    .default(1),
  pageSize: z.coerce
    .number<string | number>({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(EPD_SEARCH_PAGE_SIZE_MAX, { error: 'validation.invalid' })
    .default(EPD_SEARCH_PAGE_SIZE),
  /** Sent by the portal as the spec has it; ignored: the own-company rule reads the token's company. */
  loginCompanyCode: zCode.optional(),
  /** false (default): valid records only; true: expired and superseded too (never withdrawn or drafts). */
  includeExpired: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type TEpdSearch = z.input<typeof ZEpdSearch>;

/** One search card (spec 02 §3 "EPD record", with English names, status and the caller's QR rights). */
export const ZEpdCard = z.object({
  id: z.number().int(),
  businessId: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  productType: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
  holderEn: z.string().nullable(),
  epdRegistrationNumber: z.string(),
  /** YYYY-MM-DD. */
  epdExpirationDate: z.string(),
  pcrProductName: z.string(),
  pcrProductNameEn: z.string().nullable(),
  /** kg CO2-eq per tonne. */
  gwp100: z.number(),
  /** The current zh and en report files (download with /p/attachment/download/business/EPD/{id}). */
  cnAttachmentId: z.number().int().nullable(),
  enAttachmentId: z.number().int().nullable(),
  /** Evidence of the record's data in the ledger: block time (ISO) and transaction hash (entry hash). */
  isDataStubs: z.boolean(),
  dataStubsBlocktime: z.string().nullable(),
  dataStubsTxhash: z.string().nullable(),
  /** Evidence of its current zh report (the en one when there is no zh). */
  isReportStubs: z.boolean(),
  reportStubsBlocktime: z.string().nullable(),
  reportStubsTxhash: z.string().nullable(),
  /** The QR label image (show with /n/attachment/online/{id}). */
  gssQrCodeAttachmentId: z.number().int().nullable(),
  status: z.enum(EPD_CARD_STATUSES),
  /** The caller's company holds the record. */
  ownCompany: z.boolean(),
  /** The enlarged QR poster may be offered: own company and the qrShow setting is 'true'. */
  qrEnlarge: z.boolean(),
});
export type TEpdCard = z.infer<typeof ZEpdCard>;

export const ZCompanyOption = z.object({ companyCode: z.string(), companyName: z.string() });
export type TCompanyOption = z.infer<typeof ZCompanyOption>;

/** A session token given in the query, for downloads opened by a plain link. */
const tokenQuery = z.object({ Authorization: zRawLine().max(300).optional() });

export const catalogueSearchRoutes = {
  epdPage: defineRoute({
    method: 'POST',
    path: '/p/epd/page',
    auth: 'public',
    identifies: true,
    summary:
      'Searches published EPDs, newest first: company, PCR, keyword (Chinese or English substring, ' +
      'case-insensitive) and date filters; valid records only unless includeExpired (then expired ' +
      'and superseded too; withdrawn and drafts never). A token, when sent, marks the caller’s own ' +
      'company’s cards (ownCompany, qrEnlarge); loginCompanyCode of the body is ignored',
    body: ZEpdSearch,
    data: page(ZEpdCard),
  }),
  companyList: defineRoute({
    method: 'GET',
    path: '/p/company/list',
    auth: 'public',
    summary: 'Companies with at least one published EPD, by name: options of the search form',
    data: z.array(ZCompanyOption),
  }),
  qrAttachment: defineRoute({
    method: 'GET',
    path: '/p/get/qr/attachment/{id}',
    auth: 'public',
    identifies: true,
    summary:
      'The QR label image of a published or superseded EPD (id = the EPD id); NOT_FOUND for any ' +
      'other record or one without a QR image',
    params: z.object({ id: zId }),
    data: z.object({ attachmentId: z.number().int() }),
  }),
  reportDownload: defineRoute({
    method: 'GET',
    path: '/p/attachment/download/business/EPD/{id}',
    auth: 'user',
    tokenInQuery: true,
    raw: 'file',
    summary:
      'Downloads a report of a search card (id = cnAttachmentId or enAttachmentId): a current report ' +
      "of a published, expired or superseded EPD stamped with the reader's account and company, as " +
      '/apppdf does, to any logged-in user whose registration is not under review ' +
      '(REPORT_REVIEW_PENDING); anything else NOT_FOUND',
    params: z.object({ id: zId }),
    query: tokenQuery,
    data: z.unknown(),
  }),
} as const;
