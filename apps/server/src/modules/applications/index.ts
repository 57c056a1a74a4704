/**
 * The applications module's face: EPD and CFP applications (issue 11). It owns applications,
 * application_products, application_files, application_quotes, application_contracts and
 * application_events. The secretariat's workflow (queue, detail, stage moves, release) and the
 * quotes and contracts of both sides are registered here.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { dealsRoutes } from './deals.routes.ts';
import { workflowRoutes } from './workflow.routes.ts';

export const applicationsModule = async (app: FastifyInstance, services: Services) => {
  await workflowRoutes(app, services);
  await dealsRoutes(app, services);
};
