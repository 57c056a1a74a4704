import { pcrRoutes, routeUrl } from '@steel-epd/contract';
import { useTokenDownload, withTokenQuery } from '../../../../lib/use-token-download.ts';

/** The address of a PCR document with the token in the query, for a plain link. */
export const pcrDownloadUrl = (attachmentId: number, token: string) =>
  withTokenQuery(routeUrl(pcrRoutes.pcrDownload, { id: attachmentId }), token);

/** A PCR document's download, through the download flow of spec 02 §4 (lib/use-token-download). */
export const usePcrDownload = () => useTokenDownload(pcrDownloadUrl);
