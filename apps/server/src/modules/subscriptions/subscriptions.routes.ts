import { subscriptionRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { subscriptionsService } from './subscriptions.service.ts';

/** The LCA tool subscription (portal) and the console's subscriptions and settings. */
export const subscriptionsModule = async (app: FastifyInstance, services: Services) => {
  const { db, config, auditFor, inboxFor, settingsOf, dictionariesOf } = services;
  const service = subscriptionsService({
    db,
    timeZone: config.PLATFORM_TIME_ZONE,
    dictionariesFor: dictionariesOf,
    auditFor,
    inboxFor,
    settingsFor: settingsOf,
  });
  registerRoute(app, r.subscribe, ({ body, actor, lang }) => service.subscribe(actor, body, lang));
  registerRoute(app, r.checkSubscription, ({ actor }) => service.check(actor));
  registerRoute(app, r.subscribeForm, ({ actor, lang }) => service.form(actor, lang));
  registerRoute(app, r.subscriptionList, ({ query }) => service.page(query));
  registerRoute(app, r.subscriptionGrant, ({ body, actor }) => service.grant(body, actor));
  registerRoute(app, r.subscriptionExtend, ({ params, body, actor }) =>
    service.extend(params.id, body.endDate, actor),
  );
  registerRoute(app, r.subscriptionEnd, ({ params, body, actor }) =>
    service.end(params.id, body.reason, actor),
  );
  registerRoute(app, r.settingsGet, () => service.settings());
  registerRoute(app, r.settingsSet, ({ body, actor }) => service.saveSettings(body, actor));
};
