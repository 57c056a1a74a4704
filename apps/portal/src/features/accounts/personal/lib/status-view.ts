import { AUDIT_STATUS, COMPANY_STATUS, type TextKey } from '@steel-epd/contract';

export type Tone = 'success' | 'processing' | 'warning' | 'error' | 'default';

export interface CompanyView {
  readonly text: TextKey;
  readonly tone: Tone;
  /** The certify button shows (spec 02 §4: null or 2). */
  readonly canCertify: boolean;
  /** The company e-mail may be changed (spec 01 §4: certified only). */
  readonly canChangeMail: boolean;
  /** The review's reason is shown (status 2). */
  readonly showReason: boolean;
}

/**
 * The personal centre's reading of the company status (spec 02 §4, decision 6): 1 certified,
 * 0 under review, 2 not certified after review (with the reason), none not certified; other
 * values are not shown by the spec and read as not certified.
 */
export const companyView = (status: number | null | undefined): CompanyView => {
  if (status === COMPANY_STATUS.certified) {
    return {
      text: 'personal.companyCertified',
      tone: 'success',
      canCertify: false,
      canChangeMail: true,
      showReason: false,
    };
  }
  if (status === COMPANY_STATUS.pending) {
    return {
      text: 'personal.companyReviewing',
      tone: 'processing',
      canCertify: false,
      canChangeMail: false,
      showReason: false,
    };
  }
  if (status === COMPANY_STATUS.rejected) {
    return {
      text: 'personal.companyRejected',
      tone: 'error',
      canCertify: true,
      canChangeMail: false,
      showReason: true,
    };
  }
  return {
    text: 'personal.companyNone',
    tone: 'default',
    canCertify: true,
    canChangeMail: false,
    showReason: false,
  };
};

export interface AuditView {
  readonly text: TextKey;
  readonly tone: Tone;
  /** A failed registration is corrected on /information (spec 01 §4). */
  readonly canFix: boolean;
}

/** The registration (audit) status (spec 01 §4): 0 under review, 1 approved, 2 failed; others normal. */
export const auditView = (status: number | null | undefined): AuditView => {
  if (status === AUDIT_STATUS.pending)
    return { text: 'personal.auditReviewing', tone: 'processing', canFix: false };
  if (status === AUDIT_STATUS.failed) return { text: 'personal.auditFailed', tone: 'error', canFix: true };
  return { text: 'personal.auditApproved', tone: 'success', canFix: false };
};
