import { AGREEMENT_PAGE_SIZE, agreementRoutes } from '@steel-epd/contract';
import { ApiError, useLang } from '@steel-epd/web';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AgreementType, agreementLangOf } from '../../../lib/api/agreement-queries.ts';
import { call } from '../../../lib/http.ts';

/** The server has no such version, or none in force: the page says so, it is not a failure. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.error === 'NOT_FOUND';

/** Agreement texts change only when an operator publishes a version. */
const STALE = 5 * 60 * 1000;

/** /compent: one page of an agreement's published versions in the reader's language (spec 02 §7). */
export const useAgreementList = (agreementType: AgreementType, pageNum: number, enabled: boolean) => {
  const i18n = agreementLangOf(useLang());
  return useQuery({
    queryKey: ['agreement', 'list', agreementType, i18n, pageNum],
    queryFn: ({ signal }) =>
      call(agreementRoutes.agreementList, {
        body: { agreementType, i18n, pageNum, pageSize: AGREEMENT_PAGE_SIZE },
        signal,
      }),
    enabled,
    staleTime: STALE,
    // The table keeps its rows while the next page loads, rather than blinking to "loading".
    placeholderData: keepPreviousData,
  });
};

/**
 * /hoster: one version in the reader's language. The server answers the reader's text of the
 * same version for an id of the other language, so a switch of language keeps the version.
 */
export const useAgreementDetails = (id: number, enabled: boolean) => {
  const i18n = agreementLangOf(useLang());
  return useQuery({
    queryKey: ['agreement', 'details', id, i18n],
    queryFn: ({ signal }) => call(agreementRoutes.agreementDetails, { body: { id, i18n }, signal }),
    enabled,
    staleTime: STALE,
  });
};
