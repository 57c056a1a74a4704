import { acceptLanguageFor, attachmentRoutes, type ConsoleUploadType, routeUrl } from '@steel-epd/contract';
import { createFileClient, saveBlob } from '@steel-epd/web';
import { currentLang, i18n } from './i18n.ts';
import { getToken } from './session.ts';

/** The console's file calls (packages/web's file client) with the operator's token and language. */
const files = createFileClient({
  headers: () => ({
    Accept: 'application/json',
    'Accept-Language': acceptLanguageFor(currentLang()),
    Authorization: `Bearer ${getToken() ?? ''}`,
  }),
  translate: (key) => i18n.t(key),
});

/** Uploads one file as the operator through /c/attachments/upload and answers its attachment id. */
export const uploadConsoleFile = (businessType: ConsoleUploadType, file: File): Promise<number> =>
  files.upload(routeUrl(attachmentRoutes.consoleUpload), { businessType }, file);

/**
 * An uploaded file's bytes through /c/attachments/{id}: a link or an <img> cannot send the
 * Bearer header, so the console fetches the file itself.
 */
export const fetchConsoleFile = (id: number, signal?: AbortSignal): Promise<Blob> =>
  files.fetchFile(routeUrl(attachmentRoutes.consoleAttachment, { id }), signal);

/** Downloads an uploaded file under its name: fetched with the token, saved through a link. */
export const saveConsoleFile = async (id: number, fileName: string): Promise<void> =>
  saveBlob(await fetchConsoleFile(id), fileName);
