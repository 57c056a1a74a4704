import { z } from 'zod';
import { CREDIT_CODE_LENGTH } from '../../constants.ts';
import { defineRoute } from '../../route.ts';
import { PHONE_RE } from '../../text-rules.ts';
import { isCreditCode, zCompanyEmail, zCompanyName, zId, zIdOf, zLine, zRawLine } from '../../validation.ts';
import { ACCOUNT_TYPES, ZPortalUser } from '../accounts/login.ts';
import { ZUserModify } from '../accounts/registration.ts';

/**
 * Enterprise certification and the user's own company and user details (spec 01 §4, §7;
 * spec 02 §3 "Company certification", §4, §5). Every call here reads or changes only the
 * caller's own user and company.
 */

/** The upload business types of the two certification images (spec 02 §7 "Files"). */
export const CERTIFICATION_IMAGE_TYPES = {
  licence: 'COMPANY_LICENSE',
  billing: 'COMPANY_BILL_INFO',
} as const;

/**
 * The characters of a unified social credit code (GB 32100-2015): digits and upper-case letters
 * without I, O, Z, S and V. Lower case is upper-cased first; the last character is the check
 * character (`isCreditCode`, docs/decisions.md 52).
 */
export const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
/** A mainland postal code: 6 digits. */
export const ZIP_CODE_RE = /^\d{6}$/;
/** A landline with its area code (010-12345678, 0571 1234567, an extension after '-'). */
export const LANDLINE_RE = /^0\d{2,3}[- ]?\d{7,8}(?:-\d{1,6})?$/;
/** Free-text limits of the certification form (spec silent; docs/decisions.md). */
export const CERTIFICATION_TEXT_MAX = { address: 128, corporation: 32, contacts: 32 } as const;

const requiredText = (key: string, max: number) =>
  zLine(key).min(1, { error: key }).max(max, { error: 'validation.tooLong' });

export const zCertificationCreditCode = zLine('validation.creditCodeRequired')
  .toUpperCase()
  .min(1, { error: 'validation.creditCodeRequired' })
  .length(CREDIT_CODE_LENGTH, { error: 'validation.creditCodeLength' })
  .regex(CREDIT_CODE_RE, { error: 'validation.creditCodeChars' })
  // A code of wrong length or characters has its message already.
  .refine((v) => !CREDIT_CODE_RE.test(v) || isCreditCode(v), { error: 'validation.creditCodeCheck' });

export const zZipCode = zLine('validation.zipCodeRequired')
  .min(1, { error: 'validation.zipCodeRequired' })
  .regex(ZIP_CODE_RE, { error: 'validation.zipCodeWrong' });

/** A mainland mobile number or a landline with its area code. */
export const zContactPhone = zLine('validation.contactPhoneRequired')
  .min(1, { error: 'validation.contactPhoneRequired' })
  .refine((v) => PHONE_RE.test(v) || LANDLINE_RE.test(v), { error: 'validation.contactPhoneWrong' });

/**
 * The two certification images, licence first then billing: the spec's text
 * `"licenceId,billingId"`, or the array `[licenceId, billingId]`. Errors name `attachmentId.0`
 * (licence) or `attachmentId.1` (billing).
 */
export const zCertificationImages = z
  .union([zRawLine().max(64), z.array(z.union([z.number(), zRawLine()]))], {
    error: 'validation.licenceRequired',
  })
  .transform((value) => {
    const parts = typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value;
    // Missing entries become '' so that each gets its own "please upload" message; more than two
    // stay as they are for the tuple to refuse, hence the pair type is only claimed here.
    return (parts.length < 2 ? [parts[0] ?? '', parts[1] ?? ''] : parts) as [
      string | number,
      string | number,
    ];
  })
  .pipe(
    z.tuple([zIdOf('validation.licenceRequired'), zIdOf('validation.billingRequired')], {
      error: 'validation.invalid',
    }),
  );

