import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine, zLongText } from '../../validation.ts';

/**
 * The secretariat's EPD records (issue 10 "The secretariat"): drafts, publishing, corrections,
 * renewals, withdrawals, access counts and the qrShow setting. Editors and administrators.
 */

/** The audit actions of the EPD console (the audit log's filter and labels). */
export const EPD_AUDIT_ACTIONS = [
  'epd.create',
  'epd.update',
  'epd.publish',
  'epd.correct',
  'epd.renew',
  'epd.withdraw',
  'epd.fillSteel',
  'setting.qrShow',
] as const;

/**
 * The audit actions that change a published version's data in place: each counts one in its
 * open-data version number (decision 160), beside its publication.
 */
export const EPD_VERSION_ACTIONS = ['epd.correct', 'epd.fillSteel'] as const;

/**
 * The steelmaking routes a record may name: the routes the low-carbon carbon engine computes
 * (blast furnace - basic oxygen furnace, scrap-based electric arc furnace, direct reduced iron -
 * electric arc furnace), so a linked application's route is one of them.
 */
export const STEEL_MAKING_ROUTES = ['BF-BOF', 'EAF-SCRAP', 'DRI-EAF'] as const;
export type TSteelMakingRoute = (typeof STEEL_MAKING_ROUTES)[number];

/** openEPD's `specs.Steel.making_route` of each route (no route of the programme is open hearth). */
export const OPENEPD_MAKING_ROUTE: Record<TSteelMakingRoute, { bof: boolean; eaf: boolean; ohf: boolean }> = {
  'BF-BOF': { bof: true, eaf: false, ohf: false },
  'EAF-SCRAP': { bof: false, eaf: true, ohf: false },
  'DRI-EAF': { bof: false, eaf: true, ohf: false },
};

/** Recycled content is a share from 0 to 1 kept to 4 decimals (0.01 %). */
export const RECYCLED_CONTENT_DECIMALS = 4;
/** A share rounded to the stored precision. */
export const roundShare = (v: number) =>
  Math.round(v * 10 ** RECYCLED_CONTENT_DECIMALS) / 10 ** RECYCLED_CONTENT_DECIMALS;

export const EPD_STATUSES = ['draft', 'published', 'superseded', 'withdrawn'] as const;
export type TEpdStatus = (typeof EPD_STATUSES)[number];

export const EPD_PRODUCT_TYPES = ['EPD', 'CFP'] as const;

/**
 * A registration number: an upper-case programme prefix (a letter, then 1 to 9 letters or
 * digits), then 1 to 5 dash-separated groups of 1 to 12 upper-case letters or digits, e.g.
 * `SEPD-2026-0001` or its renewal `SEPD-2026-0001-R1`. Unique over every version.
 */
export const REGISTRATION_NUMBER_RE = /^[A-Z][A-Z0-9]{1,9}(-[A-Z0-9]{1,12}){1,5}$/;

/** GWP100 in kg CO2-eq per tonne: above 0, at most this, at most 2 decimals. */
export const GWP100_MAX = 1_000_000;
export const EPD_TEXT_MAX = 200;
export const EPD_REASON_MAX = 500;

/** YYYY-MM-DD that is a real calendar day. */
export const isIsoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const zText = (max = EPD_TEXT_MAX) => zLine().max(max, { error: 'validation.tooLong' });
const zOptionalText = (max = EPD_TEXT_MAX) => zText(max).nullable().optional();
const zDate = zLine('console.epds.dateWrong').refine((v) => v === '' || isIsoDate(v), {
  error: 'console.epds.dateWrong',
});
export const zRegistrationNumber = zLine('console.epds.registrationNumberWrong')
  .toUpperCase()
  .regex(REGISTRATION_NUMBER_RE, { error: 'console.epds.registrationNumberWrong' });
const zGwp = z
  .number({ error: 'console.epds.gwpWrong' })
  .gt(0, { error: 'console.epds.gwpWrong' })
  .max(GWP100_MAX, { error: 'console.epds.gwpWrong' })
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), { error: 'console.epds.gwpDecimals' });
const zMakingRoute = z.enum(STEEL_MAKING_ROUTES, { error: 'console.epds.routeWrong' });
const zRecycledContent = z
  .number({ error: 'console.epds.recycledWrong' })
  .min(0, { error: 'console.epds.recycledWrong' })
  .max(1, { error: 'console.epds.recycledWrong' })
  .refine((v) => roundShare(v) === v, { error: 'console.epds.recycledDecimals' });

/**
 * The verification and steel fields of a record, each optional ("where known"): the third-party
 * verifier (Chinese name; the English one falls back to it), the steelmaking route and the
 * recycled content. Null or empty clears a field in a correction.
 */
const steelFields = {
  verifierZh: zOptionalText(),
  verifierEn: zOptionalText(),
  makingRoute: zMakingRoute.nullable().optional(),
  recycledContent: zRecycledContent.nullable().optional(),
};

/**
 * A draft's fields. A draft needs its type, product name, company, PCR and registration number;
 * publishing checks the rest (holder, site, dates, GWP100, the zh report) and every rule again.
 * Report and data ids are files an operator uploaded through /c/attachments/upload.
 */
