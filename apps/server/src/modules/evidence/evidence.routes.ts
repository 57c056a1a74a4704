import multipart from '@fastify/multipart';
import { evidenceRoutes as r, UPLOAD_MAX_BYTES } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { evidenceService } from './evidence.service.ts';

/** One file of at most the report limit (reports are PDFs without a rule size: the upload cap), no text fields. */
const VERIFY_LIMITS = {
  files: 1,
  fileSize: UPLOAD_MAX_BYTES,
  fields: 2,
  fieldSize: 256,
  parts: 3,
  headerPairs: 20,
};

/** The public verification calls, the daily heads and the console's chain check. */
export const evidenceModule = async (app: FastifyInstance, services: Services) => {
  const service = evidenceService({
    db: services.db,
    limiter: services.limiter,
    timeZone: services.config.PLATFORM_TIME_ZONE,
  });
  const ledger = services.evidenceFor(services.db);

  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: VERIFY_LIMITS, throwFileSizeLimit: true });
    registerRoute(uploads, r.verifyFile, ({ request, actor }) => {
      if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE');
      return service.verifyFile(request.parts(), actor);
    });
  });
  registerRoute(app, r.verifyDigest, ({ body, actor }) => service.verifyDigest(body.digest, actor));
  registerRoute(app, r.heads, ({ query }) => service.heads(query.pageNum, query.pageSize));
  registerRoute(app, r.consoleVerifyChain, () => ledger.verifyChain());
};
