import { z } from 'zod';
import { page } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId } from '../../validation.ts';

export const AGREEMENT_TYPES = ['REGISTRATION', 'PRIVACY'] as const;
export const ZAgreementType = z.enum(AGREEMENT_TYPES, { error: 'validation.invalid' });

/** The spec's i18n values: zh-CN for Chinese, en for English. */
export const ZAgreementLang = z.enum(['zh-CN', 'en'], { error: 'validation.invalid' });

/** The agreement list's page size (spec 02 §9); the server allows up to the maximum. */
export const AGREEMENT_PAGE_SIZE = 10;
export const AGREEMENT_PAGE_SIZE_MAX = 50;

const zPageNum = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(100_000, { error: 'validation.invalid' });
const zPageSize = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(AGREEMENT_PAGE_SIZE_MAX, { error: 'validation.invalid' });

export const ZAgreement = z.object({
  id: z.number().int(),
  agreementType: ZAgreementType,
  agreementVersion: z.string(),
  /** Sanitised HTML. */
  agreementContent: z.string(),
  publishTime: z.string(),
  failureTime: z.string().nullable(),
});
export type TAgreement = z.infer<typeof ZAgreement>;

export const agreementRoutes = {
  agreementNow: defineRoute({
    method: 'POST',
    path: '/n/agreement/now',
    auth: 'public',
    summary: 'The version of an agreement in force, in the asked language',
    body: z.object({ agreementType: ZAgreementType, i18n: ZAgreementLang.default('zh-CN') }),
    data: ZAgreement,
  }),
  agreementList: defineRoute({
    method: 'POST',
    path: '/n/agreement/list',
    auth: 'public',
    summary: "A page of an agreement's published versions in the asked language, newest first",
    body: z.object({
      agreementType: ZAgreementType,
      i18n: ZAgreementLang.default('zh-CN'),
      pageNum: zPageNum.default(1),
      pageSize: zPageSize.default(AGREEMENT_PAGE_SIZE),
    }),
    data: page(ZAgreement),
  }),
  agreementDetails: defineRoute({
    method: 'POST',
    path: '/n/agreement/details',
    auth: 'public',
    summary:
      'One published agreement version; an id of the other language answers the same version in the asked language when there is one',
    body: z.object({ id: zId, i18n: ZAgreementLang.default('zh-CN') }),
    data: ZAgreement,
  }),
} as const;
