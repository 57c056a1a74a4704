/**
 * The catalogue module's face: published EPDs and PCRs, their search, the phone summary and the
 * full report, the public EPD page and the sitemap, PCR requests, and the secretariat's
 * publishing, and the EPDs' results matrices. It owns pcrs, pcr_categories, epds, epd_reports,
 * result_sets, result_values, pcr_requests and access_records.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { pcrsRoutes } from './pcrs/pcrs.routes.ts';
import { publishingRoutes } from './publishing/publishing.routes.ts';
import { recordRoutes } from './record/record.routes.ts';
import { resultsRoutes } from './results/results.routes.ts';
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
/** A demo record's fictional EN 15804+A2 matrix (the demo seed, and tests of the exports). */
export { type DemoMatrixInput, demoMatrix } from './results/demo-matrix.ts';
/** Results matrices written once, in the caller's transaction (decision 237). */
export {
  matrixRefusal,
  type ResultSets,
  type ResultSource,
  resultSetsFor,
  type StoredResultSet,
} from './results/results.ts';
/** The results workbook: its template and its reader by defined names (decision 238). */
export { buildResultsTemplate } from './results/results-template.ts';
export { readResultsWorkbook } from './results/results-workbook.ts';
/** The record statuses whose current reports the search card's download route serves. */
export { SEARCHABLE_STATUSES } from './search/search.store.ts';

export const catalogueModule = async (app: FastifyInstance, services: Services) => {
  const summaries = summaryServiceOf(services);
  await searchRoutes(app, services, services.catalogueChanges, summaries);
  await summaryRoutes(app, summaries);
  await recordRoutes(app, services, summaries);
  await publishingRoutes(app, services);
  await pcrsRoutes(app, services, services.catalogueChanges);
  await resultsRoutes(app);
};
