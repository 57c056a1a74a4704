/**
 * The catalogue module's face: published EPDs and PCRs, their search, the phone summary and the
 * full report, the public EPD page and the sitemap, PCR requests, and the secretariat's
 * publishing. It owns pcrs, pcr_categories, epds, epd_reports, pcr_requests and access_records.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { pcrsRoutes } from './pcrs/pcrs.routes.ts';
import { publishingRoutes } from './publishing/publishing.routes.ts';
import { recordRoutes } from './record/record.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { summaryRoutes, summaryServiceOf } from './summary/summary.routes.ts';

export { type CatalogueChanges, catalogueChanges } from './changes.ts';
export { DEMO_USER, seedDemoContent } from './demo/demo-content.ts';
/** The categories linked to a PCR and whether a category fits them (decision 229), for the application rules. */
export { fitsLinked, pcrCategoryLinks } from './pcrs/pcr-categories.ts';
export {
  type CatalogueReleaser,
  type CatalogueSteelFiller,
  catalogueReleaser,
  /** A linked low-carbon application's route and scrap share into an EPD's steel fields (issue 14). */
  catalogueSteelFiller,
  type SteelFromLowCarbon,
} from './publishing/publishing.service.ts';
/** The public versions with their names, reports and version numbers, for the open-data exports (issue 14). */
export {
  type OpenRecordFilter,
  type OpenRecordRow,
  type OpenRecords,
  openRecords,
} from './record/open-records.store.ts';
/** An EPD's QR code drawn from today's PUBLIC_BASE_URL when served (the attachments' `drawn` EPD_QR). */
export { qrDrawer } from './record/qr-code.ts';
/** A registration number among the published EPDs and CFPs (verification requests). */
export {
  type PublishedRegistration,
  type PublishedRegistrations,
  publishedRegistrations,
} from './record/registrations.ts';
/** The record statuses whose current reports the search card's download route serves. */
export { SEARCHABLE_STATUSES } from './search/search.store.ts';

export const catalogueModule = async (app: FastifyInstance, services: Services) => {
  const summaries = summaryServiceOf(services);
  await searchRoutes(app, services, services.catalogueChanges, summaries);
  await summaryRoutes(app, summaries);
  await recordRoutes(app, services, summaries);
  await publishingRoutes(app, services);
  await pcrsRoutes(app, services, services.catalogueChanges);
};
