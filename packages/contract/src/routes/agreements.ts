import { z } from 'zod';
import { defineRoute } from '../route.ts';

export const AGREEMENT_TYPES = ['REGISTRATION', 'PRIVACY'] as const;
export const ZAgreementType = z.enum(AGREEMENT_TYPES, { error: 'validation.invalid' });

/** The spec's i18n values: zh-CN for Chinese, en for English. */
export const ZAgreementLang = z.enum(['zh-CN', 'en'], { error: 'validation.invalid' });

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
} as const;
