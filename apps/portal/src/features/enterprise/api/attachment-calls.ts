import {
  ATTACHMENT_FILE_FIELD,
  type AttachmentBusinessType,
  acceptLanguageFor,
  attachmentRoutes,
  OK,
  routeUrl,
  ZAttachmentUploaded,
} from '@steel-epd/contract';
import { ApiError, errorFromAnswer, type Translate } from '@steel-epd/web';
import { currentLang, i18n } from '../../../lib/i18n.ts';
import { clearSession, getToken } from '../../../lib/session.ts';

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
 */
export const uploadAttachment = async (
  file: File,
  businessType: AttachmentBusinessType,
  signal?: AbortSignal,
): Promise<number> => {
  const form = new FormData();
  form.append('businessType', businessType);
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
export const fetchImageUrl = async (id: number, signal?: AbortSignal): Promise<string> => {
  const response = await fetch(routeUrl(attachmentRoutes.attachmentOnline, { id }), {
    headers: headers(),
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (response.status !== 200) throw errorFromAnswer(response.status, await readJson(response), translate);
  return URL.createObjectURL(await response.blob());
};
