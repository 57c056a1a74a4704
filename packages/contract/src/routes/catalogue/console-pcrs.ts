import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine, zLongText } from '../../validation.ts';
import {
  PCR_REQUEST_STATUSES,
  PCR_REQUEST_STEPS,
  ZCategoryTreeItem,
  ZPcrRequestFiled,
} from './portal-pcrs.ts';

/** The audit actions of PCR management and PCR requests. */
export const PCR_AUDIT_ACTIONS = [
  'pcr.create',
  'pcr.update',
  'pcrRequest.create',
  'pcrRequest.accept',
  'pcrRequest.decline',
  'pcrRequest.step',
] as const;

/**
 * A PCR register number: 3 to 40 capital letters, digits, '-', '.' or '/', starting with a
 * letter or a digit (e.g. PCR-SEPD-2026-001). Typed lower case, it is stored upper case, so two
 * spellings of one number are one number.
 */
export const PCR_REGISTER_NO_RE = /^[A-Z0-9][A-Z0-9./-]{2,39}$/;

export const PCR_FIELD_MAX = {
  productName: 200,
  author: 100,
  productClass: 100,
  /** The description's HTML as sent, before sanitising. */
  description: 20_000,
} as const;

/** The most product categories one PCR may name (the tree has a few tens). */
export const PCR_CATEGORIES_MAX = 100;

export const PCR_DECLINE_REASON_MAX = 500;
/** The longest note of a step move. */
export const PCR_STEP_NOTE_MAX = 500;

const required = (key: string, max: number) =>
  zLine(key).min(1, { error: key }).max(max, { error: 'validation.tooLong' });

