import { consoleRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { dummyPasswordHash } from '../../platform/passwords.ts';
import { registerRoute } from '../../platform/routes.ts';
import { actorOf, auditLog } from './audit.service.ts';
import { operatorAuthService } from './operator-auth.service.ts';
import { operatorsService } from './operators.service.ts';

/** Console operators: login and sessions, account management and the audit log. */
export const operatorsModule = async (app: FastifyInstance) => {
  const auth = operatorAuthService(app.db);
  const operators = operatorsService(app.db, app.dialect);
  const audit = auditLog(app.db);
  // Made now so the first login of an unknown username takes no longer than any other.
  void dummyPasswordHash();

  app.auth.operator = (token) => auth.resolve(token);

  registerRoute(app, r.login, ({ body, request }) => auth.login(body.username, body.password, request.ip));
  registerRoute(app, r.me, ({ operator }) => auth.me(operator.id));
  registerRoute(app, r.logout, ({ operator, request }) =>
    auth.logout({ ...actorOf(request), operatorId: operator.id, sessionId: operator.sessionId }),
  );

  registerRoute(app, r.operatorList, () => operators.list());
  registerRoute(app, r.operatorCreate, ({ body, request }) => operators.create(body, actorOf(request)));
  registerRoute(app, r.operatorSetRole, ({ params, body, request }) =>
    operators.setRole(params.id, body.role, actorOf(request)),
  );
  registerRoute(app, r.operatorDisable, ({ params, request }) =>
    operators.setDisabled(params.id, true, actorOf(request)),
  );
  registerRoute(app, r.operatorEnable, ({ params, request }) =>
    operators.setDisabled(params.id, false, actorOf(request)),
  );
  registerRoute(app, r.operatorResetPassword, ({ params, body, request }) =>
    operators.resetPassword(params.id, body.password, actorOf(request)),
  );

  registerRoute(app, r.auditLog, ({ query }) =>
    audit.page({ action: query.action, operatorId: query.operatorId }, query.pageNum, query.pageSize),
  );
};
