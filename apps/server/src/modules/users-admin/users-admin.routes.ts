import { consoleUsersRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import { actorOf } from '../operators/audit.service.ts';
import { usersAdminService } from './users-admin.service.ts';

/** The console's portal-user administration: list, disable, enable (reviewers and administrators). */
export const usersAdminModule = async (app: FastifyInstance) => {
  const users = usersAdminService(app.db);

  registerRoute(app, r.userList, ({ query }) => {
    const { pageNum, pageSize, ...filter } = query;
    return users.page(filter, pageNum, pageSize);
  });
  registerRoute(app, r.userDisable, ({ params, request }) =>
    users.setLocked(params.id, true, actorOf(request)),
  );
  registerRoute(app, r.userEnable, ({ params, request }) =>
    users.setLocked(params.id, false, actorOf(request)),
  );
};