/** What the secretariat edits of a PCR. */
export const ZPcrForm = z.object({
  registerNo: zLine('console.pcrs.registerNoRequired')
    .min(1, { error: 'console.pcrs.registerNoRequired' })
    .transform((v) => v.toUpperCase())
    .refine((v) => PCR_REGISTER_NO_RE.test(v), { error: 'console.pcrs.registerNoPattern' }),
  productName: required('console.pcrs.productNameRequired', PCR_FIELD_MAX.productName),
  /** Empty: no English name. */
  productNameEn: zLine().max(PCR_FIELD_MAX.productName, { error: 'validation.tooLong' }).default(''),
  author: required('console.pcrs.authorRequired', PCR_FIELD_MAX.author),
  /** Empty: none, an English reader sees the Chinese author (and so for the class and description). */
  authorEn: zLine().max(PCR_FIELD_MAX.author, { error: 'validation.tooLong' }).default(''),
  productClass: required('console.pcrs.productClassRequired', PCR_FIELD_MAX.productClass),
  productClassEn: zLine().max(PCR_FIELD_MAX.productClass, { error: 'validation.tooLong' }).default(''),
  /** HTML; the server keeps only safe tags and attributes (sanitize-html) and stores that. */
  descriptionHtml: zLongText().max(PCR_FIELD_MAX.description, { error: 'validation.tooLong' }).default(''),
  descriptionHtmlEn: zLongText().max(PCR_FIELD_MAX.description, { error: 'validation.tooLong' }).default(''),
  /** Files the operator uploaded with businessType PCR (/c/attachments/upload); absent: none. */
  cnAttachmentId: zId.optional(),
  enAttachmentId: zId.optional(),
  enabled: z.boolean().default(true),
  /**
   * The product categories the PCR covers (decision 229): an application's products must be of
   * one of them or below one. Empty: any category. Repeated ids count once; unknown ones are
   * refused (console.pcrs.categoryUnknown).
   */
  categoryIds: z
    .array(zId, { error: 'validation.invalid' })
    .max(PCR_CATEGORIES_MAX, { error: 'validation.invalid' })
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type TPcrForm = z.input<typeof ZPcrForm>;

/** A PCR as the console lists and edits it. */
export const ZConsolePcr = z.object({
  id: z.number().int(),
  registerNo: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  author: z.string(),
  authorEn: z.string().nullable(),
  productClass: z.string(),
  productClassEn: z.string().nullable(),
  descriptionHtml: z.string(),
  descriptionHtmlEn: z.string().nullable(),
  cnAttachmentId: z.number().int().nullable(),
  cnFileName: z.string().nullable(),
  enAttachmentId: z.number().int().nullable(),
  enFileName: z.string().nullable(),
  enabled: z.boolean(),
  /** The linked product categories, in tree order (empty: any category fits). */
  categoryIds: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsolePcr = z.infer<typeof ZConsolePcr>;

export const ZConsolePcrQuery = ZPageQuery.extend({
  keyword: zLine().max(100, { error: 'validation.tooLong' }).optional(),
});

/** A PCR request as the console's queue shows it. */
export const ZConsolePcrRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userAccount: z.string().nullable(),
  companyName: z.string(),
  product: z.string(),
  status: z.enum(PCR_REQUEST_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  ...ZPcrRequestFiled.shape,
  /** The last step reached. */
  step: z.enum(PCR_REQUEST_STEPS),
  /** Each step reached, in order, with who moved it (the operator's account; null for the user's submission). */
  steps: z.array(
    z.object({
      step: z.enum(PCR_REQUEST_STEPS),
      at: z.string(),
      note: z.string().nullable(),
      actor: z.string().nullable(),
    }),
  ),
});
export type TConsolePcrRequest = z.infer<typeof ZConsolePcrRequest>;

export const ZConsolePcrRequestQuery = ZPageQuery.extend({
  /** Default pending: the queue. */
  status: z.enum(PCR_REQUEST_STATUSES, { error: 'validation.invalid' }).default('pending'),
});

export const ZDeclinePcrRequest = z.object({
  reason: zLongText('console.pcrRequests.reasonRequired')
    .min(1, { error: 'console.pcrRequests.reasonRequired' })
    .max(PCR_DECLINE_REASON_MAX, { error: 'validation.tooLong' }),
});

/** Moves an accepted request to its next step: `step` must be the next one (a stale screen is refused). */
export const ZPcrRequestStepMove = z.object({
  step: z.enum(PCR_REQUEST_STEPS, { error: 'validation.invalid' }),
  note: zLongText().max(PCR_STEP_NOTE_MAX, { error: 'validation.tooLong' }).default(''),
});
export type TPcrRequestStepMove = z.input<typeof ZPcrRequestStepMove>;

export const ZPcrRequestDecision = z.object({
  id: z.number().int(),
  status: z.enum(PCR_REQUEST_STATUSES),
});

const editors = ['editor'] as const;
const idParams = z.object({ id: zId });

export const consolePcrRoutes = {
  pcrAdminList: defineRoute({
    method: 'GET',
    path: '/c/pcrs',
    auth: 'operator',
    roles: editors,
    summary: 'Every PCR, enabled or not, by register number; keyword matches register number and names',
    query: ZConsolePcrQuery,
    data: page(ZConsolePcr),
  }),
  pcrCategoryTree: defineRoute({
    method: 'GET',
    path: '/c/pcrs/categories',
    auth: 'operator',
    roles: editors,
    summary: 'Every product category with its parent, in tree order: what a PCR may be linked to',
    data: z.array(ZCategoryTreeItem),
  }),
  pcrCreate: defineRoute({
    method: 'POST',
    path: '/c/pcrs',
    auth: 'operator',
    roles: editors,
    summary:
      'Creates a PCR. registerNo follows PCR_REGISTER_NO_RE and is unique (PCR_REGISTER_NO_TAKEN); the ' +
      'description is sanitised; files must be PCR documents an operator uploaded; categoryIds (the ' +
      'categories an application under it may name, decision 229) must be known categories',
    body: ZPcrForm,
    data: z.object({ id: z.number().int() }),
  }),
  pcrUpdate: defineRoute({
    method: 'POST',
    path: '/c/pcrs/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Changes a PCR (all fields, as pcrCreate); a logged change',
    params: idParams,
    body: ZPcrForm,
    data: z.object({ id: z.number().int() }),
  }),
  pcrRequestQueue: defineRoute({
    method: 'GET',
    path: '/c/pcr-requests',
    auth: 'operator',
    roles: editors,
    summary: 'PCR requests of a status (default pending, oldest first; decided ones newest first)',
    query: ZConsolePcrRequestQuery,
    data: page(ZConsolePcrRequest),
  }),
  pcrRequestAccept: defineRoute({
    method: 'POST',
    path: '/c/pcr-requests/{id}/accept',
    auth: 'operator',
    roles: editors,
    summary:
      'Accepts a pending request; the user gets an inner message. A decided one answers PCR_REQUEST_DECIDED',
    params: idParams,
    data: ZPcrRequestDecision,
  }),
  pcrRequestDecline: defineRoute({
    method: 'POST',
    path: '/c/pcr-requests/{id}/decline',
    auth: 'operator',
    roles: editors,
    summary:
      'Declines a pending request with a reason the user reads in their inbox and on /Pcr/minePcr. ' +
      'A decided one answers PCR_REQUEST_DECIDED',
    params: idParams,
    body: ZDeclinePcrRequest,
    data: ZPcrRequestDecision,
  }),
  pcrRequestStep: defineRoute({
    method: 'POST',
    path: '/c/pcr-requests/{id}/step',
    auth: 'operator',
    roles: editors,
    summary:
      'Moves an accepted request to its next step (step names it) with an optional note; the user gets an ' +
      'inner message. The last step (published) finishes the request and frees its product for a new one. ' +
      'A request not accepted, or a step that is not the next, answers PCR_REQUEST_STEP_REFUSED',
    params: idParams,
    body: ZPcrRequestStepMove,
    data: ZPcrRequestDecision,
  }),
} as const;
