import { consoleDeregistrationRoutes as c, deregistrationRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { deregistrationService } from './deregistration.service.ts';
import { deregistrationAdmin } from './deregistration-admin.service.ts';

/** Deregistration: the portal's code, request and revoke (spec 02 §7), and the console's decisions. */
export const deregistrationModule = async (app: FastifyInstance, deps: Services) => {
  const { db, codeSender, codes, usersFor, auditFor, inboxFor } = deps;
  const portal = deregistrationService({ codeSender, codes, users: usersFor(db) });
  const admin = deregistrationAdmin({ db, usersFor, auditFor, inboxFor });

  registerRoute(app, r.logoffEmailSend, ({ body, actor, lang }) =>
    portal
      .sendCode('mail', { account: body.userAccount, captchaToken: body.token, ip: actor.ip, lang })
      .then(() => null),
  );
  registerRoute(app, r.logoffSmsSend, ({ body, actor, lang }) =>
    portal
      .sendCode('sms', { account: body.mobile, captchaToken: body.token, ip: actor.ip, lang })
      .then(() => null),
  );
  registerRoute(app, r.logoff, ({ body, actor }) =>
    portal.request(actor, body.mobile, body.password).then(() => null),
  );
  registerRoute(app, r.revokeLogoff, ({ user }) => portal.revoke(user.id).then(() => null));

  registerRoute(app, c.deregistrationList, ({ query }) => admin.page(query.pageNum, query.pageSize));
  registerRoute(app, c.deregistrationApprove, ({ params, actor }) => admin.approve(params.userId, actor));
  registerRoute(app, c.deregistrationRefuse, ({ params, body, actor }) =>
    admin.refuse(params.userId, body.reason, actor),
  );
};
