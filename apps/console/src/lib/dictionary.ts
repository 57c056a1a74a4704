import { referenceRoutes, type TDictType } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './http.ts';

/** Dictionaries change seldom; an operator's edit shows after ten minutes or a reload. */
const STALE_MS = 10 * 60_000;

/**
 * A first-level dictionary (company types ...) through the public call, which needs no portal
 * session. Its texts come in the caller's language, so the language is part of the key.
 */
export const dictListOptions = (type: TDictType, lang: string) =>
  queryOptions({
    queryKey: ['dict', type, lang],
    queryFn: ({ signal }) => call(referenceRoutes.dictListPublic, { params: { type }, signal }),
    staleTime: STALE_MS,
  });

/**
 * A stored item code's text in the operator's language ('1' reads 钢铁生产企业). While the
 * dictionary loads, or for a code it no longer holds, the code itself shows.
 */
export const useDictLabel = (type: TDictType): ((code: string | null) => string | null) => {
  const items = useQuery(dictListOptions(type, useLang())).data;
  return (code) => (code === null ? null : (items?.find((i) => i.itemCode === code)?.itemValue ?? code));
};
