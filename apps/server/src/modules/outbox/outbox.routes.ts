import { outboxRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { deliveryOf } from '../../platform/messaging/messaging.ts';
import { registerRoute } from '../../platform/routes.ts';
import { outboxService } from './outbox.service.ts';

/**
 * The console's view of the outbox. Reading it changes nothing, so it is not audited; only
 * administrators may, since the messages carry users' codes and addresses.
 */
export const outboxModule = async (app: FastifyInstance) => {
  const outbox = outboxService(app.config.DATA_DIR, deliveryOf(app.config));
  registerRoute(app, r.outboxList, ({ query }) =>
    outbox.page({ channel: query.channel, to: query.to }, query.pageNum, query.pageSize),
  );
};
