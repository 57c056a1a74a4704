import { AGREEMENT_TYPES, type TAgreement, type TextKey } from '@steel-epd/contract';
import type { AgreementType } from '../../../lib/api/agreement-queries.ts';

/**
 * What each agreement is called. The labels are swapped on purpose (spec 01 §2): the link
 * labelled "user agreement" opens /policy, which shows the registration agreement, and the one
 * labelled "privacy policy" opens /agreement, which shows the privacy policy.
 */
export const AGREEMENTS: Record<AgreementType, { path: '/policy' | '/agreement'; title: TextKey }> = {
  REGISTRATION: { path: '/policy', title: 'page.policy' },
  PRIVACY: { path: '/agreement', title: 'page.agreement' },
};

/** /compent?id=REGISTRATION|PRIVACY: the query's agreement type, or null for anything else. */
export const agreementTypeOf = (query: string | null): AgreementType | null =>
  AGREEMENT_TYPES.find((type) => type === query) ?? null;

/** /hoster?Id=: a positive whole number within the server's id range (2^31-1), or null. */
export const versionIdOf = (query: string | null): number | null => {
  if (query === null || !/^[1-9]\d{0,9}$/.test(query)) return null;
  const id = Number(query);
  return id <= 2_147_483_647 ? id : null;
};

/** /compent?page=: the page of the version list, 1 when absent or not a page number. */
export const pageNumOf = (query: string | null): number =>
  query !== null && /^[1-9]\d{0,4}$/.test(query) ? Number(query) : 1;

/** The version list of an agreement; the first page without a page number, as links to it read. */
export const historyPath = (type: AgreementType, pageNum = 1) =>
  pageNum > 1 ? `/compent?id=${type}&page=${pageNum}` : `/compent?id=${type}`;
export const versionPath = (id: number) => `/hoster?Id=${id}`;

/** How many pages a list of `totals` rows fills (at least one, so "page 1 of 1" reads right). */
export const pageCount = (totals: number, pageSize: number): number =>
  Math.max(1, Math.ceil(totals / Math.max(1, pageSize)));

/** The date part of an ISO time, as the spec shows dates (first 10 characters). */
export const dayOf = (iso: string | null): string => (iso ?? '').slice(0, 10);

export type VersionStatus =
  | { key: 'agreement.inForce' }
  | { key: 'agreement.ended'; date: string }
  | { key: 'agreement.superseded' };

/**
 * Whether a version is the one in force. The stored failure time alone cannot tell: a version
 * also stops being in force when a newer one is published. `inForce` is the version the
 * server answers as in force for the same agreement (null when none is).
 */
export const versionStatus = (
  agreement: Pick<TAgreement, 'agreementVersion' | 'failureTime'>,
  inForce: string | null,
  now: string,
): VersionStatus => {
  if (agreement.agreementVersion === inForce) return { key: 'agreement.inForce' };
  if (agreement.failureTime && agreement.failureTime <= now) {
    return { key: 'agreement.ended', date: dayOf(agreement.failureTime) };
  }
  return { key: 'agreement.superseded' };
};
