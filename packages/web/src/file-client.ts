import { ATTACHMENT_FILE_FIELD, OK, ZAttachmentUploaded } from '@steel-epd/contract';
import { ApiError, errorFromAnswer, type Translate } from './api-error.ts';

/** What an app hands the file client: its headers (token, language) and what a 401 means to it. */
export interface FileClientOptions {
  /** Every call's headers: Accept, Accept-Language and the app's Authorization. */
  headers: () => Record<string, string>;
  translate: Translate;
  /** A 401 answer, after which the app forgets its session (the portal); nothing by default. */
  onUnauthorized?: () => void;
}

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/**
 * The file name of a Content-Disposition header: RFC 5987's `filename*=UTF-8''…` (a Chinese
 * name) before the plain `filename="…"`; null without either.
 */
export const fileNameOf = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
};

/**
 * The multipart upload and the file fetch both apps make with `fetch` (their JSON client sends
 * no multipart body and reads no file): the app's token and language as headers, so a token
 * never appears in a URL; a refusal is an ApiError in the app's language, a lost connection
 * `http.other`, a 401 calls the app's handler.
 */
export const createFileClient = ({ headers, translate, onUnauthorized }: FileClientOptions) => {
  const send = async (url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: headers(),
        cache: 'no-store',
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: 0, message: translate('http.other') });
    }
    if (response.status === 401) onUnauthorized?.();
    return response;
  };

  /**
   * The same POST by XMLHttpRequest, whose upload reports its progress (fetch's does not):
   * `onProgress` gets the share sent, 0 to 1. An abort of `signal` cancels the transfer.
   */
  const sendWithProgress = (
    url: string,
    form: FormData,
    onProgress: (sent: number) => void,
    signal?: AbortSignal,
  ): Promise<{ status: number; body: unknown }> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
      };
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          // Not JSON (a proxy's page): errorFromAnswer words it by status.
        }
        if (xhr.status === 401) onUnauthorized?.();
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () => reject(new ApiError({ status: 0, code: 0, message: translate('http.other') }));
      xhr.onabort = () =>
        reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });

  const fetchNamedFile = async (
    url: string,
    signal?: AbortSignal,
  ): Promise<{ blob: Blob; fileName: string | null }> => {
    const response = await send(url, {}, signal);
    if (response.status !== 200) throw errorFromAnswer(response.status, await readJson(response), translate);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  };

  return {
    /**
     * Uploads one file (multipart: the text fields first, then the file under
     * ATTACHMENT_FILE_FIELD) and answers the attachment id the server gave it.
     */
    async upload(
      url: string,
      fields: Record<string, string>,
      file: File,
      signal?: AbortSignal,
      onProgress?: (sent: number) => void,
    ): Promise<number> {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(ATTACHMENT_FILE_FIELD, file, file.name);
      const { status, body } = onProgress
        ? await sendWithProgress(url, form, onProgress, signal)
        : await send(url, { method: 'POST', body: form }, signal).then(async (r) => ({
            status: r.status,
            body: await readJson(r),
          }));
      const envelope = body as { code?: unknown; data?: unknown } | null;
      if (status !== 200 || envelope?.code !== OK) throw errorFromAnswer(status, body, translate);
      const parsed = ZAttachmentUploaded.safeParse(envelope.data);
      if (!parsed.success) throw new ApiError({ status: 200, code: 0, message: translate('http.generic') });
      return parsed.data.id;
    },

    /** A file route's bytes; a refusal (another company's file: NOT_FOUND) is the envelope's error. */
    fetchFile: async (url: string, signal?: AbortSignal): Promise<Blob> =>
      (await fetchNamedFile(url, signal)).blob,

    /** The same, with the name the server gave the file (Content-Disposition), null without one. */
    fetchNamedFile,
  };
};

export type FileClient = ReturnType<typeof createFileClient>;

/**
 * Starts a browser download of `url` (a same-origin address or an object URL) by a link's
 * click: the page stays where it is, and `fileName` names the saved file (empty: the server's).
 */
export const startDownload = (url: string, fileName = ''): void => {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
};

/** Saves fetched bytes under `fileName` through an object URL, let go once the download has it. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  try {
    startDownload(url, fileName);
  } finally {
    // The click has handed the bytes to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
};
