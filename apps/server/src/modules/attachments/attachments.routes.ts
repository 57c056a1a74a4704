import multipart from '@fastify/multipart';
import { attachmentRoutes as r, UPLOAD_MAX_BYTES } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Attachments } from '../../platform/services.ts';
import { createFileStorage, type FileStorage } from '../../platform/storage/file-storage.ts';
import { attachmentsService, isPublicImage } from './attachments.service.ts';
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
/** Uploads, downloads and the shared `app.attachments` service (spec 02 §7 "Files"). */
export const attachmentsModule = async (app: FastifyInstance, options: { storage?: FileStorage } = {}) => {
  const storage = options.storage ?? (await createFileStorage(app.config));
  app.addHook('onClose', async () => storage.close?.());
  const attachments = attachmentsService(app.db, storage, app.log);
  app.decorate<Attachments>('attachments', { ownedBy: attachments.ownedBy });

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
  // The token comes in the query here (a plain link); the route registration reads it.
  registerRoute(app, r.attachmentDownloadByToken, async ({ params, user, reply }) =>
    sendFile(reply, await attachments.open(params.id, { user, operator: null }, { publicImages: false }), {
      inline: false,
      publicCache: false,
    }),
  );
  registerRoute(app, r.attachmentOnline, async ({ params, user, operator, reply }) => {
    const file = await attachments.open(params.id, { user, operator }, { publicImages: true });
    return sendFile(reply, file, { inline: true, publicCache: isPublicImage(file.row) });
  });
  registerRoute(app, r.consoleAttachment, async ({ params, operator, reply }) =>
    sendFile(reply, await attachments.open(params.id, { user: null, operator }, { publicImages: false }), {
      inline: true,
      publicCache: false,
    }),
  );
};
