import { z } from 'zod';
import { PRODUCT_BLOCKS_MAX } from '../../constants.ts';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine, zLongText, zLowCarbonProductName } from '../../validation.ts';

/**
 * Low-carbon steel certification (spec 02 §2 "Low-carbon steel and LCA tools", §3 "Low-carbon
 * steel application payload", §5 "Low-carbon steel"; issue 13): a certified company's user files
 * 1 to 3 product blocks, each with a data-collection workbook the server reads and computes; the
 * secretariat recomputes with another grid factor, approves or rejects, and links an approved
 * block to one of the company's published EPDs. The user sees the figure and grades once approved.
 */

export const LOW_CARBON_LIMITS = {
  blocksMin: 1,
  blocksMax: PRODUCT_BLOCKS_MAX,
  introduction: 2000,
  /** The joined process codes ('a;b;c'). */
  process: 500,
  reason: 500,
  /** An operator's grid factor, t CO2 per MWh (0 for a certified renewable supply; 2 is above any grid). */
  gridFactorMin: 0,
  gridFactorMax: 2,
} as const;

/** An application: submitted, then approved or rejected by the secretariat (with a reason). */
export const LOW_CARBON_STATES = ['submitted', 'approved', 'rejected'] as const;
export type TLowCarbonState = (typeof LOW_CARBON_STATES)[number];

export const LOW_CARBON_AUDIT_ACTIONS = [
  'lowCarbon.submit',
  'lowCarbon.recompute',
  'lowCarbon.approve',
  'lowCarbon.reject',
  'lowCarbon.linkEpd',
] as const;

/** The dictionary item of LCES_MODEL_DOWNLOAD whose itemDesc is the template file's id. */
export const LOW_CARBON_TEMPLATE_ITEM = 'DATA_LIST_TEMPLATE';
/** The item naming the standard's PDF, which the upload rule lets through by name (spec 02 §5). */
export const LOW_CARBON_STANDARD_ITEM = 'LCES_STANDARD';

/** One product block as the portal sends it (spec 02 §3); attachmentId absent: no data file yet. */
export const ZLowCarbonBlockInput = z.object({
  /** Read-only in the form; the server always uses the user's company's name. */
  companyName: zLine().max(200, { error: 'validation.tooLong' }).optional(),
  introduction: zLongText('lowCarbon.introductionRequired')
    .min(1, { error: 'lowCarbon.introductionRequired' })
    .max(LOW_CARBON_LIMITS.introduction, { error: 'validation.tooLong' }),
  productName: zLowCarbonProductName,
  /** Selected LCES_PROCESS_SELECTION codes joined by semicolons. */
  process: zLine().max(LOW_CARBON_LIMITS.process, { error: 'validation.tooLong' }).default(''),
  attachmentId: zId.nullable().optional(),
});
export type TLowCarbonBlockInput = z.input<typeof ZLowCarbonBlockInput>;

export const ZLowCarbonApply = z.object({
  list: z
    .array(ZLowCarbonBlockInput, { error: 'validation.invalid' })
    .min(LOW_CARBON_LIMITS.blocksMin, { error: 'lowCarbon.blocksRequired' })
    .max(LOW_CARBON_LIMITS.blocksMax, { error: 'lowCarbon.blocksTooMany' }),
});
export type TLowCarbonApply = z.input<typeof ZLowCarbonApply>;

/** IEA near-zero / low-emissions steel: near-zero, bands A to E, or not graded (above 6x). */
export const IEA_GRADES = ['nearZero', 'A', 'B', 'C', 'D', 'E', 'notGraded'] as const;
export type TIeaGrade = (typeof IEA_GRADES)[number];

/** One source's share of a block's emissions (t CO2 per year; a credit is negative). */
export const ZCarbonSource = z.object({
  /** The source's key (its name: text lowCarbonWorkbook.source.<source>). */
  source: z.string(),
  /** direct, upstream, electricity or credit (text lowCarbonWorkbook.kind.<kind>). */
  kind: z.string(),
  tCO2: z.number(),
});

