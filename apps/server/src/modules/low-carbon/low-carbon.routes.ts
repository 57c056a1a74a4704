import { lowCarbonRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { sendFile } from '../attachments/index.ts';
import { catalogueSteelFiller } from '../catalogue/index.ts';
import { lowCarbonService } from './low-carbon.service.ts';
import { lowCarbonTemplate } from './template.ts';

/** Low-carbon steel certification: the portal's filing and list, the console's queue (issue 13). */
export const lowCarbonModule = async (app: FastifyInstance, services: Services) => {
  const { db, attachments, dictionaries, auditFor, inboxFor } = services;
  const service = lowCarbonService({
    db,
    attachments,
    dictionaries,
    auditFor,
    inboxFor,
    steel: catalogueSteelFiller(services),
  });
  const template = lowCarbonTemplate({ attachments, dictionaries });
  registerRoute(app, r.lowCarbonApply, ({ body, actor }) => service.apply(actor, body));
  registerRoute(app, r.lowCarbonMine, ({ actor }) => service.mine(actor));
  registerRoute(app, r.lowCarbonPreview, ({ params, actor }) => service.preview(actor, params.id));
  registerRoute(app, r.lowCarbonTemplate, async ({ params, reply }) =>
    sendFile(reply, await template.open(params.id), { inline: false, publicCache: false }),
  );
  registerRoute(app, r.lowCarbonQueue, ({ query }) =>
    service.page(query.state, query.pageNum, query.pageSize),
  );
  registerRoute(app, r.lowCarbonDetail, ({ params }) => service.detail(params.id));
  registerRoute(app, r.lowCarbonCompanyEpds, ({ params }) => service.companyEpds(params.id));
  registerRoute(app, r.lowCarbonRecompute, ({ params, body, actor }) =>
    service.recompute(params.id, body.gridFactor, actor),
  );
  registerRoute(app, r.lowCarbonApprove, ({ params, actor }) => service.approve(params.id, actor));
  registerRoute(app, r.lowCarbonReject, ({ params, body, actor }) =>
    service.reject(params.id, body.reason, actor),
  );
  registerRoute(app, r.lowCarbonLinkEpd, ({ params, body, actor }) =>
    service.linkEpd(params.id, body.epdId, actor),
  );
};
