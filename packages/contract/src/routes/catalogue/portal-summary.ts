import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { EPD_PUBLIC_STATUSES } from '../../statuses.ts';
import { zId, zRawLine } from '../../validation.ts';

/**
 * The QR path (spec 02 §2 "Mobile", §4 "Opening the full report", §7 "Verification"): the
 * phone summary of an EPD a scanned code opens, the watermarked full report, and the access
 * records the secretariat counts per EPD.
 */

/** A public business id: 22 characters of base64url (128 random bits), never a row id. */
export const BUSINESS_ID_RE = /^[A-Za-z0-9_-]{22}$/;
export const zBusinessId = zRawLine().regex(BUSINESS_ID_RE, { error: 'validation.invalid' });

/** The spec's "EPD info (mobile summary)", with the record's status beside it. */
export const ZEpdInfo = z.object({
  epdRegistrationNumber: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  /** kg CO2-eq per tonne. */
  gwp100: z.number(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  productAddress: z.string(),
  productAddressEn: z.string().nullable(),
  /** YYYY-MM-DD. */
  epdExpirationDate: z.string(),
  issueDate: z.string(),
  /** The current Chinese report's business id (/apppdf/{businessId}); null when withdrawn or missing. */
  businessId: z.string().nullable(),
  /** The current English report's business id, when there is one. */
  businessIdEn: z.string().nullable(),
  status: z.enum(EPD_PUBLIC_STATUSES),
  /** The business id of the version that renewed this one (/app/epd/{supersededBy}). */
  supersededBy: z.string().nullable(),
});
export type TEpdInfo = z.infer<typeof ZEpdInfo>;

export const ACCESS_PAGES = ['ProductInformation', 'ProductPdf'] as const;
export type AccessPage = (typeof ACCESS_PAGES)[number];

export const ZAccessRecordCreate = z.object({
  /** Accepted for compatibility with the spec's payload; never trusted: the viewer is the token's user. */
  userId: zId.optional(),
  userCode: zRawLine().max(64).optional(),
  accessPage: z.enum(ACCESS_PAGES, { error: 'validation.invalid' }),
  /** The EPD's business id for ProductInformation, the report's for ProductPdf. */
  accessData: z.object({ businessId: zBusinessId }),
});
export type TAccessRecordCreate = z.infer<typeof ZAccessRecordCreate>;

/** Access records one client address may write per window (a flood must not fill the table). */
export const ACCESS_RECORD_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/** Raw routes answer a file, not the envelope: `data` describes nothing. */
const fileData = z.unknown();

export const epdMobileRoutes = {
  epdInfo: defineRoute({
    method: 'GET',
    path: '/n/epd/{id}',
    auth: 'public',
    summary:
      'The phone summary of an EPD by its business id (the QR address /app/epd/{id}): published, ' +
      'expired, superseded and withdrawn records; a withdrawn one without report ids; drafts and ' +
      'unknown ids answer NOT_FOUND',
    params: z.object({ id: zBusinessId }),
    data: ZEpdInfo,
  }),
  epdReport: defineRoute({
    method: 'GET',
    path: '/p/attachment/download/epd/{businessId}',
    auth: 'user',
    raw: 'file',
    summary:
      'The full report of /apppdf/{businessId} (a current report of a published, expired or ' +
      "superseded EPD), stamped on every page with the viewer's account and company name; the " +
      'unmarked file is never sent here. Token in the Authorization header only. Users whose ' +
      'registration is under review (auditStatus 0) answer REPORT_REVIEW_PENDING',
    params: z.object({ businessId: zBusinessId }),
    data: fileData,
  }),
  accessRecordCreate: defineRoute({
    method: 'POST',
    path: '/n/access/records/create',
    auth: 'public',
    identifies: true,
    summary:
      'Records one view of a summary (ProductInformation, the EPD business id) or a report ' +
      '(ProductPdf, the report business id); the viewer comes from the token, never from userId. ' +
      'Unknown ids answer NOT_FOUND; at most ACCESS_RECORD_LIMIT per client address',
    body: ZAccessRecordCreate,
    data: z.null(),
  }),
};
