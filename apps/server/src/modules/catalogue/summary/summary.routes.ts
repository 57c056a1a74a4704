import { Readable } from 'node:stream';
import { epdMobileRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { configuredCjkFont } from '../../../platform/pdf/cjk-font.ts';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import { type AttachmentRow, sendFile } from '../../attachments/index.ts';
import { type SummaryService, summaryService } from './summary.service.ts';
import { summaryStore } from './summary.store.ts';

/** The summaries and stamped reports, built once for the summary's routes and the search card's download. */
export const summaryServiceOf = (services: Services): SummaryService => {
  const { config, db, limiter, log, attachments } = services;
  // A configured WATERMARK_FONT that does not exist stops the start; no font at all only
  // refuses reports (and says so in the log).
  const font = configuredCjkFont(config.WATERMARK_FONT);
  if (!font)
    log.warn(
      'no CJK font found: full reports cannot be stamped; install fonts-noto-cjk or set WATERMARK_FONT',
    );
  return summaryService({
    store: summaryStore(db),
    limiter,
    log,
    timeZone: config.PLATFORM_TIME_ZONE,
    font,
    openFile: (id) => attachments.openChecked(id),
  });
};

/** A stamped report as a download. */
export const sendStamped = (reply: FastifyReply, { row, bytes }: { row: AttachmentRow; bytes: Uint8Array }) =>
  sendFile(reply, { row, body: Readable.from([Buffer.from(bytes)]) }, { inline: false, publicCache: false });

/** The phone summary, the watermarked report and access records (spec 02 §2 "Mobile", §4, §7). */
export const summaryRoutes = async (app: FastifyInstance, service: SummaryService) => {
  registerRoute(app, r.epdInfo, ({ params }) => service.info(params.id));
  registerRoute(app, r.epdReport, async ({ params, actor, reply, lang }) =>
    sendStamped(reply, await service.report(params.businessId, actor, lang)),
  );
  registerRoute(app, r.accessRecordCreate, ({ body, actor }) => service.recordAccess(body, actor));
};
