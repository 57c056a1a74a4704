import { type Lang, homeRoutes as r } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { todayIn } from '../../platform/days.ts';
import type { Database } from '../../platform/db/schema.ts';
import { preparedAnswers } from '../../platform/prepared-answers.ts';
import type { CatalogueChanges } from '../catalogue/index.ts';
import { homeStore } from './home.store.ts';

/**
 * How long the figures are sent before they are counted again: a certification decided in the
 * console (no catalogue signal), another process's publication or a hand edit of the database
 * shows within this time, as catalogue changes do in other processes. Three counts: cheap.
 */
const FIGURES_MAX_AGE_MS = 5_000;

/**
 * The home page's live figures (issue 12): counted once, kept as a prepared answer, counted
 * again at once after a catalogue change in this process and otherwise within 5 s (so an EPD
 * that expired at midnight leaves the count within 5 s too).
 */
export const homeService = (deps: {
  db: Kysely<Database>;
  catalogueChanges: CatalogueChanges;
  /** The platform's time zone: an EPD expires after its expiry day there. */
  timeZone: string;
}) => {
  const store = homeStore(deps.db);
  let version = 0;
  const unsubscribe = deps.catalogueChanges.subscribe(() => {
    version += 1;
  });
  const figures = preparedAnswers(r.homeFigures, { version: () => version, maxAgeMs: FIGURES_MAX_AGE_MS });
  return {
    figures: (lang: Lang) =>
      figures.get('', lang, async () => {
        const [publishedEpds, certifiedCompanies, pcrs] = await Promise.all([
          store.publishedEpds(todayIn(deps.timeZone)),
          store.certifiedCompanies(),
          store.listedPcrs(),
        ]);
        return { publishedEpds, certifiedCompanies, pcrs };
      }),
    close: unsubscribe,
  };
};
