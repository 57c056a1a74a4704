import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { zId, zRawLine } from '../../validation.ts';
import { zBusinessId } from './portal-summary.ts';

/**
 * The public desktop page of an EPD version (issue 29, major 6: `/Epd/{businessId}`), and the
 * spec's `GET /api/p/epd/download/{id}` (spec 02 §7 "Files"): a version's current report by the
 * version's id, in the language asked for, stamped for its reader.
 */

/** What a public page says of a version: the search card's statuses (a withdrawn one has no page). */
export const EPD_PAGE_STATUSES = ['valid', 'expired', 'superseded'] as const;
export type EpdPageStatus = (typeof EPD_PAGE_STATUSES)[number];

/** A version of the same declaration, oldest first (each renewal is the next). */
export const ZEpdVersion = z.object({
  businessId: z.string(),
  registrationNumber: z.string(),
  /** YYYY-MM-DD. */
  issueDate: z.string(),
  expiryDate: z.string(),
  /** A withdrawn version is listed with its status and has no page. */
  status: z.enum(['valid', 'expired', 'superseded', 'withdrawn']),
  /** The version this page shows. */
  current: z.boolean(),
});
export type TEpdVersion = z.infer<typeof ZEpdVersion>;

/** The public record of one published (valid or expired) or superseded EPD version. */
export const ZEpdRecord = z.object({
  /** The version's id: the report download GET /p/epd/download/{id}. */
  id: z.number().int(),
  businessId: z.string(),
  registrationNumber: z.string(),
  /** EPD or CFP. */
  productType: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  holder: z.string(),
  holderEn: z.string().nullable(),
  site: z.string(),
  siteEn: z.string().nullable(),
  pcrRegisterNo: z.string(),
  pcrName: z.string(),
  pcrNameEn: z.string().nullable(),
  pcrAuthor: z.string(),
  /** The third-party verifier where known. */
  verifier: z.string().nullable(),
  verifierEn: z.string().nullable(),
  /** YYYY-MM-DD. */
  issueDate: z.string(),
  expiryDate: z.string(),
  /** ISO time of its publication. */
  publishedAt: z.string().nullable(),
  status: z.enum(EPD_PAGE_STATUSES),
  /** The version that renewed this one, and the one it renews (business ids). */
  supersededBy: z.string().nullable(),
  previous: z.string().nullable(),
  /** The version number of the declaration (publications, corrections and renewals each count one). */
  version: z.number().int(),
  versions: z.array(ZEpdVersion),
  /** EN 15804 results the platform records: GWP-total of modules A1-A3 per declared unit (1 t). */
  gwp100: z.number(),
  /** The steel data where known: STEEL_MAKING_ROUTES and the recycled share (0 to 1). */
  makingRoute: z.string().nullable(),
  recycledContent: z.number().nullable(),
  /** The current reports' languages (each downloads after a login). */
  reportLangs: z.array(z.enum(['zh', 'en'])),
  /** The QR label image (GET /n/attachment/online/{id}), when there is one. */
  qrAttachmentId: z.number().int().nullable(),
});
export type TEpdRecord = z.infer<typeof ZEpdRecord>;

export const epdRecordRoutes = {
  epdRecord: defineRoute({
    method: 'GET',
    path: '/n/epd/record/{id}',
    auth: 'public',
    summary:
      'The public page of an EPD version by its business id (/Epd/{id}): summary, PCR, verifier, ' +
      'validity, status with the version that replaced it, the versions of the declaration, the ' +
      'results the platform records and the languages of its reports. Published (valid or ' +
      'expired) and superseded versions; drafts, withdrawn and unknown ids answer NOT_FOUND',
    params: z.object({ id: zBusinessId }),
    data: ZEpdRecord,
  }),
  epdDownload: defineRoute({
    method: 'GET',
    path: '/p/epd/download/{id}',
    auth: 'user',
    tokenInQuery: true,
    raw: 'file',
    summary:
      'Downloads the current report of an EPD version (id = the version id of the search card and ' +
      'the public page) in `lang` (zh by default; the other language when it has only that one), ' +
      "stamped with the reader's account and company as every report download is, named after " +
      'the product and registration number. Any logged-in user whose registration is not under ' +
      'review (REPORT_REVIEW_PENDING); drafts, withdrawn versions and unknown ids answer NOT_FOUND',
    params: z.object({ id: zId }),
    query: z.object({
      lang: z.enum(['zh', 'en'], { error: 'validation.invalid' }).optional(),
      Authorization: zRawLine().max(300).optional(),
    }),
    data: z.unknown(),
  }),
} as const;
