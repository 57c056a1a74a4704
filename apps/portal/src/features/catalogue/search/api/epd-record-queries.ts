import { epdRecordRoutes, routeUrl } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http.ts';

/** The public record of an EPD version (GET /n/epd/record/{id}); a 404 is not asked again. */
export const useEpdRecord = (businessId: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['epd-record', businessId],
    queryFn: ({ signal }) => call(epdRecordRoutes.epdRecord, { params: { id: businessId }, signal }),
    staleTime: 60_000,
    retry: false,
  });

/** The report download of a version in a language, with the token in the query (a plain link). */
export const versionReportUrl = (epdId: number, lang: 'zh' | 'en', token: string) =>
  `${routeUrl(epdRecordRoutes.epdDownload, { id: epdId })}?lang=${lang}&Authorization=${encodeURIComponent(token)}`;
