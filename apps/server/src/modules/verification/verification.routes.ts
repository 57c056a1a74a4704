import { consoleVerificationRoutes as c, verificationRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { publishedRegistrations } from '../catalogue/index.ts';
import { verificationService } from './verification.service.ts';

/** EPD verification requests: the portal's form, list and detail, and the console's queue. */
export const verificationModule = async (app: FastifyInstance, services: Services) => {
  const { db, limiter, attachments, attachmentsFor, auditFor, inboxFor } = services;
  const service = verificationService({
    db,
    limiter,
    attachments,
    attachmentsFor,
    registrations: publishedRegistrations,
    auditFor,
    inboxFor,
  });

  registerRoute(app, r.verifyInsert, ({ body, actor }) => service.insert(actor, body));
  registerRoute(app, r.verifyList, ({ body, actor, lang }) =>
    service.mine(actor, body.pageNum, body.pageSize, lang),
  );
  registerRoute(app, r.verifyDetail, ({ params, actor, lang }) => service.detail(actor, params.id, lang));
  registerRoute(app, r.verifyAttachments, ({ params, actor }) => service.feedback(actor, params.id));

  registerRoute(app, c.verificationQueue, ({ query }) => service.queue(query));
  registerRoute(app, c.verificationDetail, ({ params, actor }) => service.consoleDetail(actor, params.id));
  registerRoute(app, c.verificationAnswer, ({ params, body, actor }) =>
    service.answer(actor, params.id, body),
  );
};
