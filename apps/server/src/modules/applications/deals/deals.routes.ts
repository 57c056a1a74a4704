import { applicationRoutes as p, consoleApplicationRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import { dealsOf } from './deals.service.ts';

/**
 * Quotes and contracts: the portal's information and decisions (spec 02 §7 "Quotes and
 * contracts", decision 113) and the console's issuing (reviewers and administrators).
 */
export const dealsRoutes = async (app: FastifyInstance, services: Services) => {
  const deals = dealsOf(services);

  registerRoute(app, p.priceInfo, ({ body, actor }) => deals.priceInfo(actor, body.id));
  registerRoute(app, p.priceConfirm, ({ body, actor }) =>
    deals.decideQuote(actor, body.id, { confirm: true }),
  );
  registerRoute(app, p.priceRefuse, ({ body, actor }) =>
    deals.decideQuote(actor, body.id, { confirm: false, reason: body.reason }),
  );
  registerRoute(app, p.contractInfo, ({ body, actor }) => deals.contractInfo(actor, body.id));
  registerRoute(app, p.contractConfirm, ({ body, actor }) =>
    deals.decideContract(actor, body.applyId, body.id, { confirm: true }),
  );
  registerRoute(app, p.contractRefuse, ({ body, actor }) =>
    deals.decideContract(actor, body.applyId, body.id, { confirm: false, reason: body.reason }),
  );
  registerRoute(app, r.applicationQuote, ({ params, body, actor, lang }) =>
    deals.issueQuote(params.id, body.attachmentId, actor, lang),
  );
  registerRoute(app, r.applicationContract, ({ params, body, actor, lang }) =>
    deals.issueContract(params.id, body.attachmentIds, actor, lang),
  );
};
