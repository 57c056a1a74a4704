import { Readable } from 'node:stream';
import { epdMobileRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { configuredCjkFont } from '../../platform/pdf/cjk-font.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { sendFile } from '../attachments/index.ts';
import { summaryService } from './summary.service.ts';
import { summaryStore } from './summary.store.ts';

/** The phone summary, the watermarked report and access records (spec 02 §2 "Mobile", §4, §7). */
export const summaryRoutes = async (app: FastifyInstance, services: Services) => {
  const { config, db, limiter, log, attachments } = services;
  // A configured WATERMARK_FONT that does not exist stops the start; no font at all only
  // refuses reports (and says so in the log).
  const font = configuredCjkFont(config.WATERMARK_FONT);
  if (!font)
    log.warn(
      'no CJK font found: full reports cannot be stamped; install fonts-noto-cjk or set WATERMARK_FONT',
    );
  const service = summaryService({
    store: summaryStore(db),
    limiter,
    log,
    timeZone: config.PLATFORM_TIME_ZONE,
    font,
    openFile: (id) => attachments.openChecked(id),
  });

  registerRoute(app, r.epdInfo, ({ params }) => service.info(params.id));
  registerRoute(app, r.epdReport, async ({ params, actor, reply }) => {
    const { row, bytes } = await service.report(params.businessId, actor);
    return sendFile(
      reply,
      { row, body: Readable.from([Buffer.from(bytes)]) },
      { inline: false, publicCache: false },
    );
  });
  registerRoute(app, r.accessRecordCreate, ({ body, actor }) => service.recordAccess(body, actor));
};
