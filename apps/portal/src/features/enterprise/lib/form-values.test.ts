import type { TUserCompany } from '@steel-epd/contract';
import { ZCompanyCertification } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { initialValues, toCertification } from './form-values.ts';

const rejected: TUserCompany = {
  id: 3,
  companyStatus: 2,
  companyName: 'Baosteel Testing Co',
  companyEmail: 'qa@example.com',
  companyType: null,
  companyCode: 'C1',
  reasonReject: 'blurred licence',
  creditCode: '91310000132200821H',
};

describe('initialValues', () => {
  it("prefills from a rejected company's answer", () => {
    expect(initialValues(rejected, 'Registered Name')).toEqual({
      companyName: 'Baosteel Testing Co',
      companyEmail: 'qa@example.com',
      companyCreditCode: '91310000132200821H',
    });
  });

  it('falls back to the registered company name', () => {
    expect(initialValues(null, 'Registered Name')).toMatchObject({ companyName: 'Registered Name' });
    expect(initialValues(undefined, null)).toMatchObject({ companyName: '' });
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
