import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Config } from './config.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { agreementsModule } from './modules/agreements/index.ts';
import { applicationsModule } from './modules/applications/index.ts';
import { attachmentsModule } from './modules/attachments/index.ts';
import { captchaModule } from './modules/captcha/index.ts';
import { catalogueModule } from './modules/catalogue/index.ts';
import { companiesModule } from './modules/companies/index.ts';
import { contentModule } from './modules/content/index.ts';
import { deregistrationModule } from './modules/deregistration/index.ts';
import { evidenceModule } from './modules/evidence/index.ts';
import { feedbackModule } from './modules/feedback/index.ts';
import { homeModule } from './modules/home/index.ts';
import { inboxModule } from './modules/inbox/index.ts';
import { lowCarbonModule, workbookReading } from './modules/low-carbon/index.ts';
import { openDataModule } from './modules/open-data/index.ts';
import { operatorsModule } from './modules/operators/index.ts';
import { outboxModule } from './modules/outbox/index.ts';
import { referenceModule, seedReference } from './modules/reference/index.ts';
import { resourcesModule } from './modules/resources/index.ts';
import { subscriptionsModule } from './modules/subscriptions/index.ts';
import { usersAdminModule } from './modules/users-admin/index.ts';
import { verificationModule } from './modules/verification/index.ts';
import { installAuth } from './platform/auth.ts';
import { installCompression } from './platform/compression.ts';
import { type Db, type Dialect, openDatabase } from './platform/db/database.ts';
import type { Database } from './platform/db/schema.ts';
import { installErrorHandlers } from './platform/errors.ts';
import { installHealth } from './platform/health.ts';
import { installHttpGuards, type ServerOptions, serverOptions } from './platform/http-server.ts';
import { installLang } from './platform/lang.ts';
import { installMetrics } from './platform/metrics.ts';
import { installOpenApi } from './platform/openapi.ts';
import { dummyPasswordHash, passwordHashing } from './platform/passwords.ts';
import { installPrincipal } from './platform/routes.ts';
import { installSecurity } from './platform/security.ts';
import { installStatic } from './platform/static.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import { buildServices } from './services.ts';

// Every image the server draws (captcha challenges) or re-encodes (uploads) is new, so libvips's
// operation cache (50 MB and 100 operations by default) never answered one: it only kept their
// pixels resident (decision 230).
sharp.cache(false);

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    /** Runs start work (seeds) while no other instance on this database runs its own. */
    underStartLock: Db['exclusive'];
  }
}

export interface BuildOptions extends ServerOptions {
  /** An already opened database (tests share one per file); else the config's is opened. */
  db?: Db;
  /** Files somewhere else than the configured storage (tests of a storage backend). */
  storage?: FileStorage;
}

/**
 * The whole platform as one Fastify instance: platform plugins first, then every module.
 * Tests call this and use `app.inject()`; main.ts calls it and listens.
 */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify(serverOptions(config, options));
  installHttpGuards(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = options.db ?? (await openDatabase(config, { log: app.log }));
  if (!options.db) app.addHook('onClose', () => db.close());
  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('dialect', db.dialect);
  app.decorate('underStartLock', db.exclusive);
  const services = await buildServices(config, db, app.log, { storage: options.storage });
  app.decorate('services', services);
  app.addHook('onClose', () => services.close());
  // Made now, so the first login of an unknown account takes no longer than any other.
  void dummyPasswordHash();

  // Before every route: each route gets its recorder as it is added.
  installMetrics(app, {
    token: config.METRICS_TOKEN,
    poolStats: db.poolStats,
    refusals: services.limiter.refusals,
    queues: { password_hashing: passwordHashing.stats, workbook_reading: workbookReading },
  });
  installLang(app);
  installPrincipal(app);
  installAuth(app, services.auth);
  installErrorHandlers(app);
  installSecurity(app);
  await installCompression(app);
  await installOpenApi(app);
  installHealth(app);

  // This order is the API reference's order of paths (docs/openapi.json).
  for (const module of [
    accountsModule,
    captchaModule,
    attachmentsModule,
    inboxModule,
    referenceModule,
    agreementsModule,
    operatorsModule,
    outboxModule,
    usersAdminModule,
    companiesModule,
    deregistrationModule,
    catalogueModule,
    evidenceModule,
    applicationsModule,
    homeModule,
    feedbackModule,
    subscriptionsModule,
    lowCarbonModule,
    resourcesModule,
    contentModule,
    verificationModule,
    openDataModule,
  ]) {
    await app.register(async (scope) => module(scope, services));
  }

  await installStatic(app, {
    portal: config.PORTAL_DIST,
    console: config.CONSOLE_DIST,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  await db.exclusive(() => seedReference(db.db));
  return app;
};
