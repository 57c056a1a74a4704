import { companyRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Attachments } from '../../platform/services.ts';
import { inboxWriter } from '../inbox/inbox.service.ts';
import { certificationService } from './certification.service.ts';
import { ownCompanyService } from './own-company.service.ts';
import { registrationAuditService } from './registration-audit.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';

/**
 * Enterprise certification and registration audits: the portal's calls for the caller's own
 * user and company, and the console's review queues (reviews.routes.ts).
 */
export const companiesModule = async (app: FastifyInstance) => {
  // Asked at call time: the storage module may be registered after this one. The inbox writes
  // through the decision's transaction (inboxWriter), so a decision and its messages commit together.
  const attachments: Attachments = {
    ownedBy: (id, userId, types) => app.attachments.ownedBy(id, userId, types),
  };
  const certification = certificationService({ db: app.db, attachments, inboxFor: inboxWriter });
  const registrations = registrationAuditService({ db: app.db, inboxFor: inboxWriter });
  const own = ownCompanyService(app.db);

  registerRoute(app, r.certify, ({ body, user }) => certification.submit(user.id, body));
  registerRoute(app, r.companyOfUser, ({ params, user }) => own.ofUser(user.id, params.userId));
  registerRoute(app, r.companyDetail, ({ params, user }) => own.byCode(user.id, params.companyCode));
  registerRoute(app, r.updateMail, ({ body, user }) => own.updateEmail(user.id, body.id, body.companyEmail));
  registerRoute(app, r.userDetail, ({ params, user }) => registrations.detail(user.id, params.id));
  registerRoute(app, r.userModify, ({ body, user }) => registrations.modify(user.id, body));

  reviewsRoutes(app, { certification, registrations });
};
