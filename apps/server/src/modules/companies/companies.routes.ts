import { companyRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { certificationService } from './certification.service.ts';
import { ownCompanyService } from './own-company.service.ts';
import { registrationAuditService } from './registration-audit.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';

/**
 * Enterprise certification and registration audits: the portal's calls for the caller's own
 * user and company, and the console's review queues (reviews.routes.ts). Decisions write the
 * inbox and the audit log through their transaction (inboxFor, auditFor), so a decision and
 * its messages commit together; its mail goes after the commit.
 */
export const companiesModule = async (app: FastifyInstance, deps: Services) => {
  const { db, attachments, inboxFor, auditFor, usersFor, dictionaries, messaging, log, config } = deps;
  const mail = { messaging, log, config };
  const certification = certificationService({ db, attachments, inboxFor, auditFor, usersFor, ...mail });
  const registrations = registrationAuditService({
    db,
    inboxFor,
    auditFor,
    usersFor,
    dictionaries,
    ...mail,
  });
  const own = ownCompanyService({ db });

  registerRoute(app, r.certify, ({ body, user }) => certification.submit(user.id, body));
  registerRoute(app, r.companyOfUser, ({ params, actor }) => own.ofUser(actor, params.userId));
  registerRoute(app, r.companyDetail, ({ params, actor }) => own.byCode(actor, params.companyCode));
  registerRoute(app, r.updateMail, ({ body, actor }) => own.updateEmail(actor, body.id, body.companyEmail));
  registerRoute(app, r.userDetail, ({ params, actor }) => registrations.detail(actor, params.id));

  reviewsRoutes(app, { certification, registrations });
};
