import multipart from '@fastify/multipart';
import { attachmentRoutes as r, UPLOAD_MAX_BYTES } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { isPublicImage } from './access.ts';
import { sendFile } from './send-file.ts';
import { storedFilesSweeper } from './stored-files-sweep.ts';

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

const DOWNLOAD = { inline: false, publicCache: false };

/**
 * Uploads and downloads (spec 02 §7 "Files"); the service itself is services.attachments. A
 * listening server sweeps the storage of what a crash left, at once and then hourly.
 */
export const attachmentsModule = async (app: FastifyInstance, services: Services) => {
  const { attachments, db, storage, log, config } = services;
  const sweeper = storedFilesSweeper({ db, storage, log, requestTimeoutMs: config.REQUEST_TIMEOUT_MS });
  app.addHook('onListen', async () => sweeper.start());
  app.addHook('onClose', () => sweeper.stop());

  // Multipart parsing only where an upload is taken: no other route accepts a multipart body.
  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    registerRoute(uploads, r.attachmentUpload, ({ request, actor }) => {
      if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE');
      return attachments.upload(actor, request.parts());
    });
    registerRoute(uploads, r.consoleUpload, ({ request, operator }) => {
      if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE');
      return attachments.uploadByOperator(operator.id, request.parts());
    });
  });

  registerRoute(app, r.attachmentDownload, async ({ params, actor, reply }) =>
    sendFile(reply, await attachments.open(params.id, actor, { publicImages: false }), DOWNLOAD),
  );
  // The token comes in the query here (a plain link); the route registration reads it.
  registerRoute(app, r.attachmentDownloadByToken, async ({ params, actor, reply }) =>
    sendFile(reply, await attachments.open(params.id, actor, { publicImages: false }), DOWNLOAD),
  );
  registerRoute(app, r.attachmentOnline, async ({ params, actor, reply }) => {
    const file = await attachments.open(params.id, actor, { publicImages: true });
    return sendFile(reply, file, { inline: true, publicCache: isPublicImage(file.row) });
  });
  registerRoute(app, r.consoleAttachment, async ({ params, actor, reply }) =>
    sendFile(reply, await attachments.open(params.id, actor, { publicImages: false }), {
      inline: true,
      publicCache: false,
    }),
  );
};
