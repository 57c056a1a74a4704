import { homeRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { homeService } from './home.service.ts';

/** The home page's live figures (issue 12). */
export const homeModule = async (app: FastifyInstance, { db, catalogueChanges, config }: Services) => {
  const home = homeService({ db, catalogueChanges, timeZone: config.PLATFORM_TIME_ZONE });
  app.addHook('onClose', async () => {
    home.close();
  });
  registerRoute(app, r.homeFigures, ({ lang }) => home.figures(lang));
};
