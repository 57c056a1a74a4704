import {
  ATTACHMENT_FILE_FIELD,
  acceptLanguageFor,
  attachmentRoutes,
  type ConsoleUploadType,
  OK,
  routeUrl,
  type TextKey,
} from '@steel-epd/contract';
import { ApiError, errorFromAnswer } from '@steel-epd/web';
import { currentLang, i18n } from './i18n.ts';
import { getToken } from './session.ts';

const translate = (key: TextKey) => i18n.t(key);

/** The operator's token and language, as every console call sends them. */
const headers = (): Record<string, string> => ({
  Accept: 'application/json',
  'Accept-Language': acceptLanguageFor(currentLang()),
  Authorization: `Bearer ${getToken() ?? ''}`,
});

/**
 * Uploads one file as the operator through /c/attachments/upload (multipart: the field
 * businessType first, then the file) and answers its attachment id. The JSON client sends no
 * multipart body, so this is fetch; a refusal is an ApiError in the operator's language.
 */
export const uploadConsoleFile = async (businessType: ConsoleUploadType, file: File): Promise<number> => {
  const form = new FormData();
  form.append('businessType', businessType);
  form.append(ATTACHMENT_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(routeUrl(attachmentRoutes.consoleUpload), {
      method: 'POST',
      body: form,
      headers: headers(),
    });
  } catch {
    throw new ApiError({ status: 0, code: 0, message: translate('http.other') });
  }
  const answer = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: { id?: unknown };
  } | null;
  if (response.status !== 200 || answer?.code !== OK || typeof answer.data?.id !== 'number') {
    throw errorFromAnswer(response.status, answer, translate);
  }
  return answer.data.id;
};

/**
 * An uploaded file's bytes through /c/attachments/{id}: a link or an <img> cannot send the
 * Bearer header, so the console fetches the file itself.
 */
export const fetchConsoleFile = async (id: number, signal?: AbortSignal): Promise<Blob> => {
  const response = await fetch(routeUrl(attachmentRoutes.consoleAttachment, { id }), {
    headers: headers(),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    throw errorFromAnswer(response.status, answer, translate);
  }
  return response.blob();
};

/** Downloads an uploaded file under its name: fetched with the token, saved through a link. */
export const saveConsoleFile = async (id: number, fileName: string): Promise<void> => {
  const url = URL.createObjectURL(await fetchConsoleFile(id));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the object to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
};
