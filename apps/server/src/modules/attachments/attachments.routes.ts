import multipart from '@fastify/multipart';
import { attachmentRoutes as r, UPLOAD_MAX_BYTES } from '@steel-epd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Attachments } from '../../platform/services.ts';
import { createFileStorage, type FileStorage } from '../../platform/storage/file-storage.ts';
import { attachmentsService, isPublicImage, type Reader } from './attachments.service.ts';
import { sendFile } from './send-file.ts';

/**
 * Multipart limits, in one place: one file of at most the largest rule's size (each rule's own
 * limit is enforced while the bytes stream), the three text fields and a little slack.
 */
const MULTIPART_LIMITS = {
  files: 1,
  fileSize: UPLOAD_MAX_BYTES,
  fields: 8,
  fieldSize: 1024,
  parts: 10,
  headerPairs: 20,
};

/**
 * The auth resolvers read the Authorization header. A token given in the query (a plain link,
 * an <img>) is put there on a view of the request, so it is checked exactly as a header would be.
 */
const withAuthorization = (request: FastifyRequest, token: string): FastifyRequest => {
  const view: FastifyRequest = Object.create(request);
  view.headers = { authorization: token };
  return view;
};

/** Uploads, downloads and the shared `app.attachments` service (spec 02 §7 "Files"). */
export const attachmentsModule = async (app: FastifyInstance, options: { storage?: FileStorage } = {}) => {
  const storage = options.storage ?? (await createFileStorage(app.config));
  app.addHook('onClose', async () => storage.close?.());
  const attachments = attachmentsService(app.db, storage, app.log);
  app.decorate<Attachments>('attachments', { ownedBy: attachments.ownedBy });

  /** The reader named by the header token, else by the query token. */
  const readerOf = async (request: FastifyRequest, queryToken: string | undefined): Promise<Reader> => {
    const asked =
      queryToken && !request.headers.authorization ? withAuthorization(request, queryToken) : request;
    const user = await app.auth.user(asked);
    return { user, operator: user ? null : await app.auth.operator(asked) };
  };

  // Multipart parsing only where an upload is taken: no other route accepts a multipart body.
  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    registerRoute(uploads, r.attachmentUpload, ({ request, user }) => {
      if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE');
      return attachments.upload(user, request.parts());
    });
  });

  registerRoute(app, r.attachmentDownload, async ({ params, user, reply }) =>
    sendFile(reply, await attachments.open(params.id, { user, operator: null }, { publicImages: false }), {
      inline: false,
      publicCache: false,
    }),
  );
  registerRoute(app, r.attachmentDownloadByToken, async ({ params, query, request, reply }) => {
    const user = query.Authorization
      ? await app.auth.user(withAuthorization(request, query.Authorization))
      : null;
    if (!user) throw appError('UNAUTHENTICATED');
    const file = await attachments.open(params.id, { user, operator: null }, { publicImages: false });
    return sendFile(reply, file, { inline: false, publicCache: false });
  });
  registerRoute(app, r.attachmentOnline, async ({ params, query, request, reply }) => {
    const file = await attachments.open(params.id, await readerOf(request, query.Authorization), {
      publicImages: true,
    });
    return sendFile(reply, file, { inline: true, publicCache: isPublicImage(file.row) });
  });
  registerRoute(app, r.consoleAttachment, async ({ params, operator, reply }) =>
    sendFile(reply, await attachments.open(params.id, { user: null, operator }, { publicImages: false }), {
      inline: true,
      publicCache: false,
    }),
  );
};
