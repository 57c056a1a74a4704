import type { TextKey } from '@steel-epd/contract';

/**
 * Status rules of spec 01 §2 "Routing rules" and §4, beyond login and approval:
 * - audit-approved: the user's registration must not be under review (0) or failed (2).
 * - company-status-known: a company status of 0 or none sends the visitor home (/epd/epdApplyFor).
 * - enterprise-open: /enterprise only while the company is neither under review (0) nor certified (1).
 */
export type StatusRule = 'audit-approved' | 'company-status-known' | 'enterprise-open';

/** A route's access data in the route table; guards read it, pages never re-check it. */
export interface RouteGuard {
  /** Anonymous visitors get the login prompt. */
  readonly login?: true;
  /** Login plus an approved enterprise (company status 1). */
  readonly approval?: true;
  readonly rules?: readonly StatusRule[];
  /** The route shows in the navigation only to this company type (/thirdAgency: '4'). */
  readonly navCompanyType?: string;
}

export interface GuardSession {
  loggedIn: boolean;
  companyStatus: number | null;
  companyType: string | null;
  auditStatus: number | null;
  /**
   * Whether the company status of a logged-in user has arrived. The session keeps it in memory
   * only, so after a reload it is unknown for a moment; routes that depend on it wait.
   */
  companyKnown: boolean;
}

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'prompt-login' }
  /** `reason` is a warning shown while redirecting, so the user learns why. */
  | { readonly kind: 'redirect'; readonly to: string; readonly reason?: TextKey }
  /** The company status is still loading; decide again when it arrives. */
  | { readonly kind: 'wait' };

const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string, reason?: TextKey): GuardDecision =>
  reason === undefined ? { kind: 'redirect', to } : { kind: 'redirect', to, reason };

const hasRule = (guard: RouteGuard, rule: StatusRule) => guard.rules?.includes(rule) === true;

/**
 * Decides whether the session may open a route. Order: login first (nothing else can be known
 * about a visitor), then the user's own registration, then the company.
 */
export const decideAccess = (guard: RouteGuard | undefined, session: GuardSession): GuardDecision => {
  if (guard === undefined) return ALLOW;
  const needsLogin = guard.login === true || guard.approval === true || (guard.rules?.length ?? 0) > 0;
  if (needsLogin && !session.loggedIn) return { kind: 'prompt-login' };

  if (hasRule(guard, 'audit-approved')) {
    if (session.auditStatus === 0) return redirect('/', 'guard.auditPending');
    // A failed registration is corrected on /information (spec 01 §4 "User audit status").
    if (session.auditStatus === 2) return redirect('/information', 'guard.auditFailed');
  }

  const dependsOnCompany =
    guard.approval === true || hasRule(guard, 'company-status-known') || hasRule(guard, 'enterprise-open');
  if (dependsOnCompany && !session.companyKnown) return { kind: 'wait' };

  const status = session.companyStatus;
  if (hasRule(guard, 'company-status-known')) {
    if (status === 0) return redirect('/', 'guard.companyReviewing');
    if (status === null) return redirect('/', 'guard.companyUncertified');
  }

  if (guard.approval === true && status !== 1) {
    // Under review: blocked with a warning (§4 "Action gate"); sending it to /enterprise would
    // only bounce it home again, because /enterprise is closed while a review runs.
    if (status === 0) return redirect('/', 'guard.companyReviewing');
    return redirect('/enterprise', 'guard.companyUncertified');
  }

  if (hasRule(guard, 'enterprise-open')) {
    if (status === 0) return redirect('/', 'guard.companyReviewing');
    if (status === 1) return redirect('/', 'guard.companyCertified');
  }

  return ALLOW;
};

/** Whether a route belongs in this session's navigation (/thirdAgency for type 4 only). */
export const isInNavigation = (guard: RouteGuard | undefined, session: GuardSession): boolean =>
  guard?.navCompanyType === undefined || session.companyType === guard.navCompanyType;
