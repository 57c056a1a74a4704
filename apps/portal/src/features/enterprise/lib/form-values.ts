import type { TCompanyCertification, TUserCompany } from '@steel-epd/contract';

/** The certification form's fields; the two images are attachment ids until both are uploaded. */
export interface CertificationValues {
  companyCreditCode: string;
  companyName: string;
  companyEmail: string;
  companyAddress: string;
  corporation: string;
  companyContacts: string;
  companyContactPhone: string;
  companyZipCode: string;
  licenceId?: number;
  billingId?: number;
}

/**
 * What the form starts with: the company's answer where the server has one (after a rejected
 * review), else the company name the user registered with (spec 02 §5: prefilled when known).
 */
export const initialValues = (
  company: TUserCompany | null | undefined,
  registeredName: string | null,
): Partial<CertificationValues> => ({
  companyName: company?.companyName ?? registeredName ?? '',
  companyEmail: company?.companyEmail ?? '',
  companyCreditCode: company?.creditCode ?? '',
});

/** The request body: the images travel licence first, then billing (spec 02 §3). */
export const toCertification = (values: CertificationValues): TCompanyCertification => ({
  companyCreditCode: values.companyCreditCode,
  companyName: values.companyName,
  companyEmail: values.companyEmail,
  attachmentId: [values.licenceId ?? 0, values.billingId ?? 0],
  companyAddress: values.companyAddress,
  corporation: values.corporation,
  companyContacts: values.companyContacts,
  companyContactPhone: values.companyContactPhone,
  companyZipCode: values.companyZipCode,
});
