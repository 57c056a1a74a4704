import { consolePcrRoutes as c, pcrRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import { sendFile } from '../../attachments/index.ts';
import type { CatalogueChanges } from '../changes.ts';
import { pcrsService } from './pcrs.service.ts';

const DOWNLOAD = { inline: false, publicCache: false };

/**
 * PCRs (spec 02 §2, §3, §7): the portal's dropdown, search, document downloads and requests,
 * and the console's PCR management and request decisions.
 */
export const pcrsRoutes = async (app: FastifyInstance, services: Services, changes: CatalogueChanges) => {
  const { db, limiter, attachments, attachmentsFor, auditFor, inboxFor } = services;
  const pcrs = pcrsService({
    db,
    limiter,
    attachments,
    attachmentsFor,
    auditFor,
    inboxFor,
    changes,
  });

  registerRoute(app, r.pcrList, () => pcrs.options());
  registerRoute(app, r.pcrPage, ({ body }) => pcrs.page(body));
  registerRoute(app, r.pcrCategories, ({ query }) => pcrs.categoryFit(query.pcrNumber));
  // The token may come in the query here (a plain link); the route registration reads it.
  registerRoute(app, r.pcrDownload, async ({ params, reply }) =>
    sendFile(reply, await pcrs.openDocument(params.id), DOWNLOAD),
  );
  registerRoute(app, r.pcrInsert, ({ body, actor }) => pcrs.request(actor, body));
  registerRoute(app, r.pcrMine, ({ body, actor, user }) =>
    pcrs.mine(actor, user.id, body.pageNum, body.pageSize),
  );

  registerRoute(app, r.pcrMineDetail, ({ body, actor }) => pcrs.mineDetail(actor, body.id));

  registerRoute(app, c.pcrAdminList, ({ query }) => pcrs.adminPage(query));
  registerRoute(app, c.pcrCategoryTree, () => pcrs.categoryTree());
  registerRoute(app, c.pcrCreate, ({ body, actor }) => pcrs.create(actor, body));
  registerRoute(app, c.pcrUpdate, ({ params, body, actor }) => pcrs.update(actor, params.id, body));
  registerRoute(app, c.pcrRequestQueue, ({ query }) => pcrs.requestQueue(query));
  registerRoute(app, c.pcrRequestAccept, ({ params, actor }) => pcrs.accept(params.id, actor));
  registerRoute(app, c.pcrRequestDecline, ({ params, body, actor }) =>
    pcrs.decline(params.id, body.reason, actor),
  );
  registerRoute(app, c.pcrRequestStep, ({ params, body, actor }) => pcrs.moveStep(params.id, body, actor));
};
