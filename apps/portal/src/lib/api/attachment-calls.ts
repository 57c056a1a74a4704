import {
  ATTACHMENT_FILE_FIELD,
  type AttachmentBusinessType,
  acceptLanguageFor,
  attachmentRoutes,
  catalogueSearchRoutes,
  OK,
  routeUrl,
  ZAttachmentUploaded,
} from '@steel-epd/contract';
import { ApiError, errorFromAnswer, type Translate } from '@steel-epd/web';
import { currentLang, i18n } from '../i18n.ts';
import { clearSession, getToken } from '../session.ts';
import { startDownload } from '../start-download.ts';

const translate: Translate = (key) => i18n.t(key);

const headers = (): Record<string, string> => {
  const token = getToken();
  return {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageFor(currentLang()),
    ...(token ? { Authorization: token } : {}),
  };
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/**
 * Uploads one file to p/attachment/upload (spec 02 §7 "Files"): multipart, the text fields
 * before the file part, with the session's token as Authorization. lib/http sends JSON only,
 * so this is the one multipart call; it follows the same rules (a 401 ends the session).
 * `reportType` picks the rule within a business type (REPORT_TYPE_DATA: the data ZIP).
 */
export const uploadAttachment = async (
  file: File,
  businessType: AttachmentBusinessType,
  options: { reportType?: string; signal?: AbortSignal } = {},
): Promise<number> => {
  const { reportType, signal } = options;
  const form = new FormData();
  form.append('businessType', businessType);
  if (reportType !== undefined) form.append('reportType', reportType);
  form.append(ATTACHMENT_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(routeUrl(attachmentRoutes.attachmentUpload), {
      method: 'POST',
      headers: headers(),
      body: form,
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new ApiError({ status: 0, code: 0, message: i18n.t('http.other') });
  }
  const body = await readJson(response);
  if (response.status === 401) clearSession();
  const envelope = body as { code?: unknown; data?: unknown } | null;
  if (response.status !== 200 || envelope?.code !== OK)
    throw errorFromAnswer(response.status, body, translate);
  const parsed = ZAttachmentUploaded.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError({ status: 200, code: 0, message: i18n.t('http.generic') });
  return parsed.data.id;
};

/**
 * An uploaded image as an object URL, fetched with the Authorization header (the image is
 * only its owner's), so the token never appears in a URL. The caller revokes it.
 */
export const fetchImageUrl = async (id: number, signal?: AbortSignal): Promise<string> =>
  URL.createObjectURL(await fetchFile(routeUrl(attachmentRoutes.attachmentOnline, { id }), signal));

/**
 * Downloads a file of the user or their company (`/p/attachment/download/{id}`) with the
 * Authorization header, so the token never appears in a URL, and saves it under `fileName`.
 * A refusal (another company's file: NOT_FOUND) rejects with the server's message.
 */
export const downloadAttachment = async (
  id: number,
  fileName: string,
  /** The company's own files (default), or a published report (the search card's download). */
  kind: 'company' | 'report' = 'company',
): Promise<void> => {
  const route =
    kind === 'report' ? catalogueSearchRoutes.reportDownload : attachmentRoutes.attachmentDownload;
  const blob = await fetchFile(routeUrl(route, { id }));
  const url = URL.createObjectURL(blob);
  try {
    startDownload(url, fileName);
  } finally {
    // The click has handed the bytes to the browser; the URL can go after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

/** A raw (file) route with the session's token as a header; a failure is the envelope's error. */
const fetchFile = async (url: string, signal?: AbortSignal): Promise<Blob> => {
  let response: Response;
  try {
    response = await fetch(url, { headers: headers(), cache: 'no-store', ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 0, message: i18n.t('http.other') });
  }
  if (response.status === 401) clearSession();
  if (response.status !== 200) throw errorFromAnswer(response.status, await readJson(response), translate);
  return response.blob();
};
