import { consoleReviewsRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
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
  registerRoute(app, r.companyApprove, ({ params, actor }) => certification.approve(params.id, actor));
  registerRoute(app, r.companyReject, ({ params, body, actor }) =>
    certification.reject(params.id, body.reason, actor),
  );

  registerRoute(app, r.registrationQueue, ({ query }) =>
    registrations.queue(query.auditStatus, query.pageNum, query.pageSize),
  );
  registerRoute(app, r.registrationReview, ({ params, lang }) => registrations.review(params.userId, lang));
  registerRoute(app, r.registrationApprove, ({ params, actor, lang }) =>
    registrations.approve(params.userId, actor, lang),
  );
  registerRoute(app, r.registrationReject, ({ params, body, actor, lang }) =>
    registrations.reject(params.userId, body.reason, actor, lang),
  );
};