/** The enterprise-certification form (spec 02 §3, §5). */
export const ZCompanyCertification = z.object({
  companyCreditCode: zCertificationCreditCode,
  companyName: zCompanyName,
  companyEmail: zCompanyEmail,
  attachmentId: zCertificationImages,
  companyAddress: requiredText('validation.addressRequired', CERTIFICATION_TEXT_MAX.address),
  corporation: requiredText('validation.corporationRequired', CERTIFICATION_TEXT_MAX.corporation),
  companyContacts: requiredText('validation.contactsRequired', CERTIFICATION_TEXT_MAX.contacts),
  companyContactPhone: zContactPhone,
  companyZipCode: zZipCode,
});
export type TCompanyCertification = z.input<typeof ZCompanyCertification>;

/** The caller's company as the portal reads it; every member is null when they have none. */
export const ZUserCompany = z.object({
  id: z.number().int().nullable(),
  companyStatus: z.number().int().nullable(),
  companyName: z.string().nullable(),
  companyEmail: z.string().nullable(),
  companyType: z.string().nullable(),
  companyCode: z.string().nullable(),
  /** The secretariat's reason of a rejected certification (status 2). */
  reasonReject: z.string().nullable(),
  creditCode: z.string().nullable(),
  /**
   * The rest of the last certification's answers, so that a rejected company corrects its form
   * rather than typing it again; the images are the ids of GET /p/attachment/{id} previews.
   */
  companyAddress: z.string().nullable(),
  corporation: z.string().nullable(),
  companyContacts: z.string().nullable(),
  companyContactPhone: z.string().nullable(),
  companyZipCode: z.string().nullable(),
  licenceAttachmentId: z.number().int().nullable(),
  billingAttachmentId: z.number().int().nullable(),
});
export type TUserCompany = z.infer<typeof ZUserCompany>;

export const ZCompanyDetail = z.object({
  companyType: z.string().nullable(),
  companyName: z.string(),
  companyCode: z.string(),
  companyStatus: z.number().int().nullable(),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;

export const ZUserDetail = z.object({
  /** 1 active, 0 deregistration under review. */
  userStatus: z.number().int(),
  userName: z.string().nullable(),
  auditStatus: z.number().int(),
  reasonReject: z.string().nullable(),
  userAccount: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

export const companyRoutes = {
  certify: defineRoute({
    method: 'POST',
    path: '/p/company/insert/uc',
    auth: 'user',
    summary:
      "Submits the caller's enterprise certification (status becomes 0); allowed at status null or 2. " +
      'attachmentId is "licenceId,billingId" (or [licenceId, billingId]) of the caller\'s own ' +
      'COMPANY_LICENSE and COMPANY_BILL_INFO uploads. The portal then refreshes its token',
    body: ZCompanyCertification,
    data: ZUserCompany,
  }),
  companyOfUser: defineRoute({
    method: 'GET',
    path: '/p/portal/company/user/{userId}',
    auth: 'user',
    summary: "The caller's company and its certification status; another user's id answers 403",
    params: z.object({ userId: zId }),
    data: ZUserCompany,
  }),
  companyDetail: defineRoute({
    method: 'GET',
    path: '/p/company/detail/{companyCode}',
    auth: 'user',
    summary: "The caller's own company by its code; any other code answers 404",
    params: z.object({ companyCode: zLine().min(1).max(64) }),
    data: ZCompanyDetail,
  }),
  updateMail: defineRoute({
    method: 'POST',
    path: '/p/company/updateMail',
    auth: 'user',
    summary: "Changes the e-mail of the caller's certified company (status 1 only); id is the company's",
    body: z.object({ companyEmail: zCompanyEmail, id: zId }),
    data: ZUserCompany,
  }),
  userDetail: defineRoute({
    method: 'GET',
    path: '/p/portal/user/detail/{id}',
    auth: 'user',
    summary: "The caller's own user status, name and registration audit; another id answers 403",
    params: z.object({ id: zId }),
    data: ZUserDetail,
  }),
  userModify: defineRoute({
    method: 'POST',
    path: '/p/user/modify',
    auth: 'user',
    summary:
      'Corrects a failed registration (audit status 2 only): the supplement answers again, or the ' +
      'user and company name alone; the registration goes back under review (0)',
    body: ZUserModify,
    data: ZPortalUser,
  }),
} as const;
