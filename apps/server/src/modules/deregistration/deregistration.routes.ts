import { consoleDeregistrationRoutes as c, deregistrationRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { loadPasswordCrypto } from '../../platform/password-crypto.ts';
import { registerRoute } from '../../platform/routes.ts';
import { codesService } from '../accounts/codes.service.ts';
import { registrationService } from '../accounts/registration.service.ts';
import { usersStore } from '../accounts/users.store.ts';
import { actorOf } from '../operators/audit.service.ts';
import { dictionaryLookup } from '../reference/dictionary-lookup.ts';
import { deregistrationService } from './deregistration.service.ts';
import { deregistrationStore } from './deregistration.store.ts';
import { deregistrationAdmin } from './deregistration-admin.service.ts';

/** Deregistration: the portal's code, request and revoke (spec 02 §7), and the console's decisions. */
export const deregistrationModule = async (app: FastifyInstance) => {
  const codes = codesService(app.db, app.messaging);
  // Asked at call time: the captcha module may be registered after this one.
  const captcha = { consumeVerification: (v: string) => app.captcha.consumeVerification(v) };
  // Only sendCode is used; the key pair behind crypto is read lazily, so nothing is loaded for it.
  const registration = registrationService({
    users: usersStore(app.db),
    codes,
    captcha,
    crypto: loadPasswordCrypto(app.config),
    dictionaries: dictionaryLookup(app.db),
  });
  const portal = deregistrationService({ registration, codes, store: deregistrationStore(app.db) });
  const admin = deregistrationAdmin(app.db);

  registerRoute(app, r.logoffEmailSend, ({ body, request, lang }) =>
    portal
      .sendCode('mail', { account: body.userAccount, captchaToken: body.token, ip: request.ip, lang })
      .then(() => null),
  );
  registerRoute(app, r.logoffSmsSend, ({ body, request, lang }) =>
    portal
      .sendCode('sms', { account: body.mobile, captchaToken: body.token, ip: request.ip, lang })
      .then(() => null),
  );
  registerRoute(app, r.logoff, ({ body, user }) =>
    portal.request(user, body.mobile, body.password).then(() => null),
  );
  registerRoute(app, r.revokeLogoff, ({ user }) => portal.revoke(user.id).then(() => null));

  registerRoute(app, c.deregistrationList, ({ query }) => admin.page(query.pageNum, query.pageSize));
  registerRoute(app, c.deregistrationApprove, ({ params, request }) =>
    admin.approve(params.userId, actorOf(request)),
  );
  registerRoute(app, c.deregistrationRefuse, ({ params, body, request }) =>
    admin.refuse(params.userId, body.reason, actorOf(request)),
  );
};
