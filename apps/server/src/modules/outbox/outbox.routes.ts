import { outboxRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { deliveryOf } from '../../platform/messaging/messaging.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { outboxService } from './outbox.service.ts';

/**
 * The console's view of the outbox. Reading it changes nothing, so it is not audited; only
 * administrators may, since the messages carry users' codes and addresses.
 */
export const outboxModule = async (app: FastifyInstance, { config }: Services) => {
  const outbox = outboxService({ dataDir: config.DATA_DIR, delivery: deliveryOf(config) });
  registerRoute(app, r.outboxList, ({ query }) =>
    outbox.page({ channel: query.channel, to: query.to }, query.pageNum, query.pageSize),
  );
};
