import { describe, expect, it } from 'vitest';
import { auditView, companyView } from './status-view.ts';

describe('companyView', () => {
  it('offers certification for no status and for a rejected review, with its reason', () => {
    expect(companyView(null)).toMatchObject({
      canCertify: true,
      showReason: false,
      text: 'personal.companyNone',
    });
    expect(companyView(undefined)).toMatchObject({ canCertify: true });
    expect(companyView(2)).toMatchObject({
      canCertify: true,
      showReason: true,
      text: 'personal.companyRejected',
    });
    expect(companyView(9)).toMatchObject({ canCertify: true, text: 'personal.companyNone' });
  });

  it('shows a review in progress without any action', () => {
    expect(companyView(0)).toMatchObject({
      canCertify: false,
      canChangeMail: false,
      text: 'personal.companyReviewing',
    });
  });

  it('allows the e-mail change only when certified', () => {
    expect(companyView(1)).toMatchObject({ canCertify: false, canChangeMail: true });
    for (const status of [null, 0, 2]) expect(companyView(status).canChangeMail).toBe(false);
  });
});

describe('auditView', () => {
  it('reads 0 as under review, 2 as failed with a fix, anything else as approved', () => {
    expect(auditView(0)).toMatchObject({ text: 'personal.auditReviewing', canFix: false });
    expect(auditView(2)).toMatchObject({ text: 'personal.auditFailed', canFix: true });
    expect(auditView(1)).toMatchObject({ text: 'personal.auditApproved', canFix: false });
    expect(auditView(null)).toMatchObject({ canFix: false });
  });
});
