import { z } from 'zod';
import { zLine } from '../../validation.ts';
import { zHtml, zTime } from '../content/html-fields.ts';
import { AGREEMENT_TYPES, ZAgreementType } from './portal.ts';

/** The agreements' versions as the editors see and write them. */

/** An agreement version: digits, letters, '.' and '-' (1.0, 2.1-rc). */
export const AGREEMENT_VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/;

/** The state of an agreement version: still to come, the one in force, replaced, or past its failure time. */
export const AGREEMENT_VERSION_STATES = ['scheduled', 'inForce', 'superseded', 'failed'] as const;
export type AgreementVersionState = (typeof AGREEMENT_VERSION_STATES)[number];

export const ZConsoleAgreement = z.object({
  id: z.number().int(),
  agreementType: z.enum(AGREEMENT_TYPES),
  lang: z.enum(['zh', 'en']),
  version: z.string(),
  content: z.string(),
  publishTime: z.string(),
  failureTime: z.string().nullable(),
  state: z.enum(AGREEMENT_VERSION_STATES),
});
export type TConsoleAgreement = z.infer<typeof ZConsoleAgreement>;

/** A new agreement version, or a change of one whose publish time has not come. */
export const ZAgreementForm = z.object({
  agreementType: ZAgreementType,
  lang: z.enum(['zh', 'en'], { error: 'validation.invalid' }),
  version: zLine('console.agreements.versionRequired')
    .min(1, { error: 'console.agreements.versionRequired' })
    .refine((v) => AGREEMENT_VERSION_RE.test(v), { error: 'console.agreements.versionPattern' }),
  content: zHtml('console.agreements.contentRequired'),
  publishTime: zTime('console.agreements.publishTimeRequired'),
  failureTime: zTime().nullable().default(null),
});
export type TAgreementForm = z.input<typeof ZAgreementForm>;

export const ZAgreementQuery = z.object({
  agreementType: ZAgreementType.optional(),
  lang: z.enum(['zh', 'en'], { error: 'validation.invalid' }).optional(),
});
