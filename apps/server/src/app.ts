import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { accountsModule } from './modules/accounts/accounts.routes.ts';
import { agreementsModule } from './modules/agreements/agreements.routes.ts';
import { attachmentsModule } from './modules/attachments/attachments.routes.ts';
import { captchaModule } from './modules/captcha/captcha.routes.ts';
import { companiesModule } from './modules/companies/companies.routes.ts';
import { deregistrationModule } from './modules/deregistration/deregistration.routes.ts';
import { inboxModule } from './modules/inbox/inbox.routes.ts';
import { operatorsModule } from './modules/operators/operators.routes.ts';
import { outboxModule } from './modules/outbox/outbox.routes.ts';
import { referenceModule } from './modules/reference/reference.routes.ts';
import { seedReference } from './modules/reference/reference.seed.ts';
import { usersAdminModule } from './modules/users-admin/users-admin.routes.ts';
import { installAuth } from './platform/auth.ts';
import { type Db, type Dialect, openDatabase } from './platform/db/database.ts';
import type { Database } from './platform/db/schema.ts';
import { installErrorHandlers } from './platform/errors.ts';
import { installHealth } from './platform/health.ts';
import { installHttpGuards, type ServerOptions, serverOptions } from './platform/http-server.ts';
import { installLang } from './platform/lang.ts';
import { installMessaging } from './platform/messaging/messaging.ts';
import { installOpenApi } from './platform/openapi.ts';
import { installPrincipal } from './platform/routes.ts';
import { installSecurity } from './platform/security.ts';
import { installStatic } from './platform/static.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
  }
}

export interface BuildOptions extends ServerOptions {
  /** An already opened database (tests share one per file); else the config's is opened. */
  db?: Db;
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

  const db = options.db ?? (await openDatabase(config));
  if (!options.db) app.addHook('onClose', () => db.close());
  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('dialect', db.dialect);
  installMessaging(app);

  installLang(app);
  installPrincipal(app);
  installAuth(app);
  installErrorHandlers(app);
  await installSecurity(app);
  await installOpenApi(app);
  installHealth(app);

  await app.register(async (scope) => {
    await accountsModule(app);
    await captchaModule(app);
    await attachmentsModule(app);
    await inboxModule(app);
    await referenceModule(scope);
    await agreementsModule(scope);
    await operatorsModule(scope);
    await outboxModule(scope);
    await usersAdminModule(scope);
    await companiesModule(scope);
    await deregistrationModule(scope);
  });

  await installStatic(app, { portal: config.PORTAL_DIST, console: config.CONSOLE_DIST });
  await seedReference(db.db);
  return app;
};
