import { queryOptions, useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import type { Call } from './call-types.ts';
import { applyServerTexts, textAllRoute } from './server-texts.ts';

// Every language comes in one answer (/api/n/text/all), so the key does not carry the current
// language. The apps bundle the catalogue, so only the texts an operator edited are asked for
// (the whole catalogue is 300 KB, 50 KB brotli).
export const textsQueryOptions = (call: Call) =>
  queryOptions({
    queryKey: ['texts'],
    queryFn: ({ signal }) => call(textAllRoute, { query: { only: 'edited' }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Loads the server's texts once; until then (or if it fails) the bundled catalogue shows. */
export const useServerTexts = (call: Call, i18n: I18n): void => {
  const { data } = useQuery(textsQueryOptions(call));
  useEffect(() => {
    if (data) applyServerTexts(i18n, data);
  }, [data, i18n]);
};
