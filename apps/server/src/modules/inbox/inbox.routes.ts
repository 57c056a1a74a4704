import { messageRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import { inboxService, inboxWriter } from './inbox.service.ts';

/**
 * The inbox: `app.inbox` for every module that tells a user something, and the portal's calls
 * for the caller's own messages. Registered on the root app, so `app.inbox` is everyone's.
 */
export const inboxModule = async (app: FastifyInstance) => {
  app.decorate('inbox', inboxWriter(app.db));
  const inbox = inboxService(app.db);

  registerRoute(app, r.innerCount, ({ body, user }) => inbox.count(user.id, body));
  registerRoute(app, r.innerList, ({ body, user, lang }) =>
    inbox.page(user.id, { type: body.type }, body.pageNum, body.pageSize, lang),
  );
  registerRoute(app, r.innerRead, ({ body, user }) => inbox.read(user.id, body.id).then(() => null));
  registerRoute(app, r.innerReadAll, ({ body, user }) => inbox.readAll(user.id, body.id).then(() => null));
};
