import { consoleUsersRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { usersAdminService } from './users-admin.service.ts';

/** The console's portal-user administration: list, disable, enable (reviewers and administrators). */
export const usersAdminModule = async (app: FastifyInstance, { db, usersFor, auditFor }: Services) => {
  const users = usersAdminService({ db, usersFor, auditFor });

  registerRoute(app, r.userList, ({ query }) => {
    const { pageNum, pageSize, ...filter } = query;
    return users.page(filter, pageNum, pageSize);
  });
  registerRoute(app, r.userDisable, ({ params, actor }) => users.setLocked(params.id, true, actor));
  registerRoute(app, r.userEnable, ({ params, actor }) => users.setLocked(params.id, false, actor));
};
