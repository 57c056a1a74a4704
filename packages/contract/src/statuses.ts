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
