import { COMPANY_STATUS } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/**
 * The home page's figures. It only reads: the catalogue owns epds and pcrs, companies owns
 * companies. Three indexed counts, made at most once per change (home.routes.ts).
 */
export const homeStore = (db: Kysely<Database>) => ({
  /**
   * Valid EPDs: published, not superseded and not expired on `today` (YYYY-MM-DD in the
   * platform's time zone) — what the public search lists by default, so both say one number.
   */
  publishedEpds: (today: string) =>
    count(
      db
        .selectFrom('epds')
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', 'published')
        .where('expiry_date', '>=', today),
    ),
  certifiedCompanies: () =>
    count(
      db
        .selectFrom('companies')
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', COMPANY_STATUS.certified),
    ),
  listedPcrs: () =>
    count(
      db
        .selectFrom('pcrs')
        .select((e) => e.fn.countAll().as('n'))
        .where('enabled', '=', 1),
    ),
});
