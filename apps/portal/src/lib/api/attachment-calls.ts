import {
  type AttachmentBusinessType,
  acceptLanguageFor,
  attachmentRoutes,
  catalogueSearchRoutes,
  routeUrl,
} from '@steel-epd/contract';
import { createFileClient, saveBlob } from '@steel-epd/web';
import { currentLang, i18n } from '../i18n.ts';
import { clearSession, getToken } from '../session.ts';

/**
 * The portal's file calls (packages/web's file client): the session's token as Authorization as
 * it is, the portal's language, and a 401 ends the session, as every call of lib/http does.
 */
const files = createFileClient({
  headers: () => {
    const token = getToken();
    return {
      Accept: 'application/json',
      'Accept-Language': acceptLanguageFor(currentLang()),
      ...(token ? { Authorization: token } : {}),
    };
  },
  translate: (key) => i18n.t(key),
  onUnauthorized: clearSession,
});

/**
 * Uploads one file to p/attachment/upload (spec 02 §7 "Files"). `reportType` picks the rule
 * within a business type (REPORT_TYPE_DATA: the data ZIP); `onProgress` follows a large file's
 * transfer (0 to 1) and an abort of `signal` cancels it.
 */
export const uploadAttachment = (
  file: File,
  businessType: AttachmentBusinessType,
  options: { reportType?: string; signal?: AbortSignal; onProgress?: (sent: number) => void } = {},
): Promise<number> =>
  files.upload(
    routeUrl(attachmentRoutes.attachmentUpload),
    { businessType, ...(options.reportType !== undefined ? { reportType: options.reportType } : {}) },
    file,
    options.signal,
    options.onProgress,
  );

/**
 * An uploaded image as an object URL, fetched with the Authorization header (the image is
 * only its owner's), so the token never appears in a URL. The caller revokes it.
 */
export const fetchImageUrl = async (id: number, signal?: AbortSignal): Promise<string> =>
  URL.createObjectURL(await files.fetchFile(routeUrl(attachmentRoutes.attachmentOnline, { id }), signal));

/**
 * Downloads a file of the user or their company (`/p/attachment/download/{id}`) and saves it
 * under `fileName`; a published report under the name the server gives its stamped copy (the
 * product and registration number, issue 29), not the uploaded file's. A refusal (another
 * company's file: NOT_FOUND) rejects with the server's message.
 */
export const downloadAttachment = async (
  id: number,
  fileName: string,
  /** The company's own files (default), or a published report (the search card's download). */
  kind: 'company' | 'report' = 'company',
): Promise<void> => {
  const route =
    kind === 'report' ? catalogueSearchRoutes.reportDownload : attachmentRoutes.attachmentDownload;
  const answer = await files.fetchNamedFile(routeUrl(route, { id }));
  saveBlob(answer.blob, (kind === 'report' && answer.fileName) || fileName);
};
