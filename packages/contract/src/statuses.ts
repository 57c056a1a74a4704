/**
 * The status values the spec names, written once (spec 01 §4, spec 02 §4). The database keeps
 * the numbers; code names them through these.
 */

/** Enterprise certification of a company: 0 under review, 1 certified, 2 rejected; null never applied. */
export const COMPANY_STATUS = { pending: 0, certified: 1, rejected: 2 } as const;
export const COMPANY_STATUSES = [
  COMPANY_STATUS.pending,
  COMPANY_STATUS.certified,
  COMPANY_STATUS.rejected,
] as const;

/** Registration audit of a user: 0 under review, 1 approved, 2 failed (must be corrected). */
export const AUDIT_STATUS = { pending: 0, approved: 1, failed: 2 } as const;
export const USER_AUDIT_STATUSES = [
  AUDIT_STATUS.pending,
  AUDIT_STATUS.approved,
  AUDIT_STATUS.failed,
] as const;

/**
 * A user account (spec 02 §4 "User status 0 … deregistration under review"): 1 active, 0
 * deregistration requested and under review (the user can still log in, to revoke it), 2 closed
 * (approved: the account is anonymised and locked, it never logs in again).
 */
export const USER_STATUS = { deregistering: 0, active: 1, closed: 2 } as const;

/** Message status (spec 01 §3): 0 unread, 1 read. Opening one or mark-all-read moves 0 to 1. */
export const MESSAGE_STATUS = { unread: 0, read: 1 } as const;
export const MESSAGE_STATUSES = [MESSAGE_STATUS.unread, MESSAGE_STATUS.read] as const;

/**
 * An EPD version's status as the public sees it (spec 02 §4 "Expiry"): valid, published and not
 * expired; expired, its expiry date is before today (in the platform's time zone); superseded, a
 * renewal replaced it; withdrawn, reachable by its QR code with its status only. A draft has none.
 */
export const EPD_PUBLIC_STATUSES = ['valid', 'expired', 'superseded', 'withdrawn'] as const;
export type EpdPublicStatus = (typeof EPD_PUBLIC_STATUSES)[number];

/** The public status of a version (null for a draft); `today` and `expiryDate` are YYYY-MM-DD. */
export const epdPublicStatus = (
  status: string,
  expiryDate: string,
  today: string,
): EpdPublicStatus | null => {
  switch (status) {
    case 'withdrawn':
    case 'superseded':
      return status;
    case 'published':
      return expiryDate < today ? 'expired' : 'valid';
    default:
      return null;
  }
};

/**
 * An application's stage (spec 02 §4 "Application progress", applyStatus): 10 application,
 * 20 contract generation, 30 LCA calculation, 40 independent verification, 50 report
 * production, 60 review-panel review, 70 report release. The steps up to the current one are done.
 */
export const APPLY_STAGE = {
  application: 10,
  contract: 20,
  lcaCalculation: 30,
  verification: 40,
  reportProduction: 50,
  panelReview: 60,
  release: 70,
} as const;
export type ApplyStage = (typeof APPLY_STAGE)[keyof typeof APPLY_STAGE];

/** Service quote status (spec 02 §4): 0 not initiated, 1 pending confirmation, 2 confirmed, 3 rejected. */
export const QUOTE_STATUS = { none: 0, pending: 1, confirmed: 2, rejected: 3 } as const;
export const QUOTE_STATUSES = [0, 1, 2, 3] as const;

/**
 * Contract status (spec 02 §4): 0 not initiated, 1 not initiated for now, 2 awaiting the
 * customer's confirmation, 3 signed, 4 refused by the customer.
 */
export const CONTRACT_STATUS = { none: 0, notYet: 1, pending: 2, signed: 3, refused: 4 } as const;
export const CONTRACT_STATUSES = [0, 1, 2, 3, 4] as const;

/**
 * LCA validation status of an application (spec 02 §4): 2 the secretariat asked for corrected
 * data (the applicant re-uploads and confirms, which sends 0); 1 the data was accepted; 0 nothing
 * asked, or corrected data sent and waiting.
 */
export const LCA_VALIDATE_STATUS = { open: 0, accepted: 1, correctionAsked: 2 } as const;
export const LCA_VALIDATE_STATUSES = [0, 1, 2] as const;

/** Verification state (spec 02 §4 "Verification state (verifyState)"): 1 failed (red), 2 succeeded, 3 in progress; a new request starts in progress. */
export const VERIFY_STATE = { failed: 1, succeeded: 2, inProgress: 3 } as const;
export const VERIFY_STATES = [VERIFY_STATE.failed, VERIFY_STATE.succeeded, VERIFY_STATE.inProgress] as const;
export type VerifyState = (typeof VERIFY_STATES)[number];
