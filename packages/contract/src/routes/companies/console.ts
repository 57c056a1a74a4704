import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLongText } from '../../validation.ts';
import { ACCOUNT_TYPES } from '../accounts/login.ts';
import { SIGNUP_CHANNELS } from '../accounts/registration.ts';

/**
 * The secretariat's review queues: enterprise certifications and registration audits. Only a
 * pending item (status 0) can be decided; each decision writes the audit log and sends the
 * user(s) concerned an inbox message.
 */

/** The audit actions of the review queues (the audit log's filter and labels). */
export const REVIEW_AUDIT_ACTIONS = [
  'company.approve',
  'company.reject',
  'registration.approve',
  'registration.reject',
] as const;

/** The inbox messages a decision sends; their texts take the parameters named. */
export const REVIEW_INBOX_KEYS = {
  companyApproved: 'inbox.company.approved',
  companyRejected: 'inbox.company.rejected',
  registrationApproved: 'inbox.registration.approved',
  registrationRejected: 'inbox.registration.rejected',
} as const;

export const REJECT_REASON_MAX = 200;

const zStatus = (key: string) =>
  z.coerce
    .number<string | number>({ error: key })
    .int({ error: key })
    .min(0, { error: key })
    .max(2, { error: key });

export const ZRejectReason = z.object({
  reason: zLongText('console.reviews.reasonRequired')
    .min(1, { error: 'console.reviews.reasonRequired' })
    .max(REJECT_REASON_MAX, { error: 'console.reviews.reasonTooLong' }),
});
export type TRejectReason = z.infer<typeof ZRejectReason>;

/** A certification in the queue. */
export const ZCompanyReviewItem = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  creditCode: z.string().nullable(),
  companyStatus: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type TCompanyReviewItem = z.infer<typeof ZCompanyReviewItem>;

/** A certification with every field the user submitted and the image ids (GET /c/attachments/{id}). */
export const ZCompanyReview = ZCompanyReviewItem.extend({
  companyType: z.string().nullable(),
  companyEmail: z.string().nullable(),
  companyAddress: z.string().nullable(),
  corporation: z.string().nullable(),
  companyContacts: z.string().nullable(),
  companyContactPhone: z.string().nullable(),
  companyZipCode: z.string().nullable(),
  licenceAttachmentId: z.number().int().nullable(),
  billingAttachmentId: z.number().int().nullable(),
  reasonReject: z.string().nullable(),
  /** The deciding operator's username. */
  reviewedBy: z.string().nullable(),
  /** The company's portal users: each gets the decision's inbox message. */
  users: z.array(
    z.object({ id: z.number().int(), userAccount: z.string(), userName: z.string().nullable() }),
  ),
});
export type TCompanyReview = z.infer<typeof ZCompanyReview>;

/** A user's registration in the audit queue. */
export const ZRegistrationReview = z.object({
  id: z.number().int(),
  userAccount: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** How the account was made; null for accounts older than the record of it. */
  signupChannel: z.enum(SIGNUP_CHANNELS).nullable(),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  auditStatus: z.number().int(),
  reasonReject: z.string().nullable(),
  createdAt: z.string(),
  /** When the answers came (the supplement form, or a correction); null: none yet. */
  submittedAt: z.string().nullable(),
});
export type TRegistrationReview = z.infer<typeof ZRegistrationReview>;

/**
 * One registration with every answer the person gave, dictionary choices named in the
 * operator's language, and the company's certification status (the certification, not this
 * review, vouches for a company: decision 198).
 */
export const ZRegistrationDetail = ZRegistrationReview.extend({
  companyCode: z.string().nullable(),
  /** The company's certification: null none, 0 under review, 1 certified, 2 rejected. */
  companyStatus: z.number().int().nullable(),
  companyType: z.string().nullable(),
  contacts: z.string().nullable(),
  department: z.string().nullable(),
  job: z.string().nullable(),
  /** The industry path's names, first level first. */
  industry: z.array(z.string()),
  otherProfession: z.string().nullable(),
  demand: z.string().nullable(),
  channel: z.array(z.string()),
  otherChannel: z.string().nullable(),
  /** The phone registration form's industry category and company form, named. */
  industryCategory: z.string().nullable(),
  companyForm: z.string().nullable(),
});
export type TRegistrationDetail = z.infer<typeof ZRegistrationDetail>;

const reviewers = ['reviewer'] as const;
const companyParams = z.object({ id: zId });
const userParams = z.object({ userId: zId });

export const consoleReviewsRoutes = {
  companyQueue: defineRoute({
    method: 'GET',
    path: '/c/reviews/companies',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Enterprise certifications by status (default 0, pending: oldest submission first; ' +
      'decided ones newest decision first)',
    query: ZPageQuery.extend({ status: zStatus('validation.invalid').default(0) }),
    data: page(ZCompanyReviewItem),
  }),
  companyReview: defineRoute({
    method: 'GET',
    path: '/c/reviews/companies/{id}',
    auth: 'operator',
    roles: reviewers,
    summary: 'One certification with every field, the two image ids and the company users',
    params: companyParams,
    data: ZCompanyReview,
  }),
  companyApprove: defineRoute({
    method: 'POST',
    path: '/c/reviews/companies/{id}/approve',
    auth: 'operator',
    roles: reviewers,
    summary: 'Certifies a pending company (status 1); its users get an inbox message',
    params: companyParams,
    data: ZCompanyReview,
  }),
  companyReject: defineRoute({
    method: 'POST',
    path: '/c/reviews/companies/{id}/reject',
    auth: 'operator',
    roles: reviewers,
    summary: 'Rejects a pending certification (status 2) with a reason its users read in their inbox',
    params: companyParams,
    body: ZRejectReason,
    data: ZCompanyReview,
  }),
  registrationQueue: defineRoute({
    method: 'GET',
    path: '/c/reviews/registrations',
    auth: 'operator',
    roles: reviewers,
    summary:
      'Registrations by audit status (default 0, pending: those with answers, oldest answers ' +
      'first; decided ones newest first)',
    query: ZPageQuery.extend({ auditStatus: zStatus('validation.invalid').default(0) }),
    data: page(ZRegistrationReview),
  }),
  registrationReview: defineRoute({
    method: 'GET',
    path: '/c/reviews/registrations/{userId}',
    auth: 'operator',
    roles: reviewers,
    summary: "One registration with every answer, the sign-up channel and the company's certification",
    params: userParams,
    data: ZRegistrationDetail,
  }),
  registrationApprove: defineRoute({
    method: 'POST',
    path: '/c/reviews/registrations/{userId}/approve',
    auth: 'operator',
    roles: reviewers,
    summary: 'Approves a pending registration with answers (audit 1); the user gets an inbox message',
    params: userParams,
    data: ZRegistrationDetail,
  }),
  registrationReject: defineRoute({
    method: 'POST',
    path: '/c/reviews/registrations/{userId}/reject',
    auth: 'operator',
    roles: reviewers,
    summary: 'Fails a pending registration (audit 2) with a reason; the user must correct it',
    params: userParams,
    body: ZRejectReason,
    data: ZRegistrationDetail,
  }),
} as const;
