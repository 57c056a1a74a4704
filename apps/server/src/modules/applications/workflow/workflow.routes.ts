import { consoleApplicationRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import { workflowOf } from './workflow.service.ts';

/** The secretariat's applications workflow (reviewers and administrators): queue, detail, moves, release. */
export const workflowRoutes = async (app: FastifyInstance, services: Services) => {
  const workflow = workflowOf(services);

  registerRoute(app, r.applicationQueue, ({ query }) => workflow.queue(query));
  registerRoute(app, r.applicationAdminDetail, ({ params, actor, lang }) =>
    workflow.detail(params.id, actor, lang),
  );
  registerRoute(app, r.applicationAdvance, ({ params, body, actor, lang }) =>
    workflow.advance(params.id, body, actor, lang),
  );
  registerRoute(app, r.applicationBack, ({ params, body, actor, lang }) =>
    workflow.back(params.id, body, actor, lang),
  );
  registerRoute(app, r.applicationLcaCorrection, ({ params, body, actor, lang }) =>
    workflow.lcaCorrection(params.id, body.note, actor, lang),
  );
  registerRoute(app, r.applicationLcaAccept, ({ params, actor, lang }) =>
    workflow.lcaAccept(params.id, actor, lang),
  );
  registerRoute(app, r.applicationRelease, ({ params, body, actor, lang }) =>
    workflow.release(params.id, body, actor, lang),
  );
};
