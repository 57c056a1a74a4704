import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { VERIFY_STATES, type VerifyState } from '../../statuses.ts';
import { zId, zLongText } from '../../validation.ts';
import {
  VERIFICATION_LIMITS,
  ZVerificationDetail,
  ZVerificationFeedback,
  ZVerificationRow,
} from './portal.ts';

/** The console's verification queue: the secretariat reads the requests and answers them. */

const zVerifyState = ZVerificationRow.shape.verifyState;
const idParams = z.object({ id: zId });

export const VERIFICATION_AUDIT_ACTIONS = ['verification.create', 'verification.answer'] as const;

export const ZConsoleVerificationItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userAccount: z.string().nullable(),
  companyName: z.string(),
  epdRegistrationNumber: z.string(),
  userContact: z.string(),
  verifyState: zVerifyState,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsoleVerificationItem = z.infer<typeof ZConsoleVerificationItem>;

export const ZConsoleVerificationFeedback = ZVerificationFeedback.extend({
  operatorName: z.string().nullable(),
});

export const ZConsoleVerificationDetail = ZVerificationDetail.omit({ relational: true }).extend({
  userId: z.number().int(),
  userAccount: z.string().nullable(),
  /** The published record the registration number named (its product, EPD or CFP). */
  productName: z.string().nullable(),
  productType: z.string().nullable(),
  feedback: z.array(ZConsoleVerificationFeedback),
});
export type TConsoleVerificationDetail = z.infer<typeof ZConsoleVerificationDetail>;

export const ZConsoleVerificationQuery = ZPageQuery.extend({
  /** Absent: every state. */
  state: z.coerce
    .number<string | number>({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .refine((v): v is VerifyState => (VERIFY_STATES as readonly number[]).includes(v), {
      error: 'validation.invalid',
    })
    .optional(),
});

/** The secretariat's answer: a state, a message (required) and up to 5 PDF files it uploaded. */
export const ZVerificationAnswer = z.object({
  verifyState: zVerifyState,
  feedbackMsg: zLongText('console.verification.messageRequired')
    .min(1, { error: 'console.verification.messageRequired' })
    .max(VERIFICATION_LIMITS.feedbackMsg, { error: 'validation.tooLong' }),
  /** Console uploads of businessType VERIFY_FEEDBACK, not yet given to anyone. */
  attachmentIds: z
    .array(zId, { error: 'validation.invalid' })
    .max(VERIFICATION_LIMITS.feedbackFiles, { error: 'validation.tooLong' })
    .default([]),
});
export type TVerificationAnswer = z.input<typeof ZVerificationAnswer>;

/** Who answers verification requests: the reviewers who decide submissions (decision in the report). */
const reviewers = ['reviewer'] as const;

export const consoleVerificationRoutes = {
  verificationQueue: defineRoute({
    method: 'GET',
    path: '/c/verifications',
    auth: 'operator',
    roles: reviewers,
    summary: 'Verification requests, newest first, filtered by state (1 failed, 2 succeeded, 3 in progress)',
    query: ZConsoleVerificationQuery,
    data: page(ZConsoleVerificationItem),
  }),
  verificationDetail: defineRoute({
    method: 'GET',
    path: '/c/verifications/{id}',
    auth: 'operator',
    roles: reviewers,
    summary: "One request with the user's PDF and every answer so far",
    params: idParams,
    data: ZConsoleVerificationDetail,
  }),
  verificationAnswer: defineRoute({
    method: 'POST',
    path: '/c/verifications/{id}/answer',
    auth: 'operator',
    roles: reviewers,
    summary:
      "Sets a request's state with a message and optional PDF files (shared with the user's company); " +
      'the answer is a feedback row, the user gets an inner message, the audit log an entry',
    params: idParams,
    body: ZVerificationAnswer,
    data: ZConsoleVerificationDetail,
  }),
} as const;
