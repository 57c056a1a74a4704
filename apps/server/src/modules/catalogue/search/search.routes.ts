import { catalogueSearchRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import type { CatalogueChanges } from '../changes.ts';
import { sendStamped } from '../summary/summary.routes.ts';
import type { SummaryService } from '../summary/summary.service.ts';
import { searchService } from './search.service.ts';
import { searchStore } from './search.store.ts';
import { type SearchIndex, searchIndex } from './search-index.ts';

/** How often the index asks whether another process changed the catalogue (two tiny aggregate queries). */
export const SEARCH_CHECK_EVERY_MS = 5_000;

/**
 * The search of each database, with the changes feed it listens to: tests (and a command that
 * writes the tables directly) reach them here, since modules live in encapsulated scopes.
 */
const registry = new WeakMap<Kysely<Database>, { index: SearchIndex; changes: CatalogueChanges }>();
export const catalogueSearchOf = (db: Kysely<Database>) => registry.get(db);

/** EPD search, its dropdown of companies, QR images and the report downloads of its cards (issue 10). */
export const searchRoutes = async (
  app: FastifyInstance,
  services: Services,
  changes: CatalogueChanges,
  summaries: SummaryService,
) => {
  const store = searchStore(services.db);
  const index = searchIndex(store);
  registry.set(services.db, { index, changes });
  const unsubscribe = changes.subscribe(() => index.invalidate());
  const timer = setInterval(() => {
    index.check().catch((err: unknown) => services.log.warn({ err }, 'search index check failed'));
  }, SEARCH_CHECK_EVERY_MS);
  timer.unref();
  // A listening server builds the index at once (seconds at a million records); tests that
  // inject requests without listening build it at their first search, after their fixtures.
  app.addHook('onListen', async () => {
    index.warm().catch((err: unknown) => services.log.warn({ err }, 'search index build failed'));
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
  });

  const service = searchService({
    store,
    index,
    timeZone: services.config.PLATFORM_TIME_ZONE,
  });

  registerRoute(app, r.epdPage, ({ body, actor, lang }) => service.search(body, actor, lang));
  registerRoute(app, r.companyList, () => service.companyOptions());
  registerRoute(app, r.qrAttachment, ({ params }) => service.qrAttachment(params.id));
  // The card's download is the same report as the summary's, stamped for its reader (issue 28).
  registerRoute(app, r.reportDownload, async ({ params, actor, reply }) =>
    sendStamped(reply, await summaries.cardReport(params.id, actor)),
  );
};