export const ZEpdForm = z.object({
  productType: z.enum(EPD_PRODUCT_TYPES, { error: 'validation.invalid' }),
  productName: zText().min(1, { error: 'console.epds.required' }),
  productNameEn: zOptionalText(),
  companyId: zId,
  pcrId: zId,
  registrationNumber: zRegistrationNumber,
  gwp100: zGwp.nullable().optional(),
  holderZh: zOptionalText(),
  holderEn: zOptionalText(),
  siteZh: zOptionalText(),
  siteEn: zOptionalText(),
  issueDate: zDate.nullable().optional(),
  expiryDate: zDate.nullable().optional(),
  reportZhId: zId.optional(),
  reportEnId: zId.optional(),
  dataFileId: zId.optional(),
  ...steelFields,
});
export type TEpdForm = z.input<typeof ZEpdForm>;

/**
 * A correction of a published record: the fields that change (a data change is a new EPD_DATA
 * entry), a replaced report (a new report row and EPD_REPORT entry; the old one stays
 * verifiable), and the reason, which the audit log keeps with the before and after.
 */
export const ZEpdCorrection = z.object({
  productName: zText().min(1, { error: 'console.epds.required' }).optional(),
  productNameEn: zOptionalText(),
  gwp100: zGwp.optional(),
  holderZh: zText().min(1, { error: 'console.epds.required' }).optional(),
  holderEn: zOptionalText(),
  siteZh: zText().min(1, { error: 'console.epds.required' }).optional(),
  siteEn: zOptionalText(),
  issueDate: zDate.optional(),
  expiryDate: zDate.optional(),
  reportZhId: zId.optional(),
  reportEnId: zId.optional(),
  ...steelFields,
  reason: zLongText('console.epds.reasonRequired')
    .min(1, { error: 'console.epds.reasonRequired' })
    .max(EPD_REASON_MAX, { error: 'validation.tooLong' }),
});
export type TEpdCorrection = z.input<typeof ZEpdCorrection>;

/**
 * A renewal: a new version that copies the record and takes new dates and reports; published at
 * once, the old one becomes superseded. Without a registration number `<old>-R<n>` is used.
 */
export const ZEpdRenewal = z.object({
  registrationNumber: zRegistrationNumber.optional(),
  issueDate: zDate,
  expiryDate: zDate,
  gwp100: zGwp.optional(),
  reportZhId: zId,
  reportEnId: zId.optional(),
  dataFileId: zId.optional(),
});
export type TEpdRenewal = z.input<typeof ZEpdRenewal>;

export const ZEpdWithdrawal = z.object({
  reason: zLongText('console.epds.reasonRequired')
    .min(1, { error: 'console.epds.reasonRequired' })
    .max(EPD_REASON_MAX, { error: 'validation.tooLong' }),
});

export const ZEpdListItem = z.object({
  id: z.number().int(),
  registrationNumber: z.string(),
  productType: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  companyName: z.string(),
  status: z.enum(EPD_STATUSES),
  /** A published record whose expiry date is before today. */
  expired: z.boolean(),
  issueDate: z.string(),
  expiryDate: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TEpdListItem = z.infer<typeof ZEpdListItem>;

export const ZEpdReportRow = z.object({
  id: z.number().int(),
  lang: z.string(),
  businessId: z.string(),
  attachmentId: z.number().int(),
  fileName: z.string(),
  sha256: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
});

export const ZLedgerEntryRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  reportId: z.number().int().nullable(),
  lang: z.string().nullable(),
  digest: z.string(),
  prevHash: z.string(),
  entryHash: z.string(),
  createdAt: z.string(),
});

export const ZEpdDetail = ZEpdListItem.extend({
  businessId: z.string(),
  companyId: z.number().int(),
  pcrId: z.number().int(),
  pcrRegisterNo: z.string(),
  pcrProductName: z.string(),
  pcrProductNameEn: z.string().nullable(),
  gwp100: z.number().nullable(),
  holderZh: z.string(),
  holderEn: z.string().nullable(),
  siteZh: z.string(),
  siteEn: z.string().nullable(),
  /** The third-party verifier, where known (English: null when only the Chinese name exists). */
  verifierZh: z.string().nullable(),
  verifierEn: z.string().nullable(),
  /** The steelmaking route and recycled content (share 0..1), where known. */
  makingRoute: z.enum(STEEL_MAKING_ROUTES).nullable(),
  recycledContent: z.number().nullable(),
  dataFileId: z.number().int().nullable(),
  qrAttachmentId: z.number().int().nullable(),
  /** The QR code's address (/app/epd/{businessId} under PUBLIC_BASE_URL), once published. */
  publicUrl: z.string().nullable(),
  previousId: z.number().int().nullable(),
  supersededById: z.number().int().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  /** A draft's chosen report files (ids for the form). */
  draftReportZhId: z.number().int().nullable(),
  draftReportEnId: z.number().int().nullable(),
  reports: z.array(ZEpdReportRow),
  ledger: z.array(ZLedgerEntryRow),
  access: z.object({
    summaryViews: z.number().int(),
    reportViews: z.number().int(),
    lastViewAt: z.string().nullable(),
  }),
  /** Every version of this declaration, oldest first. */
  versions: z.array(
    z.object({
      id: z.number().int(),
      registrationNumber: z.string(),
      status: z.enum(EPD_STATUSES),
      publishedAt: z.string().nullable(),
    }),
  ),
});
export type TEpdDetail = z.infer<typeof ZEpdDetail>;

