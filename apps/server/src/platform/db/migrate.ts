import { type Migration, Migrator } from 'kysely/migration';
import type { MigrationDb } from './columns.ts';
import type { Dialect } from './database.ts';
import { m0001Foundation } from './migrations/0001-foundation.ts';
import { m0002Operators } from './migrations/0002-operators.ts';
import { m0003Captcha } from './migrations/0003-captcha.ts';
import { m0004Accounts } from './migrations/0004-accounts.ts';
import { m0005Attachments } from './migrations/0005-attachments.ts';
import { m0006Companies } from './migrations/0006-companies.ts';
import { m0007InboxDeregistration } from './migrations/0007-inbox-deregistration.ts';
import { m0008Limits } from './migrations/0008-limits.ts';
import { m0009Catalogue } from './migrations/0009-catalogue.ts';
import { m0010Evidence } from './migrations/0010-evidence.ts';
import { m0011Search } from './migrations/0011-search.ts';
import { m0012Applications } from './migrations/0012-applications.ts';
import { m0013News } from './migrations/0013-news.ts';
import { m0014Resources } from './migrations/0014-resources.ts';
import { m0015Feedback } from './migrations/0015-feedback.ts';
import { m0016UserLanguage } from './migrations/0016-user-language.ts';
import { m0017Verification } from './migrations/0017-verification.ts';
import { m0018LowCarbon } from './migrations/0018-low-carbon.ts';
import { m0019LcaSubscriptions } from './migrations/0019-lca-subscriptions.ts';
import { m0020ContentNamesEn } from './migrations/0020-content-names-en.ts';
import { m0021EpdSteel } from './migrations/0021-epd-steel.ts';
import { m0022ReportCopies } from './migrations/0022-report-copies.ts';
import { m0023PublicSearchMenu } from './migrations/0023-public-search-menu.ts';
import { m0024ApplicationRefusals } from './migrations/0024-application-refusals.ts';
import { m0025RegistrationAnswers } from './migrations/0025-registration-answers.ts';
import { m0030PcrRequestDuplicates } from './migrations/0030-pcr-request-duplicates.ts';
import { m0031PcrRequestDetails } from './migrations/0031-pcr-request-details.ts';
import { m0033PcrTextsEn } from './migrations/0033-pcr-texts-en.ts';
import { m0034PcrCategories } from './migrations/0034-pcr-categories.ts';
import { m0035CertificationSubmitter } from './migrations/0035-certification-submitter.ts';
import { m0036ResultSets } from './migrations/0036-result-sets.ts';

/** Every migration in order. A migration is `(db, dialect) => Promise<void>`; never edit a landed one. */
const MIGRATIONS: Record<string, (db: MigrationDb, dialect: Dialect) => Promise<void>> = {
  '0001-foundation': m0001Foundation,
  '0002-operators': m0002Operators,
  '0003-captcha': m0003Captcha,
  '0004-accounts': m0004Accounts,
  '0005-attachments': m0005Attachments,
  '0006-companies': m0006Companies,
  '0007-inbox-deregistration': m0007InboxDeregistration,
  '0008-limits': m0008Limits,
  '0009-catalogue': m0009Catalogue,
  '0010-evidence': m0010Evidence,
  '0011-search': m0011Search,
  '0012-applications': m0012Applications,
  '0013-news': m0013News,
  '0014-resources': m0014Resources,
  '0015-feedback': m0015Feedback,
  '0016-user-language': m0016UserLanguage,
  '0017-verification': m0017Verification,
  '0018-low-carbon': m0018LowCarbon,
  '0019-lca-subscriptions': m0019LcaSubscriptions,
  '0020-content-names-en': m0020ContentNamesEn,
  '0021-epd-steel': m0021EpdSteel,
  '0022-report-copies': m0022ReportCopies,
  '0023-public-search-menu': m0023PublicSearchMenu,
  '0024-application-refusals': m0024ApplicationRefusals,
  '0025-registration-answers': m0025RegistrationAnswers,
  '0030-pcr-request-duplicates': m0030PcrRequestDuplicates,
  '0031-pcr-request-details': m0031PcrRequestDetails,
  '0033-pcr-texts-en': m0033PcrTextsEn,
  '0034-pcr-categories': m0034PcrCategories,
  '0035-certification-submitter': m0035CertificationSubmitter,
  '0036-result-sets': m0036ResultSets,
};

/** The name of the newest migration: a database this code migrated ends on it. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1) as string;

/**
 * `schema` names the PostgreSQL schema explicitly: Kysely's check for its own tables looks at
 * every schema, so with two schemas in one database it would find the other one's.
 */
export const migrateToLatest = async (db: MigrationDb, dialect: Dialect, schema?: string): Promise<void> => {
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, up]) => [name, { up: (d: MigrationDb) => up(d, dialect) }]),
  );
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
};
