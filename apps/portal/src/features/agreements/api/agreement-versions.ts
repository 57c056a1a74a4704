import { AGREEMENT_TYPES, type TAgreement } from '@steel-epd/contract';
import { ApiError, useLang } from '@steel-epd/web';
import { useQueries } from '@tanstack/react-query';
import {
  type AgreementLang,
  agreementLangOf,
  agreementNowOptions,
} from '../../../lib/api/agreement-queries.ts';

export interface VersionsState {
  /** The versions that arrived, in reader's language and in the other one. */
  inReaderLang: TAgreement[];
  inOtherLang: TAgreement[];
  isPending: boolean;
  /** The first failure other than "none in force" (NOT_FOUND), which simply lists nothing. */
  error: unknown;
}

/** No version of an agreement in force: an empty list, not a failure. */
export const isNoneInForce = (error: unknown): boolean =>
  error instanceof ApiError && error.error === 'NOT_FOUND';

/**
 * The agreement versions the portal can read: the ones in force, both agreements, in both
 * languages (the versions of /compent and /hoster; earlier versions need the spec's list and
 * details calls, which the server does not offer yet).
 */
export const useAgreementVersions = (enabled: boolean): VersionsState => {
  const reader = agreementLangOf(useLang());
  const other: AgreementLang = reader === 'en' ? 'zh-CN' : 'en';
  const pairs = [reader, other].flatMap((lang) => AGREEMENT_TYPES.map((type) => ({ type, lang })));
  const results = useQueries({
    queries: pairs.map(({ type, lang }) => ({ ...agreementNowOptions(type, lang), enabled })),
  });
  const arrived = (lang: AgreementLang) =>
    results.flatMap((result, i) => (pairs[i]?.lang === lang && result.data ? [result.data] : []));
  return {
    inReaderLang: arrived(reader),
    inOtherLang: arrived(other),
    isPending: enabled && results.some((r) => r.isPending),
    error: results.find((r) => r.error && !isNoneInForce(r.error))?.error ?? null,
  };
};
