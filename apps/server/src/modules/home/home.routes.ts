import { homeRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { preparedAnswers } from '../../platform/prepared-answers.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { homeStore } from './home.store.ts';

/**
 * How long the figures are sent before they are counted again: a certification decided in the
 * console (no catalogue signal), another process's publication or a hand edit of the database
 * shows within this time, as catalogue changes do in other processes. Three counts: cheap.
 */
const FIGURES_MAX_AGE_MS = 5_000;

/**
 * The home page's live figures (issue 12): counted once, sent as a prepared answer, counted
 * again at once after a catalogue change in this process and otherwise within 5 s.
 */
export const homeModule = async (app: FastifyInstance, { db, catalogueChanges }: Services) => {
  const store = homeStore(db);
  let version = 0;
  const unsubscribe = catalogueChanges.subscribe(() => {
    version += 1;
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
  const figures = preparedAnswers(r.homeFigures, { version: () => version, maxAgeMs: FIGURES_MAX_AGE_MS });
  registerRoute(app, r.homeFigures, ({ lang }) =>
    figures.get('', lang, async () => {
      const [publishedEpds, certifiedCompanies, pcrs] = await Promise.all([
        store.publishedEpds(),
        store.certifiedCompanies(),
        store.listedPcrs(),
      ]);
      return { publishedEpds, certifiedCompanies, pcrs };
    }),
  );
};
