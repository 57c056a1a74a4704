/**
 * The applications module's face (issue 11): EPD and CFP applications from the form to release.
 * It owns applications, application_products, application_files, application_events (with the
 * secretariat's parts), product_categories, lca_technologies and application_templates.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { applyRoutes } from './apply.routes.ts';
import { referencesRoutes } from './references.routes.ts';

export { seedApplicationReferences } from './references.seed.ts';

export const applicationsModule = async (app: FastifyInstance, services: Services) => {
  await referencesRoutes(app, services);
  await applyRoutes(app, services);
};
