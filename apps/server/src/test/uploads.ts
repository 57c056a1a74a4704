import { readdirSync } from 'node:fs';
import path from 'node:path';
import { attachmentRoutes, routeUrl } from '@steel-epd/contract';
import { type Answer, answerOf, authorizationOf, type Caller, type TestApp } from './helper.ts';

export interface UploadInput {
  fields?: Record<string, string>;
  file?: { name: string; bytes: Buffer; field?: string };
  /** Send the file part before the text fields. */
  fileFirst?: boolean;
}

/** A multipart body exactly as a browser's FormData sends it, with its content type. */
export const multipartBody = async (input: UploadInput) => {
  const form = new FormData();
  const addFile = () => {
    if (input.file) {
      const { name, bytes, field = 'file' } = input.file;
      form.append(field, new Blob([new Uint8Array(bytes)]), name);
    }
  };
  if (input.fileFirst) addFile();
  for (const [key, value] of Object.entries(input.fields ?? {})) form.append(key, value);
  if (!input.fileFirst) addFile();
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
};

type UploadRoute = typeof attachmentRoutes.attachmentUpload | typeof attachmentRoutes.consoleUpload;

/** Uploads as the portal does (or the console, with `route`), in English unless asked otherwise. */
export const upload = async (
  t: TestApp,
  input: UploadInput & { as?: Caller; lang?: 'zh' | 'en'; route?: UploadRoute },
): Promise<Answer<typeof attachmentRoutes.attachmentUpload>> => {
  const { payload, contentType } = await multipartBody(input);
  const route = input.route ?? attachmentRoutes.attachmentUpload;
  // A multipart body: call() sends JSON only, so the form goes through inject at the route's path.
  const res = await t.inject({
    method: route.method,
    url: routeUrl(route),
    payload,
    headers: { 'content-type': contentType },
    ...(input.as ? { token: authorizationOf(input.as) } : {}),
    lang: input.lang ?? 'en',
  });
  return answerOf(route, res);
};

/** Every file under the storage folder, temp files included: a refusal must leave none. */
export const storedFiles = (t: TestApp): string[] => {
  const root = path.join(t.app.config.DATA_DIR, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
};

/** How many attachment rows there are: a refused upload must add none. */
export const attachmentCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('attachments')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