/** A block's computed and graded figure (docs/carbon-method.md). */
export const ZCarbonFigure = z.object({
  /** t CO2 per t crude steel. */
  intensity: z.number(),
  /** Scrap share s of the metallic input, 0..1. */
  scrapShare: z.number(),
  /** The purchased electricity factor used, t CO2 per MWh. */
  gridFactor: z.number(),
  ieaGrade: z.enum(IEA_GRADES),
  ieaScheme: z.string(),
  /** ResponsibleSteel Decarbonisation Progress Level 1..4, or 0 when none is reached. */
  responsibleSteelLevel: z.number().int(),
  responsibleSteelScheme: z.string(),
  methodVersion: z.string(),
  computedAt: z.string(),
});
export type TCarbonFigure = z.infer<typeof ZCarbonFigure>;

/** What the workbook says of itself (the preview of an upload: no figure before approval). */
export const ZCarbonWorkbookSummary = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  site: z.string(),
  route: z.string(),
  year: z.string(),
  crudeSteelT: z.number(),
});
export type TCarbonWorkbookSummary = z.infer<typeof ZCarbonWorkbookSummary>;

export const ZLinkedEpd = z.object({
  id: z.number().int(),
  registrationNumber: z.string(),
  productName: z.string(),
});

/** A block as its company sees it: the figure only once the application is approved. */
export const ZLowCarbonBlock = z.object({
  id: z.number().int(),
  position: z.number().int(),
  productName: z.string(),
  processes: z.array(z.string()),
  fileName: z.string(),
  figure: ZCarbonFigure.nullable(),
  epd: ZLinkedEpd.nullable(),
});

