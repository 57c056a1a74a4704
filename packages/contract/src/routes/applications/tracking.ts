import { z } from 'zod';
import { zId } from '../../validation.ts';
import { EPD_PRODUCT_TYPES } from '../catalogue/epd-rules.ts';
import { APPLICATION_FILE_KINDS, MY_APPLICATION_TYPES } from './apply-form.ts';
import type { ApplicationEventKind } from './console.ts';

/**
 * How the applicant follows an application (spec 02 §3 "My application", "Application detail
 * row", §4 "LCA validation status"): its card, the stages with the timeline, its entries with
 * their files, and the re-uploads while corrected data is asked for.
 */

/** Who moved an application, as the applicant sees it: the secretariat (never a person's name) or themselves. */
export const STEP_ACTORS = ['secretariat', 'applicant'] as const;

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
