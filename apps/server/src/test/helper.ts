import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { sessionsService } from '../modules/accounts/index.ts';
import { nowIso } from '../platform/crypto.ts';
import { type Db, openDatabase } from '../platform/db/database.ts';

/** Which engine this run tests: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const engineName = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-test-')),
    LOG_LEVEL: 'silent',
    APP_MODE: 'test',
    ...overrides,
  });

/** A fresh, empty database: SQLite in memory, or a PostgreSQL schema of its own, dropped at close. */
export const testDatabase = async (config: Config): Promise<Db> => {
  if (!TEST_DATABASE_URL) return openDatabase(config, { sqliteFile: ':memory:' });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ ...config, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
  return {
    ...db,
    close: async () => {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(db.db);
      await db.close();
    },
  };
};

export interface TestUser {
  id: number;
  token: string;
  companyId: number | null;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db['db'];
  /** Creates a portal user (and, when asked, a company) and opens a session for it. */
  loginAs(user?: {
    account?: string;
    company?: { name: string; status?: number | null; type?: string };
  }): Promise<TestUser>;
  /** `app.inject` with JSON and the caller's language and token. */
  call(options: InjectOptions & { token?: string; lang?: 'zh' | 'en' }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let seq = 0;

export interface TestAppOptions {
  /** Settings over the test defaults. */
  env?: Record<string, string>;
  /** Runs before the app is ready, e.g. to add a route that fails on purpose. */
  beforeReady?: (app: FastifyInstance) => void;
}

export const buildTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const config = testConfig(options.env);
  const database = await testDatabase(config);
  const app = await buildApp(config, { db: database });
  options.beforeReady?.(app);
  await app.ready();
  const sessions = sessionsService({ db: database.db });

  return {
    app,
    db: database.db,
    async loginAs(user = {}) {
      seq += 1;
      let companyId: number | null = null;
      if (user.company) {
        const row = await database.db
          .insertInto('companies')
          .values({
            code: `C${Date.now().toString(36)}${seq}`,
            name: user.company.name,
            company_type: user.company.type ?? '1',
            status: user.company.status ?? null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        companyId = row.id;
      }
      const account = user.account ?? `1380013${String(seq).padStart(4, '0')}`;
      const { id } = await database.db
        .insertInto('users')
        .values({
          account_type: account.includes('@') ? 'email' : 'phone',
          account,
          company_id: companyId,
          audit_status: 1,
          user_status: 1,
          locked: 0,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, token: await sessions.open(id), companyId };
    },
    call({ token, lang, headers, ...options }) {
      return app.inject({
        ...options,
        headers: {
          ...(lang ? { 'accept-language': lang === 'en' ? 'en' : 'zh-CN' } : {}),
          ...(token ? { authorization: token } : {}),
          ...headers,
        },
      });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
};