export const ZLowCarbonApplication = z.object({
  id: z.number().int(),
  companyName: z.string(),
  introduction: z.string(),
  state: z.enum(LOW_CARBON_STATES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  blocks: z.array(ZLowCarbonBlock),
});
export type TLowCarbonApplication = z.infer<typeof ZLowCarbonApplication>;

/** A block as the secretariat sees it: always the figure and its breakdown. */
export const ZConsoleLowCarbonBlock = ZLowCarbonBlock.extend({
  attachmentId: z.number().int(),
  figure: ZCarbonFigure,
  breakdown: z.array(ZCarbonSource),
  route: z.string(),
  site: z.string(),
  year: z.string(),
  crudeSteelT: z.number(),
});
export type TConsoleLowCarbonBlock = z.infer<typeof ZConsoleLowCarbonBlock>;

export const ZConsoleLowCarbonItem = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  userAccount: z.string().nullable(),
  state: z.enum(LOW_CARBON_STATES),
  blocks: z.number().int(),
  gridFactor: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TConsoleLowCarbonItem = z.infer<typeof ZConsoleLowCarbonItem>;

export const ZConsoleLowCarbonDetail = ZConsoleLowCarbonItem.extend({
  introduction: z.string(),
  reason: z.string().nullable(),
  blocks: z.array(ZConsoleLowCarbonBlock),
});
export type TConsoleLowCarbonDetail = z.infer<typeof ZConsoleLowCarbonDetail>;

export const ZConsoleLowCarbonQuery = ZPageQuery.extend({
  state: z.enum(LOW_CARBON_STATES, { error: 'validation.invalid' }).optional(),
});

export const ZLowCarbonRecompute = z.object({
  gridFactor: z.coerce
    .number({ error: 'console.lowCarbon.gridFactorInvalid' })
    .min(LOW_CARBON_LIMITS.gridFactorMin, { error: 'console.lowCarbon.gridFactorInvalid' })
    .max(LOW_CARBON_LIMITS.gridFactorMax, { error: 'console.lowCarbon.gridFactorInvalid' }),
});

export const ZLowCarbonReject = z.object({
  reason: zLongText('console.lowCarbon.reasonRequired')
    .min(1, { error: 'console.lowCarbon.reasonRequired' })
    .max(LOW_CARBON_LIMITS.reason, { error: 'validation.tooLong' }),
});

/** epdId null removes the link. */
export const ZLowCarbonLinkEpd = z.object({ epdId: zId.nullable() });

const reviewers = ['reviewer'] as const;
const idParams = z.object({ id: zId });

export const lowCarbonRoutes = {
  lowCarbonApply: defineRoute({
    method: 'POST',
    path: '/n/carbon/addApplication',
    auth: 'user',
    summary:
      "Files a low-carbon steel application (spec 02 §3): a certified company's user, 1 to 3 blocks, each " +
      "with the user's own workbook upload; every workbook is read and computed and stored with it",
    body: ZLowCarbonApply,
    data: z.object({ id: z.number().int() }),
  }),
  lowCarbonMine: defineRoute({
    method: 'GET',
    path: '/p/carbon/applications',
    auth: 'user',
    summary: "The user's company's applications, newest first; figures and grades only once approved",
    data: z.array(ZLowCarbonApplication),
  }),
  lowCarbonPreview: defineRoute({
    method: 'GET',
    path: '/p/carbon/preview/{id}',
    auth: 'user',
    summary: "What one of the user's own workbook uploads says (site, route, year, crude steel); no figure",
    params: idParams,
    data: ZCarbonWorkbookSummary,
  }),
  lowCarbonTemplate: defineRoute({
    method: 'GET',
    path: '/n/carbon/template/{id}',
    auth: 'public',
    raw: 'file',
    summary: 'The data-collection workbook template (LCES_MODEL_DOWNLOAD DATA_LIST_TEMPLATE gives its id)',
    params: idParams,
    data: z.never(),
  }),
  lowCarbonQueue: defineRoute({
    method: 'GET',
    path: '/c/low-carbon',
    auth: 'operator',
    roles: reviewers,
    summary: 'Low-carbon steel applications, newest first, filtered by state',
    query: ZConsoleLowCarbonQuery,
    data: page(ZConsoleLowCarbonItem),
  }),
  lowCarbonDetail: defineRoute({
    method: 'GET',
    path: '/c/low-carbon/{id}',
    auth: 'operator',
    roles: reviewers,
    summary: 'One application: blocks, processes, data files, figures, breakdown, grades, factors used',
    params: idParams,
    data: ZConsoleLowCarbonDetail,
  }),
  lowCarbonCompanyEpds: defineRoute({
    method: 'GET',
    path: '/c/low-carbon/{id}/epds',
    auth: 'operator',
    roles: reviewers,
    summary: "The application's company's published EPDs (what an approved block may be linked to)",
    params: idParams,
    data: z.array(ZLinkedEpd),
  }),
  lowCarbonRecompute: defineRoute({
    method: 'POST',
    path: '/c/low-carbon/{id}/recompute',
    auth: 'operator',
    roles: reviewers,
    summary: 'Computes every block again with another grid factor (stored with the result); the user is told',
    params: idParams,
    body: ZLowCarbonRecompute,
    data: ZConsoleLowCarbonDetail,
  }),
  lowCarbonApprove: defineRoute({
    method: 'POST',
    path: '/c/low-carbon/{id}/approve',
    auth: 'operator',
    roles: reviewers,
    summary: 'Approves a submitted application; the user is told',
    params: idParams,
    data: ZConsoleLowCarbonDetail,
  }),
  lowCarbonReject: defineRoute({
    method: 'POST',
    path: '/c/low-carbon/{id}/reject',
    auth: 'operator',
    roles: reviewers,
    summary: 'Rejects a submitted application with a reason; the user is told',
    params: idParams,
    body: ZLowCarbonReject,
    data: ZConsoleLowCarbonDetail,
  }),
  lowCarbonLinkEpd: defineRoute({
    method: 'POST',
    path: '/c/low-carbon/blocks/{id}/epd',
    auth: 'operator',
    roles: reviewers,
    summary: "Links an approved block to one of its company's published EPDs (null: unlinks)",
    params: idParams,
    body: ZLowCarbonLinkEpd,
    data: ZConsoleLowCarbonDetail,
  }),
} as const;
