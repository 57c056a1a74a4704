import { z } from 'zod';
import { PRODUCT_BLOCKS_MAX } from '../../constants.ts';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { APPLY_STAGE } from '../../statuses.ts';
import { zId, zLine, zLongText } from '../../validation.ts';
import { ZEpdForm } from '../catalogue/epd-forms.ts';
import { EPD_PRODUCT_TYPES, isIsoDate } from '../catalogue/epd-rules.ts';
import { APPLICATION_FILE_KINDS } from './apply-form.ts';

/**
 * The secretariat's applications workflow (issue 11 "The secretariat"): the queue by stage, one
 * application with its files, quotes, contracts and timeline, the stage moves (rules in
 * docs/decisions.md), quotes, contracts, requests for corrected LCA data and the release that
 * publishes each entry as a catalogue record. Reviewers and administrators.
 */

export const APPLICATION_AUDIT_ACTIONS = [
  'application.advance',
  'application.back',
  'application.quote',
  'application.contract',
  'application.lcaCorrection',
  'application.lcaAccept',
  'application.release',
] as const;

/** What an application's timeline records (application_events.kind). */
export const APPLICATION_EVENT_KINDS = [
  /** The applicant submitted it (stage 10). */
  'submitted',
  /** The secretariat moved it forward (stage = the stage reached). */
  'advanced',
  /** The secretariat moved it back with a reason (stage = the stage it went back to). */
  'movedBack',
  /** The applicant sent it again after a move back to stage 10 (stage = the stage reached). */
  'resubmitted',
  'quoteIssued',
  'quoteConfirmed',
  'quoteRejected',
  'contractIssued',
  'contractSigned',
  'contractRefused',
  /** The secretariat asked for corrected LCA data (note = its note). */
  'lcaCorrectionAsked',
  'lcaAccepted',
  /** The applicant replaced a file (detail: kind, product, version). */
  'fileReplaced',
  /** The applicant confirmed the corrected data (lcaValidateStatus 2 → 0). */
  'lcaCorrected',
  /** The entries were published as catalogue records (stage 70). */
  'released',
  /** An inner message went to the applicant (detail: its text key). */
  'messageSent',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

const STAGE_VALUES = Object.values(APPLY_STAGE);
const zStage = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .refine((v) => (STAGE_VALUES as number[]).includes(v), { error: 'validation.invalid' });

const zDay = zLine('validation.invalid').refine((v) => isIsoDate(v), { error: 'validation.invalid' });

export const ZConsoleApplicationQuery = ZPageQuery.extend({
  stage: zStage.optional(),
  productType: z.enum(EPD_PRODUCT_TYPES, { error: 'validation.invalid' }).optional(),
  /** Substring of the company's name. */
  company: zLine().max(100, { error: 'validation.tooLong' }).optional(),
  /** Submitted on or after / on or before this day (YYYY-MM-DD, the platform's time zone). */
  from: zDay.optional(),
  to: zDay.optional(),
});

export const ZConsoleApplicationRow = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  productType: z.enum(EPD_PRODUCT_TYPES),
  pcrRegisterNo: z.string(),
  pcrName: z.string(),
  /** The PCR's English name, null when it has none (an English console shows pcrName then). */
  pcrNameEn: z.string().nullable(),
  productNames: z.array(z.string()),
  stage: z.number().int(),
  quoteStatus: z.number().int(),
  contractStatus: z.number().int(),
  lcaValidateStatus: z.number().int(),
  applicantAccount: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsoleApplicationRow = z.infer<typeof ZConsoleApplicationRow>;

export const ZConsoleApplicationPage = page(ZConsoleApplicationRow).extend({
  /** How many applications (with the other filters) are at each stage. */
  counts: z.array(z.object({ stage: z.number().int(), count: z.number().int() })),
});

export const ZConsoleApplicationFile = z.object({
  kind: z.enum(APPLICATION_FILE_KINDS),
  attachmentId: z.number().int(),
  fileName: z.string(),
  version: z.number().int(),
  current: z.boolean(),
  uploadedAt: z.string(),
});

export const ZConsoleApplicationDetail = ZConsoleApplicationRow.extend({
  applicantName: z.string().nullable(),
  lcaValidateNote: z.string().nullable(),
  releasedAt: z.string().nullable(),
  products: z.array(
    z.object({
      id: z.number().int(),
      productName: z.string(),
      categoryName: z.string().nullable(),
      technologyName: z.string().nullable(),
      /** The catalogue record published at release. */
      epdId: z.number().int().nullable(),
      registrationNumber: z.string().nullable(),
      files: z.array(ZConsoleApplicationFile),
    }),
  ),
  quotes: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      attachmentId: z.number().int(),
      fileName: z.string(),
      issuedAt: z.string(),
      decidedAt: z.string().nullable(),
      /** The company's reason when it rejected the quote. */
      refusalReason: z.string().nullable(),
    }),
  ),
  contracts: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      files: z.array(z.object({ attachmentId: z.number().int(), name: z.string() })),
      issuedAt: z.string(),
      decidedAt: z.string().nullable(),
      /** The company's reason when it refused the contract. */
      refusalReason: z.string().nullable(),
    }),
  ),
  timeline: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(APPLICATION_EVENT_KINDS),
      stage: z.number().int().nullable(),
      note: z.string().nullable(),
      /** user, operator or system. */
      actorKind: z.string(),
      /** The operator's username or the user's account. */
      actorName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The move forward from here, if any, and the text key of what still blocks it. */
  next: z.object({
    stage: z.number().int().nullable(),
    blockedBy: z.string().nullable(),
  }),
});
export type TConsoleApplicationDetail = z.infer<typeof ZConsoleApplicationDetail>;

export const APPLICATION_REASON_MAX = 500;

