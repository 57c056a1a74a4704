import { z } from 'zod';
import { zId, zLine, zLongText } from '../../validation.ts';
import {
  EPD_PRODUCT_TYPES,
  EPD_REASON_MAX,
  EPD_TEXT_MAX,
  GWP100_MAX,
  isIsoDate,
  REGISTRATION_NUMBER_RE,
  roundShare,
  STEEL_MAKING_ROUTES,
} from './epd-rules.ts';

/** What the secretariat writes of an EPD record: a draft, a correction, a renewal, a withdrawal. */

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
