import { messageRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { inboxService } from './inbox.service.ts';

/** The portal's calls for the caller's own messages; modules write through services.inbox / inboxFor. */
export const inboxModule = async (app: FastifyInstance, { db }: Services) => {
  const inbox = inboxService({ db });

  registerRoute(app, r.innerCount, ({ body, user }) => inbox.count(user.id, body));
  registerRoute(app, r.innerList, ({ body, user, lang }) =>
    inbox.page(user.id, { type: body.type }, body.pageNum, body.pageSize, lang),
  );
  registerRoute(app, r.innerRead, ({ body, user }) => inbox.read(user.id, body.id).then(() => null));
  registerRoute(app, r.innerReadAll, ({ body, actor }) => inbox.readAll(actor, body.id).then(() => null));
};
