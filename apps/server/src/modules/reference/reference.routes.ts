import { referenceRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { referenceService } from './reference.service.ts';
import { referenceStore } from './reference.store.ts';

/** Menu, texts, page-visit counts, dictionaries, regions and settings. */
export const referenceModule = async (app: FastifyInstance, { db, config }: Services) => {
  const service = referenceService({ store: referenceStore(db), timeZone: config.PLATFORM_TIME_ZONE });

  registerRoute(app, r.menuAll, () => service.menu());
  registerRoute(app, r.textAll, () => service.texts());
  registerRoute(app, r.pvuvCount, ({ body }) => service.countVisit(body.visitorId));
  registerRoute(app, r.dictListPublic, ({ params, lang }) => service.dictList(params.type, lang));
  registerRoute(app, r.dictList, ({ params, lang }) => service.dictList(params.type, lang));
  registerRoute(app, r.dictTree, ({ params, lang }) => service.dictTree(params.type, lang));
  registerRoute(app, r.dictItemDetail, ({ body, lang }) =>
    service.dictItem(body.typeCode, body.itemCode, lang),
  );
  registerRoute(app, r.regionProvinces, () => service.provinces());
  registerRoute(app, r.regionCities, ({ params }) => service.cities(params.provinceCode));
  registerRoute(app, r.qrShow, () => service.qrShow());
};
