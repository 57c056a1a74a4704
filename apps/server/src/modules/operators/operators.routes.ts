import { consoleRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { operatorsService } from './operators.service.ts';

/** Console operators: login and sessions, account management and the audit log. */
export const operatorsModule = async (
  app: FastifyInstance,
  { db, dialect, operatorAuth, audit }: Services,
) => {
  const operators = operatorsService({ db, dialect });

  registerRoute(app, r.login, ({ body, actor }) =>
    operatorAuth.login(body.username, body.password, actor.ip),
  );
  registerRoute(app, r.me, ({ operator }) => operatorAuth.me(operator.id));
  registerRoute(app, r.logout, ({ actor }) => operatorAuth.logout(actor));

  registerRoute(app, r.operatorList, () => operators.list());
  registerRoute(app, r.operatorCreate, ({ body, actor }) => operators.create(body, actor));
  registerRoute(app, r.operatorSetRole, ({ params, body, actor }) =>
    operators.setRole(params.id, body.role, actor),
  );
  registerRoute(app, r.operatorDisable, ({ params, actor }) => operators.setDisabled(params.id, true, actor));
  registerRoute(app, r.operatorEnable, ({ params, actor }) => operators.setDisabled(params.id, false, actor));
  registerRoute(app, r.operatorResetPassword, ({ params, body, actor }) =>
    operators.resetPassword(params.id, body.password, actor),
  );

  registerRoute(app, r.auditLog, ({ query }) =>
    audit.page(
      { action: query.action, operatorId: query.operatorId, signIns: query.signIns },
      query.pageNum,
      query.pageSize,
    ),
  );
};
