import { consoleEpdsRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import { publishingOf } from './publishing.service.ts';

/** The secretariat's EPD records (editors and administrators): drafts, publishing, corrections. */
export const publishingRoutes = async (app: FastifyInstance, services: Services) => {
  const service = publishingOf(services);

  registerRoute(app, r.epdList, ({ query }) =>
    service.list(
      { status: query.status, keyword: query.keyword, companyId: query.companyId },
      query.pageNum,
      query.pageSize,
    ),
  );
  registerRoute(app, r.epdOptions, () => service.options());
  registerRoute(app, r.epdAccess, ({ query }) => service.access(query.pageNum, query.pageSize));
  registerRoute(app, r.epdDetail, ({ params }) => service.detail(params.id));
  registerRoute(app, r.epdCreate, ({ body, actor }) => service.create(body, actor));
  registerRoute(app, r.epdUpdate, ({ params, body, actor }) => service.update(params.id, body, actor));
  registerRoute(app, r.epdPublish, ({ params, actor }) => service.publish(params.id, actor));
  registerRoute(app, r.epdCorrect, ({ params, body, actor }) => service.correct(params.id, body, actor));
  registerRoute(app, r.epdRenew, ({ params, body, actor }) => service.renew(params.id, body, actor));
  registerRoute(app, r.epdWithdraw, ({ params, body, actor }) =>
    service.withdraw(params.id, body.reason, actor),
  );
  registerRoute(app, r.qrShowGet, () => service.qrShow());
  registerRoute(app, r.qrShowSet, ({ body, actor }) => service.setQrShow(body.value, actor));
};
