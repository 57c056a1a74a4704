/**
 * The applications module's face (issue 11): EPD and CFP applications from the form to release.
 * It owns applications, application_products, application_files, application_quotes,
 * application_contracts, application_events, product_categories, lca_technologies and
 * application_templates. The applicant's side (apply, tracking, details, re-uploads, references,
 * tools), the secretariat's workflow (queue, detail, stage moves, release) and the quotes and
 * contracts of both sides are registered here.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { applyRoutes } from './apply.routes.ts';
import { dealsRoutes } from './deals.routes.ts';
import { referencesRoutes } from './references.routes.ts';
import { workflowRoutes } from './workflow.routes.ts';

export { seedApplicationReferences } from './references.seed.ts';

export const applicationsModule = async (app: FastifyInstance, services: Services) => {
  await referencesRoutes(app, services);
  await applyRoutes(app, services);
  await workflowRoutes(app, services);
  await dealsRoutes(app, services);
};
