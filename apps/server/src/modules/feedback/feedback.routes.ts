import { feedbackRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { feedbackService } from './feedback.service.ts';

/** Feedback: the portal's form (POST /p/suggest/save) and the console's inbox. */
export const feedbackModule = async (app: FastifyInstance, { db, limiter, captcha, auditFor }: Services) => {
  const service = feedbackService({ db, limiter, captcha, auditFor });
  registerRoute(app, r.feedbackSave, ({ body, actor }) => service.save(actor, body));
  registerRoute(app, r.feedbackList, ({ query }) => service.page(query.state, query.pageNum, query.pageSize));
  registerRoute(app, r.feedbackRead, ({ params, actor }) => service.markRead(params.id, actor));
  registerRoute(app, r.feedbackAnswer, ({ params, body, actor }) =>
    service.answer(params.id, body.answerNote, actor),
  );
};
