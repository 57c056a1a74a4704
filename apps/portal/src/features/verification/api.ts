import { referenceRoutes, type TVerificationForm, verificationRoutes } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';

const verificationKey = ['verification'] as const;

/** The caller's requests, one page (of 10 by default, the size selector changes it). */
export const useMyVerifications = (pageNum: number, pageSize: number) => {
  const lang = useLang();
  return useQuery({
    queryKey: [...verificationKey, 'list', pageNum, pageSize, lang],
    queryFn: ({ signal }) => call(verificationRoutes.verifyList, { body: { pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useVerificationDetail = (id: number) => {
  const lang = useLang();
  return useQuery({
    queryKey: [...verificationKey, 'detail', id, lang],
    queryFn: ({ signal }) => call(verificationRoutes.verifyDetail, { params: { id }, signal }),
    enabled: id > 0,
    retry: false,
  });
};

export const useVerificationFeedback = (id: number) =>
  useQuery({
    queryKey: [...verificationKey, 'feedback', id],
    queryFn: ({ signal }) => call(verificationRoutes.verifyAttachments, { params: { id }, signal }),
    enabled: id > 0,
    retry: false,
  });

export const useFileVerification = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TVerificationForm) => call(verificationRoutes.verifyInsert, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...verificationKey, 'list'] }),
  });
};

/** The region cascader's levels: the provinces, then a province's cities (loaded when opened). */
export const loadProvinces = (signal?: AbortSignal) =>
  call(referenceRoutes.regionProvinces, signal ? { signal } : {});
export const loadCities = (provinceCode: string) =>
  call(referenceRoutes.regionCities, { params: { provinceCode } });
