/**
 * The applications module's face (issue 11): EPD and CFP applications from the form to release.
 * It owns applications, application_products, application_files, application_quotes,
 * application_contracts, application_events, product_categories, lca_technologies and
 * application_templates. The applicant's side (apply, tracking, details, corrections), the
 * form's references, the quotes and contracts of both sides and the secretariat's workflow
 * (queue, detail, stage moves, release) are registered here. `applicationTemplates` lets the
 * console replace a template file by an upload and restore the generated one.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { applyRoutes } from './apply/apply.routes.ts';
import { dealsRoutes } from './deals/deals.routes.ts';
import { referencesRoutes } from './references/references.routes.ts';
import { workflowRoutes } from './workflow/workflow.routes.ts';

export { seedApplicationReferences } from './references/references.seed.ts';
export { type ApplicationTemplates, applicationTemplates } from './templates/templates-admin.ts';

export const applicationsModule = async (app: FastifyInstance, services: Services) => {
  await referencesRoutes(app, services);
  await applyRoutes(app, services);
  await dealsRoutes(app, services);
  await workflowRoutes(app, services);
};
