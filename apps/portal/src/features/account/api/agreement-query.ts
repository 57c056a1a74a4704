import { agreementRoutes, type TAgreement } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http.ts';

export type AgreementType = TAgreement['agreementType'];

/** The agreement in force, in the page's language (the spec's i18n values 'zh-CN' and 'en'). */
export const useAgreementNow = (agreementType: AgreementType, enabled: boolean) => {
  const lang = useLang();
  const i18nValue = lang === 'en' ? 'en' : 'zh-CN';
  return useQuery({
    queryKey: ['agreement', 'now', agreementType, i18nValue],
    queryFn: ({ signal }) =>
      call(agreementRoutes.agreementNow, { body: { agreementType, i18n: i18nValue }, signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
};
