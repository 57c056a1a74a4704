import {
  SIGNUP_CHANNELS,
  type TAccountType,
  type TCompanyReview,
  type TCompanyReviewItem,
  type TRegistrationReview,
  type TSignupChannel,
  type TUserCompany,
} from '@steel-epd/contract';
import type { CompanyRow } from './companies.store.ts';
import type { CompanyReviewRow, RegistrationRow } from './reviews.store.ts';

/** What the portal reads of the caller's company (ZUserCompany); all null without one. */
export const toUserCompany = (row: CompanyRow | undefined): TUserCompany => ({
  id: row?.id ?? null,
  companyStatus: row?.status ?? null,
  companyName: row?.name ?? null,
  companyEmail: row?.email ?? null,
  companyType: row?.company_type ?? null,
  companyCode: row?.code ?? null,
  reasonReject: row?.reason_reject ?? null,
  creditCode: row?.credit_code ?? null,
  companyAddress: row?.address ?? null,
  corporation: row?.corporation ?? null,
  companyContacts: row?.contacts ?? null,
  companyContactPhone: row?.contact_phone ?? null,
  companyZipCode: row?.zip_code ?? null,
  licenceAttachmentId: row?.licence_attachment_id ?? null,
  billingAttachmentId: row?.billing_attachment_id ?? null,
});

export const toCompanyReviewItem = (row: CompanyRow): TCompanyReviewItem => ({
  id: row.id,
  companyCode: row.code,
  companyName: row.name,
  creditCode: row.credit_code,
  companyStatus: row.status,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
});

export const toCompanyReview = (
  row: CompanyReviewRow,
  users: { id: number; account: string; user_name: string | null }[],
): TCompanyReview => ({
  ...toCompanyReviewItem(row),
  companyType: row.company_type,
  companyEmail: row.email,
  companyAddress: row.address,
  corporation: row.corporation,
  companyContacts: row.contacts,
  companyContactPhone: row.contact_phone,
  companyZipCode: row.zip_code,
  licenceAttachmentId: row.licence_attachment_id,
  billingAttachmentId: row.billing_attachment_id,
  reasonReject: row.reason_reject,
  reviewedBy: row.reviewer,
  users: users.map((u) => ({ id: u.id, userAccount: u.account, userName: u.user_name })),
});

const isSignupChannel = (value: string | null): value is TSignupChannel =>
  (SIGNUP_CHANNELS as readonly (string | null)[]).includes(value);

export const toRegistrationReview = (row: RegistrationRow): TRegistrationReview => ({
  id: row.id,
  userAccount: row.account,
  accountType: row.account_type as TAccountType,
  signupChannel: isSignupChannel(row.signup_channel) ? row.signup_channel : null,
  userName: row.user_name,
  companyName: row.company_name,
  auditStatus: row.audit_status,
  reasonReject: row.reason_reject,
  createdAt: row.created_at,
  submittedAt: row.registration_submitted_at,
});
