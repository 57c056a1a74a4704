import type { TextKey } from '@steel-epd/contract';

/** What an action needs of the session before it may run. */
export interface GateNeeds {
  /** The user's registration must not be under review (0) or failed (2). */
  readonly audit?: boolean;
  /** The enterprise must be certified (company status 1). */
  readonly company?: boolean;
}

/** Applying for an EPD/CFP needs an approved registration and a certified company (spec 01 §2, §4). */
export const APPLY_GATE: GateNeeds = { audit: true, company: true };
/** The low-carbon steel application needs a certified company (spec 01 §2 "approval needed"). */
export const COMPANY_GATE: GateNeeds = { company: true };

export interface GateSession {
  readonly loggedIn: boolean;
  readonly auditStatus: number | null;
  readonly companyStatus: number | null;
}

export type GateDecision =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'login' }
  /** Blocked; the reason is shown as a warning. */
  | { readonly kind: 'warn'; readonly reason: TextKey }
  /** Blocked; a confirm box offers to go to `to`. */
  | { readonly kind: 'confirm'; readonly to: string; readonly title: TextKey; readonly content: TextKey };

const PROCEED: GateDecision = { kind: 'proceed' };

/**
 * The action gate (spec 01 §4, spec 02 §4 "Download flow" and "User audit status"), one rule
 * for every gated action: anonymous users log in first; a registration under review (audit 0)
 * is a warning; a failed registration (audit 2) is a confirm leading to /information, or to
 * /userinfo on a phone; then the company: under review (0) is a warning that certification is
 * pending, certified (1) proceeds, anything else (none, 2 "not certified after review", or an
 * unknown value) is a confirm offering /enterprise (decision 6).
 */
export const decideGate = (
  session: GateSession,
  needs: GateNeeds = { audit: true, company: true },
  device: 'desktop' | 'mobile' = 'desktop',
): GateDecision => {
  if (!session.loggedIn) return { kind: 'login' };
  if (needs.audit === true) {
    if (session.auditStatus === 0) return { kind: 'warn', reason: 'gate.auditPending' };
    if (session.auditStatus === 2) {
      return {
        kind: 'confirm',
        to: device === 'mobile' ? '/userinfo' : '/information',
        title: 'gate.auditFailedTitle',
        content: 'gate.auditFailed',
      };
    }
  }
  if (needs.company === true) {
    if (session.companyStatus === 1) return PROCEED;
    if (session.companyStatus === 0) return { kind: 'warn', reason: 'gate.companyReviewing' };
    return {
      kind: 'confirm',
      to: '/enterprise',
      title: 'gate.certifyTitle',
      content: 'gate.certify',
    };
  }
  return PROCEED;
};