/** Forward one stage (not to 70: release does that). `from` is the stage the operator saw: a retry answers APPLICATION_STATE_CONFLICT, never a skipped stage. */
export const ZApplicationAdvance = z.object({
  from: zStage,
  note: zLongText().max(APPLICATION_REASON_MAX, { error: 'validation.tooLong' }).optional(),
});

export const ZApplicationBack = z.object({
  from: zStage,
  to: zStage,
  reason: zLongText('console.applications.reasonRequired')
    .min(1, { error: 'console.applications.reasonRequired' })
    .max(APPLICATION_REASON_MAX, { error: 'validation.tooLong' }),
});

/** A quote PDF an operator uploaded (businessType QUOTE). */
export const ZApplicationQuote = z.object({ attachmentId: zId });

/** Contract files an operator uploaded (businessType CONTRACT), 1 to 5. */
export const ZApplicationContract = z.object({
  attachmentIds: z.array(zId).min(1, { error: 'console.applications.contractFilesRequired' }).max(5),
});

export const ZApplicationLcaCorrection = z.object({
  note: zLongText('console.applications.noteRequired')
    .min(1, { error: 'console.applications.noteRequired' })
    .max(APPLICATION_REASON_MAX, { error: 'validation.tooLong' }),
});

/** What the catalogue record of one entry needs at release (the publishing rules apply). */
export const ZReleaseProduct = ZEpdForm.pick({
  registrationNumber: true,
  productNameEn: true,
  gwp100: true,
  holderZh: true,
  holderEn: true,
  siteZh: true,
  siteEn: true,
  issueDate: true,
  expiryDate: true,
  reportZhId: true,
  reportEnId: true,
  dataFileId: true,
}).extend({ productId: zId });
export type TReleaseProduct = z.input<typeof ZReleaseProduct>;

export const ZApplicationRelease = z.object({
  /** Must be 60. */
  from: zStage,
  note: zLongText().max(APPLICATION_REASON_MAX, { error: 'validation.tooLong' }).optional(),
  products: z.array(ZReleaseProduct).min(1).max(PRODUCT_BLOCKS_MAX),
});
export type TApplicationRelease = z.input<typeof ZApplicationRelease>;

const reviewers = ['reviewer'] as const;
const idParams = z.object({ id: zId });

export const consoleApplicationRoutes = {
  applicationQueue: defineRoute({
    method: 'GET',
    path: '/c/applications',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Applications, newest first, filtered by stage, type, company and submission day, with counts per stage',
    query: ZConsoleApplicationQuery,
    data: ZConsoleApplicationPage,
  }),
  applicationAdminDetail: defineRoute({
    method: 'GET',
    path: '/c/applications/{id}',
    auth: 'operator',
    roles: reviewers,
    summary: 'One application: entries and every file version, quotes, contracts, timeline and the next move',
    params: idParams,
    data: ZConsoleApplicationDetail,
  }),
  applicationAdvance: defineRoute({
    method: 'POST',
    path: '/c/applications/{id}/advance',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Moves an application one stage forward from `from` (stage rules: docs/decisions.md); a broken ' +
      'rule answers its error (APPLICATION_QUOTE_NOT_CONFIRMED, APPLICATION_CONTRACT_NOT_SIGNED, ' +
      'APPLICATION_LCA_CORRECTION_OPEN, APPLICATION_FILES_MISSING, APPLICATION_RELEASE_ONLY), a stale `from` APPLICATION_STATE_CONFLICT',
    params: idParams,
    body: ZApplicationAdvance,
    data: ZConsoleApplicationDetail,
  }),
  applicationBack: defineRoute({
    method: 'POST',
    path: '/c/applications/{id}/back',
    auth: 'operator',
    roles: reviewers,
    summary: 'Moves an application back to an earlier stage with a reason (never from 70)',
    params: idParams,
    body: ZApplicationBack,
    data: ZConsoleApplicationDetail,
  }),
  applicationQuote: defineRoute({
    method: 'POST',
    path: '/c/applications/{id}/quote',
    auth: 'operator',
    roles: reviewers,
    summary: 'Issues a quote (status 1) at stage 20 when none is pending or confirmed',
    params: idParams,
    body: ZApplicationQuote,
    data: ZConsoleApplicationDetail,
  }),
  applicationContract: defineRoute({
    method: 'POST',
    path: '/c/applications/{id}/contract',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Issues a contract (status 2) at stage 20 once the quote is confirmed and no contract is pending or signed',
    params: idParams,
    body: ZApplicationContract,
    data: ZConsoleApplicationDetail,
  }),
  applicationLcaCorrection: defineRoute({
    method: 'POST',
    path: '/c/applications/{id}/lca-correction',
    auth: 'operator',
    roles: reviewers,
    summary: 'Asks for corrected LCA data (lcaValidateStatus 2) with a note, at stage 30 or 40',
    params: idParams,
    body: ZApplicationLcaCorrection,
    data: ZConsoleApplicationDetail,
  }),
  applicationLcaAccept: defineRoute({
    method: 'POST',
    path: '/c/applications/{id}/lca-accept',
    auth: 'operator',
    roles: reviewers,
    summary: 'Accepts the LCA data (lcaValidateStatus 1) at stage 30 or 40 when no correction is asked for',
    params: idParams,
    data: ZConsoleApplicationDetail,
  }),
  applicationRelease: defineRoute({
    method: 'POST',
    path: '/c/applications/{id}/release',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Releases an application at stage 60: each entry becomes a published catalogue record (publishing ' +
      'rules, QR code, ledger entries) in the same transaction as the move to 70',
    params: idParams,
    body: ZApplicationRelease,
    data: ZConsoleApplicationDetail,
  }),
} as const;
