import { consoleNewsRoutes as r, type TAgreementForm } from '@steel-epd/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';

export const agreementsKey = ['console-agreements'] as const;

export type AgreementFilter = { agreementType?: 'REGISTRATION' | 'PRIVACY'; lang?: 'zh' | 'en' };

export const agreementsQueryOptions = (filter: AgreementFilter) =>
  queryOptions({
    queryKey: [...agreementsKey, filter],
    queryFn: ({ signal }) => call(r.agreementAdminList, { query: filter, signal }),
  });

export const useSaveAgreement = () => {
  const onSuccess = useInvalidate(agreementsKey, auditLogKey);
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: TAgreementForm }) =>
      id === null
        ? call(r.agreementCreate, { body: form })
        : call(r.agreementUpdate, { params: { id }, body: form }),
    onSuccess,
  });
};
export type SaveAgreement = ReturnType<typeof useSaveAgreement>;
