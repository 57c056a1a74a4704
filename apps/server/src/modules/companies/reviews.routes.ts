import { consoleReviewsRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import { actorOf } from '../operators/audit.service.ts';
import type { certificationService } from './certification.service.ts';
import type { registrationAuditService } from './registration-audit.service.ts';

interface ReviewServices {
  certification: ReturnType<typeof certificationService>;
  registrations: ReturnType<typeof registrationAuditService>;
}

/** The console's review queues and decisions (reviewers and administrators). */
export const reviewsRoutes = (app: FastifyInstance, { certification, registrations }: ReviewServices) => {
  registerRoute(app, r.companyQueue, ({ query }) =>
    certification.queue(query.status, query.pageNum, query.pageSize),
  );
  registerRoute(app, r.companyReview, ({ params }) => certification.review(params.id));
  registerRoute(app, r.companyApprove, ({ params, request }) =>
    certification.approve(params.id, actorOf(request)),
  );
  registerRoute(app, r.companyReject, ({ params, body, request }) =>
    certification.reject(params.id, body.reason, actorOf(request)),
  );

  registerRoute(app, r.registrationQueue, ({ query }) =>
    registrations.queue(query.auditStatus, query.pageNum, query.pageSize),
  );
  registerRoute(app, r.registrationApprove, ({ params, request }) =>
    registrations.approve(params.userId, actorOf(request)),
  );
  registerRoute(app, r.registrationReject, ({ params, body, request }) =>
    registrations.reject(params.userId, body.reason, actorOf(request)),
  );
};
