import type { TUserCompany } from '@steel-epd/contract';
import { ZCompanyCertification } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { type CertificationValues, initialValues, toCertification } from './form-values.ts';

const rejected: TUserCompany = {
  id: 3,
  companyStatus: 2,
  companyName: 'Baosteel Testing Co',
  companyEmail: 'qa@example.com',
  companyType: null,
  companyCode: 'C1',
  reasonReject: 'blurred licence',
  creditCode: '91310000132200821H',
  companyAddress: '1 Steel Road',
  corporation: 'Zhang San',
  companyContacts: 'Li Si',
  companyContactPhone: '021-12345678',
  companyZipCode: '200000',
  licenceAttachmentId: 41,
  billingAttachmentId: 42,
};

describe('initialValues', () => {
  it("prefills every field and both images from a rejected company's answer", () => {
    const values = initialValues(rejected, 'Registered Name');
    expect(values).toEqual({
      companyName: 'Baosteel Testing Co',
      companyEmail: 'qa@example.com',
      companyCreditCode: '91310000132200821H',
      companyAddress: '1 Steel Road',
      corporation: 'Zhang San',
      companyContacts: 'Li Si',
      companyContactPhone: '021-12345678',
      companyZipCode: '200000',
      licenceId: 41,
      billingId: 42,
    });
    // Sent back unchanged, it is a body the contract accepts.
    expect(ZCompanyCertification.safeParse(toCertification(values as CertificationValues)).success).toBe(
      true,
    );
  });

  it('falls back to the registered company name', () => {
    expect(initialValues(null, 'Registered Name')).toMatchObject({ companyName: 'Registered Name' });
    expect(initialValues(undefined, null)).toMatchObject({ companyName: '' });
    expect(initialValues(null, 'Registered Name')).not.toHaveProperty('licenceId');
    expect(initialValues(null, 'Registered Name')).not.toHaveProperty('billingId');
  });
});

describe('toCertification', () => {
  it('sends licence then billing, in a body the contract accepts', () => {
    const body = toCertification({
      companyCreditCode: '91310000132200821H',
      companyName: 'Shougang Steel',
      companyEmail: 'info@example.com',
      companyAddress: '1 Steel Road',
      corporation: 'Zhang San',
      companyContacts: 'Li Si',
      companyContactPhone: '13800138000',
      companyZipCode: '100000',
      licenceId: 11,
      billingId: 12,
    });
    expect(body.attachmentId).toEqual([11, 12]);
    expect(ZCompanyCertification.safeParse(body).success).toBe(true);
  });
});
