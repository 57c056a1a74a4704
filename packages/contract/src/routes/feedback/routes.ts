import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../../constants.ts';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { EMAIL_RE } from '../../text-rules.ts';
import { zCaptchaToken, zId, zLine, zLongText, zRawLine } from '../../validation.ts';

/** The feedback form's limits (spec 02 §5 "Feedback"; the spec gives only the e-mail's). */
export const FEEDBACK_LIMITS = {
  companyName: NAME_MAX,
  nickname: NAME_MAX,
  mail: EMAIL_MAX,
  phone: 20,
  information: 1000,
  answerNote: 1000,
  /** Sends per user and per address in the window (services.limiter). */
  perUser: 5,
  perAddress: 20,
  windowMs: 60 * 60 * 1000,
} as const;

/** A phone as people write it: digits with +, spaces, hyphens and brackets, 5 to 20 long. */
export const FEEDBACK_PHONE_RE = /^\+?[0-9][0-9 ()-]{3,18}[0-9]$/;

/** Where a message stands in the console's feedback inbox: new, read, answered. */
export const FEEDBACK_STATES = ['new', 'read', 'answered'] as const;
export type TFeedbackState = (typeof FEEDBACK_STATES)[number];

export const FEEDBACK_AUDIT_ACTIONS = ['feedback.read', 'feedback.answer'] as const;

const requiredLine = (key: string, max: number) =>
  zLine(key).min(1, { error: key }).max(max, { error: 'validation.tooLong' });

/** POST /api/p/suggest/save (spec 02 §3 "Feedback"): the form plus the passed captcha's proof. */
export const ZFeedbackSave = z.object({
  companyName: requiredLine('feedback.companyNameRequired', FEEDBACK_LIMITS.companyName),
  nickname: requiredLine('feedback.nicknameRequired', FEEDBACK_LIMITS.nickname),
  mail: zRawLine('validation.emailRequired')
    .trim()
    .min(1, { error: 'validation.emailRequired' })
    .max(FEEDBACK_LIMITS.mail, { error: 'validation.emailTooLong' })
    .regex(EMAIL_RE, { error: 'feedback.mailWrong' }),
  phone: requiredLine('feedback.phoneRequired', FEEDBACK_LIMITS.phone).regex(FEEDBACK_PHONE_RE, {
    error: 'feedback.phoneWrong',
  }),
  information: zLongText('feedback.informationRequired')
    .min(1, { error: 'feedback.informationRequired' })
    .max(FEEDBACK_LIMITS.information, { error: 'validation.tooLong' }),
  token: zCaptchaToken,
});
export type TFeedbackSave = z.infer<typeof ZFeedbackSave>;

/** A message as the console's inbox lists it. */
export const ZFeedbackItem = z.object({
  id: z.number().int(),
  companyName: z.string(),
  nickname: z.string(),
  mail: z.string(),
  phone: z.string(),
  information: z.string(),
  state: z.enum(FEEDBACK_STATES),
  answerNote: z.string().nullable(),
  /** The sender's login name; times are ISO 8601 UTC. */
  userAccount: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;

export const ZFeedbackQuery = ZPageQuery.extend({
  state: z.enum(FEEDBACK_STATES, { error: 'validation.invalid' }).optional(),
});

export const ZFeedbackAnswer = z.object({
  answerNote: zLongText('console.feedback.noteRequired')
    .min(1, { error: 'console.feedback.noteRequired' })
    .max(FEEDBACK_LIMITS.answerNote, { error: 'validation.tooLong' }),
});

/** Who keeps the feedback inbox: the editors who keep the site's content (decision in docs). */
const editors = ['editor'] as const;
const idParams = z.object({ id: zId });

export const feedbackRoutes = {
  feedbackSave: defineRoute({
    method: 'POST',
    path: '/p/suggest/save',
    auth: 'user',
    summary:
      "Sends feedback (spec 02 §2 /Feedback): a certified company's user, a passed captcha (consumed), " +
      'at most 5 per user and 20 per address an hour',
    body: ZFeedbackSave,
    data: z.null(),
  }),
  feedbackList: defineRoute({
    method: 'GET',
    path: '/c/feedback',
    auth: 'operator',
    roles: editors,
    summary: 'The feedback inbox, newest first, filtered by state',
    query: ZFeedbackQuery,
    data: page(ZFeedbackItem),
  }),
  feedbackRead: defineRoute({
    method: 'POST',
    path: '/c/feedback/{id}/read',
    auth: 'operator',
    roles: editors,
    summary: 'Marks a new message read (an answered or read one stays as it is)',
    params: idParams,
    data: ZFeedbackItem,
  }),
  feedbackAnswer: defineRoute({
    method: 'POST',
    path: '/c/feedback/{id}/answer',
    auth: 'operator',
    roles: editors,
    summary: 'Marks a message answered with a note of how it was answered (the note may be changed later)',
    params: idParams,
    body: ZFeedbackAnswer,
    data: ZFeedbackItem,
  }),
} as const;
