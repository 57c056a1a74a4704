import { z } from 'zod';
import { zId, zLongText } from '../../validation.ts';

/** The quote and the contract of an application as the company decides on them (spec 02 §3 "Service price", "Contract"). */

/** The quote of an application (spec 02 §3 "Service price"). */
export const ZServicePrice = z.object({
  /** The quote's id (confirm and refuse take it), null when none was issued. */
  id: z.number().int().nullable(),
  applyId: z.number().int(),
  /** QUOTE_STATUS: 0 none, 1 awaiting confirmation, 2 confirmed, 3 rejected. */
  status: z.number().int(),
  /** The quote PDF (download `/p/attachment/download/{id}`), null when none. */
  attachmentPdfId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  issuedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The company's reason when it rejected the quote. */
  refusalReason: z.string().nullable(),
});
export type TServicePrice = z.infer<typeof ZServicePrice>;

/** The contract of an application (spec 02 §3 "Contract"). */
export const ZContractInfo = z.object({
  /** The contract's id (confirm and refuse take it with applyId), null when none was issued. */
  id: z.number().int().nullable(),
  applyId: z.number().int(),
  /** CONTRACT_STATUS: 0 none, 1 not yet, 2 awaiting confirmation, 3 signed, 4 refused. */
  status: z.number().int(),
  contractAttachmentVO: z.array(z.object({ name: z.string(), attachmentId: z.number().int() })),
  issuedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The company's reason when it refused the contract. */
  refusalReason: z.string().nullable(),
});
export type TContractInfo = z.infer<typeof ZContractInfo>;

export const ZContractDecision = z.object({ applyId: zId, id: zId });

/** The most a refusal reason of a quote or contract may hold (decision 196). */
export const REFUSAL_REASON_MAX = 500;

/** Why the company refuses a quote or contract: required, at most REFUSAL_REASON_MAX characters. */
export const zRefusalReason = zLongText('apply.refuse.reasonRequired')
  .min(1, { error: 'apply.refuse.reasonRequired' })
  .max(REFUSAL_REASON_MAX, { error: 'apply.refuse.reasonTooLong' });

export const ZPriceRefuse = z.object({ id: zId, reason: zRefusalReason });
export const ZContractRefuse = ZContractDecision.extend({ reason: zRefusalReason });
