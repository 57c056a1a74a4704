import { referenceRoutes, type TDictType } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http.ts';

// Item texts come in the caller's language, so the language is part of every key.
const STALE_MS = 10 * 60 * 1000;

/** A first-level dictionary; `open` uses the n/ path that anonymous visitors may read. */
export const dictListOptions = (type: TDictType, lang: string, open: boolean) =>
  queryOptions({
    queryKey: ['dict', open ? 'n' : 'p', type, lang],
    queryFn: ({ signal }) =>
      call(open ? referenceRoutes.dictListPublic : referenceRoutes.dictList, { params: { type }, signal }),
    staleTime: STALE_MS,
  });

export const useDictList = (type: TDictType, open = false) =>
  useQuery(dictListOptions(type, useLang(), open));

/** A two-level dictionary; `enabled` false leaves it unasked (a form that may not show it). */
export const useDictTree = (type: TDictType, enabled = true) => {
  const lang = useLang();
  return useQuery({
    queryKey: ['dict', 'tree', type, lang],
    queryFn: ({ signal }) => call(referenceRoutes.dictTree, { params: { type }, signal }),
    staleTime: STALE_MS,
    enabled,
  });
};
