import { agreementRoutes, type Lang, type TAgreement } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http.ts';

export type AgreementType = TAgreement['agreementType'];
/** The spec's i18n values of the agreement calls: zh-CN for Chinese, en for English. */
export type AgreementLang = 'zh-CN' | 'en';

export const agreementLangOf = (lang: Lang): AgreementLang => (lang === 'en' ? 'en' : 'zh-CN');

/**
 * The version of an agreement in force, in one language. Shared by the registration dialogs
 * and the agreement pages (/policy and /agreement show it; /compent and /hoster mark it in
 * force), so they read one cache.
 */
export const agreementNowOptions = (agreementType: AgreementType, i18n: AgreementLang) =>
  queryOptions({
    queryKey: ['agreement', 'now', agreementType, i18n],
    queryFn: ({ signal }) => call(agreementRoutes.agreementNow, { body: { agreementType, i18n }, signal }),
    staleTime: 5 * 60 * 1000,
  });

/** The agreement in force, in the page's language. */
export const useAgreementNow = (agreementType: AgreementType, enabled = true) =>
  useQuery({ ...agreementNowOptions(agreementType, agreementLangOf(useLang())), enabled });
