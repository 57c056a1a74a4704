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

/** /hoster?Id=: a positive whole number, or null. */
export const versionIdOf = (query: string | null): number | null =>
  query !== null && /^[1-9]\d{0,9}$/.test(query) ? Number(query) : null;

export const historyPath = (type: AgreementType) => `/compent?id=${type}`;
export const versionPath = (id: number) => `/hoster?Id=${id}`;

/** The date part of an ISO time, as the spec shows dates (first 10 characters). */
export const dayOf = (iso: string | null): string => (iso ?? '').slice(0, 10);

/**
 * The version /hoster?Id= shows. Ids belong to one language's text, while the reader reads
 * in theirs: an id of the other language shows the reader's text of the same agreement and
 * version when there is one (as the spec's details call takes an id and a language).
 */
export const pickVersion = (
  id: number,
  inReaderLang: readonly TAgreement[],
  inOtherLang: readonly TAgreement[],
): TAgreement | null => {
  const own = inReaderLang.find((a) => a.id === id);
  if (own) return own;
  const other = inOtherLang.find((a) => a.id === id);
  if (!other) return null;
  return (
    inReaderLang.find(
      (a) => a.agreementType === other.agreementType && a.agreementVersion === other.agreementVersion,
    ) ?? other
  );
};
