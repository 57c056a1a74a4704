import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine } from '../../validation.ts';
import { ZEpdCorrection, ZEpdForm, ZEpdRenewal, ZEpdWithdrawal } from './epd-forms.ts';
import { EPD_STATUSES, STEEL_MAKING_ROUTES } from './epd-rules.ts';

/**
 * The secretariat's EPD records (issue 10 "The secretariat"): drafts, publishing, corrections,
 * renewals, withdrawals, access counts and the qrShow setting. Editors and administrators.
 */

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
