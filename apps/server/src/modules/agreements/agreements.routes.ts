import { consoleNewsRoutes as c, agreementRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { agreementsService } from './agreements.service.ts';
import { agreementsAdminService } from './agreements-admin.service.ts';

/**
 * The user agreement and the privacy policy: in force, their versions, one version (spec 02 §2
 * "Agreements"), and the editors' versions in the console.
 */
export const agreementsModule = async (app: FastifyInstance, { db, auditFor }: Services) => {
  const service = agreementsService({ db });
  const admin = agreementsAdminService({ db, auditFor });
  await service.seedIfEmpty();
  registerRoute(app, r.agreementNow, ({ body }) => service.current(body.agreementType, body.i18n));
  registerRoute(app, r.agreementList, ({ body }) =>
    service.list(body.agreementType, body.i18n, body.pageNum, body.pageSize),
  );
  registerRoute(app, r.agreementDetails, ({ body }) => service.details(body.id, body.i18n));

  registerRoute(app, c.agreementAdminList, ({ query }) => admin.list(query));
  registerRoute(app, c.agreementCreate, ({ body, actor }) => admin.create(actor, body));
  registerRoute(app, c.agreementUpdate, ({ params, body, actor }) => admin.update(actor, params.id, body));
};
