import { z } from 'zod';
import { OPEN_API_PREFIX, OPEN_LANGS, OPEN_PAGE_SIZE, OPEN_PAGE_SIZE_MAX } from '../../open-data-paths.ts';
import { defineRoute } from '../../route.ts';
import { EPD_PUBLIC_STATUSES } from '../../statuses.ts';
import { zLine, zRawLine } from '../../validation.ts';
import { STEEL_MAKING_ROUTES } from '../catalogue/epd-rules.ts';
import { zBusinessId } from '../catalogue/portal-summary.ts';

/**
 * Open data (issue 14): every public EPD version (published, expired, superseded, withdrawn;
 * never a draft) as openEPD JSON and ILCD+EPD XML, and a versioned public read API for the
 * databases that read them. Anyone may call it; answers carry ETag and Last-Modified, CORS
 * allows any origin for GET, and each client address has OPEN_API_LIMIT calls per window.
 */

const zDay = zLine().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' });
/** An ISO 8601 time with its zone (Z or ±hh:mm), as the API answers updatedAt. */
const zInstant = zLine().regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/,
  {
    error: 'validation.invalid',
  },
);
const zCode = zLine().max(64, { error: 'validation.tooLong' });

export const ZOpenEpdQuery = z.object({
  /** The holder company's code. */
  company: zCode.optional().meta({ example: 'DEMO01' }),
  /** The PCR's register number. */
  pcr: zCode.optional().meta({ example: 'PCR-STEEL-001' }),
  /** Substring of the registration number or the product name in Chinese or English, case-insensitive. */
  keyword: zLine().max(50, { error: 'validation.tooLong' }).optional().meta({ example: 'rebar' }),
  /** Only versions valid on this day: issued on or before it, expiring on or after it, not withdrawn. */
  validOn: zDay.optional().meta({ example: '2026-06-30' }),
  /** Only versions changed at or after this time (ISO 8601 with zone): a sync's last run. */
  updatedSince: zInstant.optional().meta({ example: '2026-01-01T00:00:00Z' }),
  /** The nextCursor of the previous page; absent for the first page. */
  cursor: zRawLine().max(200, { error: 'validation.tooLong' }).optional(),
  limit: z.coerce
    .number<string | number>({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(OPEN_PAGE_SIZE_MAX, { error: 'validation.invalid' })
    .default(OPEN_PAGE_SIZE),
});
export type TOpenEpdQuery = z.input<typeof ZOpenEpdQuery>;

/** The addresses of a version's exports and pages (absolute, on the platform's public address). */
export const ZOpenEpdLinks = z.object({
  self: z.string(),
  openEpdZh: z.string(),
  /** Null when the record has no English product name. */
  openEpdEn: z.string().nullable(),
  ilcd: z.string(),
  /** The phone summary (the QR address). */
  summary: z.string(),
});

/**
 * One public EPD version as the open API lists it; names per language, never one over the other.
 * Its example for the API reference is registered by the server (kept out of the portal's bundle).
 */
export const ZOpenEpd = z.object({
  /** The version's public business id (the QR address's id). */
  id: z.string(),
  registrationNumber: z.string(),
  /** EPD or CFP. */
  productType: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  companyCode: z.string(),
  holderZh: z.string(),
  holderEn: z.string().nullable(),
  siteZh: z.string(),
  siteEn: z.string().nullable(),
  pcrRegisterNo: z.string(),
  pcrName: z.string(),
  pcrNameEn: z.string().nullable(),
  /** kg CO2-eq per declared unit (1 t), modules A1-A3. */
  gwp100: z.number(),
  /** The third-party verifier where known (openEPD `third_party_verifier`); English null without one. */
  verifierZh: z.string().nullable(),
  verifierEn: z.string().nullable(),
  /**
   * The steelmaking route where known: BF-BOF, EAF-SCRAP (scrap-based electric arc furnace) or
   * DRI-EAF (openEPD `specs.Steel.making_route`: bof, eaf, eaf).
   */
  makingRoute: z.enum(STEEL_MAKING_ROUTES).nullable(),
  /** Recycled content where known, a share from 0 to 1 (openEPD `specs.Steel.recycled_content`). */
  recycledContent: z.number().nullable(),
  /** YYYY-MM-DD. */
  issueDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(EPD_PUBLIC_STATUSES),
  /** Counts every publication, correction and renewal of the record's chain (openEPD `version`). */
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  /** The id of the version that renewed this one, and of the one it renews. */
  supersededBy: z.string().nullable(),
  previous: z.string().nullable(),
  links: ZOpenEpdLinks,
});
export type TOpenEpd = z.infer<typeof ZOpenEpd>;

export const ZOpenEpdPage = z.object({
  list: z.array(ZOpenEpd),
  /** Pass as `cursor` for the next page; null on the last page (then sync again later with updatedSince). */
  nextCursor: z.string().nullable(),
});
export type TOpenEpdPage = z.infer<typeof ZOpenEpdPage>;

/** Raw routes answer a document, not the envelope: `data` describes nothing. */
const documentData = z.unknown();

export const openDataRoutes = {
  epdList: defineRoute({
    method: 'GET',
    path: `${OPEN_API_PREFIX}/epds`,
    auth: 'public',
    summary:
      'Public EPD versions by last change (then id); filters and an opaque cursor: each version once ' +
      'while records are added; withdrawn ones keep their status. ETag, Last-Modified, 304, CORS, ' +
      'OPEN_API_LIMIT per address (429)',
    query: ZOpenEpdQuery,
    data: ZOpenEpdPage,
  }),
  epdOne: defineRoute({
    method: 'GET',
    path: `${OPEN_API_PREFIX}/epds/{id}`,
    auth: 'public',
    summary: 'One public EPD version (withdrawn: its status; drafts NOT_FOUND). ETag, Last-Modified, 304',
    params: z.object({ id: zBusinessId.meta({ example: 'q3N1x9aZk2Lm0pQr7sTuVw' }) }),
    data: ZOpenEpd,
  }),
  epdOpenEpd: defineRoute({
    method: 'GET',
    path: `${OPEN_API_PREFIX}/epds/{id}/openepd`,
    auth: 'public',
    raw: 'file',
    summary:
      'The openEPD document (application/json, no envelope), lang zh or en (en NOT_FOUND without ' +
      'English names). ETag, Last-Modified, 304',
    params: z.object({ id: zBusinessId.meta({ example: 'q3N1x9aZk2Lm0pQr7sTuVw' }) }),
    query: z.object({
      lang: z.enum(OPEN_LANGS, { error: 'validation.invalid' }).default('zh').meta({ example: 'en' }),
    }),
    data: documentData,
  }),
  epdIlcd: defineRoute({
    method: 'GET',
    path: `${OPEN_API_PREFIX}/epds/{id}/ilcd`,
    auth: 'public',
    raw: 'file',
    summary:
      'The ILCD+EPD v1.2 data set (application/xml, no envelope): zh and en names, GWP-total (EF 3.1) ' +
      'A1-A3. ETag, Last-Modified, 304',
    params: z.object({ id: zBusinessId.meta({ example: 'q3N1x9aZk2Lm0pQr7sTuVw' }) }),
    data: documentData,
  }),
} as const;