export const ZEpdOptions = z.object({
  /** Certified companies (status 1). */
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Enabled PCRs. */
  pcrs: z.array(
    z.object({
      id: z.number().int(),
      registerNo: z.string(),
      productName: z.string(),
      productNameEn: z.string().nullable(),
    }),
  ),
});

export const ZEpdAccessItem = z.object({
  epdId: z.number().int(),
  registrationNumber: z.string(),
  productName: z.string(),
  summaryViews: z.number().int(),
  reportViews: z.number().int(),
  lastViewAt: z.string().nullable(),
});

export type TEpdAccessItem = z.infer<typeof ZEpdAccessItem>;

const editors = ['editor'] as const;
const epdParams = z.object({ id: zId });

export const consoleEpdsRoutes = {
  epdList: defineRoute({
    method: 'GET',
    path: '/c/epds',
    auth: 'operator',
    roles: editors,
    summary:
      'EPD versions, newest change first; filters: status, keyword (registration number or product name) and company',
    query: ZPageQuery.extend({
      status: z.enum(EPD_STATUSES, { error: 'validation.invalid' }).optional(),
      keyword: zLine().max(100, { error: 'validation.tooLong' }).optional(),
      companyId: zId.optional(),
    }),
    data: page(ZEpdListItem),
  }),
  epdOptions: defineRoute({
    method: 'GET',
    path: '/c/epds/options',
    auth: 'operator',
    roles: editors,
    summary: "The form's choices: certified companies and enabled PCRs",
    data: ZEpdOptions,
  }),
  epdAccess: defineRoute({
    method: 'GET',
    path: '/c/epds/access',
    auth: 'operator',
    roles: editors,
    summary: 'Views per EPD (summary and report views, last view), most viewed first',
    query: ZPageQuery,
    data: page(ZEpdAccessItem),
  }),
  epdDetail: defineRoute({
    method: 'GET',
    path: '/c/epds/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'One EPD version: fields, reports (current and replaced), ledger entries, views and versions',
    params: epdParams,
    data: ZEpdDetail,
  }),
  epdCreate: defineRoute({
    method: 'POST',
    path: '/c/epds',
    auth: 'operator',
    roles: editors,
    summary: 'Creates a draft (not public)',
    body: ZEpdForm,
    data: ZEpdDetail,
  }),
  epdUpdate: defineRoute({
    method: 'POST',
    path: '/c/epds/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Edits a draft (EPD_STATE_CONFLICT once published)',
    params: epdParams,
    body: ZEpdForm,
    data: ZEpdDetail,
  }),
  epdPublish: defineRoute({
    method: 'POST',
    path: '/c/epds/{id}/publish',
    auth: 'operator',
    roles: editors,
    summary:
      'Publishes a draft after checking every field; in one transaction: status, report rows, files ' +
      'published, the QR code image, the ledger entries',
    params: epdParams,
    data: ZEpdDetail,
  }),
  epdCorrect: defineRoute({
    method: 'POST',
    path: '/c/epds/{id}/correct',
    auth: 'operator',
    roles: editors,
    summary:
      'Corrects a published record with a reason: changed fields (a new EPD_DATA entry) and/or replaced ' +
      'reports (new report rows and EPD_REPORT entries; the old ones stay verifiable)',
    params: epdParams,
    body: ZEpdCorrection,
    data: ZEpdDetail,
  }),
  epdRenew: defineRoute({
    method: 'POST',
    path: '/c/epds/{id}/renew',
    auth: 'operator',
    roles: editors,
    summary: 'Publishes a new version of a published record; the old one becomes superseded and links to it',
    params: epdParams,
    body: ZEpdRenewal,
    data: ZEpdDetail,
  }),
  epdWithdraw: defineRoute({
    method: 'POST',
    path: '/c/epds/{id}/withdraw',
    auth: 'operator',
    roles: editors,
    summary:
      'Withdraws a published record: its reports are no longer public; its QR address shows the status',
    params: epdParams,
    body: ZEpdWithdrawal,
    data: ZEpdDetail,
  }),
  qrShowGet: defineRoute({
    method: 'GET',
    path: '/c/settings/qr-show',
    auth: 'operator',
    roles: editors,
    summary: 'The qrShow setting as the console shows it',
    data: z.object({ value: z.boolean() }),
  }),
  qrShowSet: defineRoute({
    method: 'POST',
    path: '/c/settings/qr-show',
    auth: 'operator',
    roles: editors,
    summary: "Sets qrShow: whether users may open their own company's enlarged QR label",
    body: z.object({ value: z.boolean({ error: 'validation.invalid' }) }),
    data: z.object({ value: z.boolean() }),
  }),
} as const;
