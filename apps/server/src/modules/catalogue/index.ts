/**
 * The catalogue module's face: published EPDs and PCRs, their search, the phone summary and the
 * full report, PCR requests, and the secretariat's publishing. It owns pcrs, epds, epd_reports,
 * pcr_requests and access_records.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { catalogueChanges } from './changes.ts';
import { pcrsRoutes } from './pcrs.routes.ts';
import { publishingRoutes } from './publishing.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { summaryRoutes } from './summary.routes.ts';

export const catalogueModule = async (app: FastifyInstance, services: Services) => {
  const changes = catalogueChanges();
  await searchRoutes(app, services, changes);
  await summaryRoutes(app, services);
  await publishingRoutes(app, services, changes);
  await pcrsRoutes(app, services, changes);
};
