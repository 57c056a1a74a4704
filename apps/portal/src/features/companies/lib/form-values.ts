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
 * What the form starts with: every answer of the company's last submission where the server has
 * one (after a rejected review: all eight fields and both images), else the company name the
 * user registered with (spec 02 §5: prefilled when known).
 */
export const initialValues = (
  company: TUserCompany | null | undefined,
  registeredName: string | null,
): Partial<CertificationValues> => {
  const values: Partial<CertificationValues> = {
    companyName: company?.companyName ?? registeredName ?? '',
    companyEmail: company?.companyEmail ?? '',
    companyCreditCode: company?.creditCode ?? '',
    companyAddress: company?.companyAddress ?? '',
    corporation: company?.corporation ?? '',
    companyContacts: company?.companyContacts ?? '',
    companyContactPhone: company?.companyContactPhone ?? '',
    companyZipCode: company?.companyZipCode ?? '',
  };
  // An image the form has not got stays absent: its field then asks for an upload.
  if (company?.licenceAttachmentId != null) values.licenceId = company.licenceAttachmentId;
  if (company?.billingAttachmentId != null) values.billingId = company.billingAttachmentId;
  return values;
};

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
