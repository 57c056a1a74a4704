import { epdRecordRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import { searchStore } from '../search/search.store.ts';
import { sendStamped } from '../summary/summary.routes.ts';
import type { SummaryService } from '../summary/summary.service.ts';
import { openRecords } from './open-records.store.ts';
import { recordService } from './record.service.ts';
import { recordStore } from './record.store.ts';

/** The public EPD page's record, its report download (spec 02 §7) and the sitemap (issue 29). */
export const recordRoutes = async (app: FastifyInstance, services: Services, summaries: SummaryService) => {
  const service = recordService({
    store: recordStore(services.db),
    versions: openRecords(services.db),
    qr: searchStore(services.db),
    timeZone: services.config.PLATFORM_TIME_ZONE,
    baseUrl: services.config.PUBLIC_BASE_URL,
  });
  registerRoute(app, r.epdRecord, ({ params }) => service.record(params.id));
  registerRoute(app, r.epdDownload, async ({ params, query, actor, reply }) =>
    sendStamped(reply, await summaries.epdReport(params.id, query.lang ?? 'zh', actor)),
  );
  // A search engine's list of the open pages: a file at the site's root, not an API call.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await service.sitemap()),
  );
};
