import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { accountRoutes, isPassword } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { DEMO_USER } from './modules/catalogue/index.ts';
import { openDatabase } from './platform/db/database.ts';
import { DEMO_PASSWORD_TOLD, generatedPassword, seedAtStart } from './start.ts';
import { answerOf, TEST_DATABASE_URL, testConfig } from './test/helper.ts';

describe('the generated demo password', () => {
  it('passes the password rule and differs every time', () => {
    const made = Array.from({ length: 50 }, generatedPassword);
    for (const p of made) expect(isPassword(p), p).toBe(true);
    expect(new Set(made).size).toBe(50);
  });
});

/**
 * Issue 28, item 7: instances started at the same moment on an empty PostgreSQL database all
 * come up. Each has its own pool (its own connections), as separate processes would.
 */
describe.skipIf(!TEST_DATABASE_URL)('instances started together on an empty PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  const logs: string[] = [];

  afterAll(async () => {
    const [first] = apps;
    if (first) await sql.raw(`drop schema if exists ${schema} cascade`).execute(first.db);
    await Promise.all(apps.map((app) => app.close()));
  });

  it('migrate and seed one after the other, all three come up, and the demo user has a generated password', async () => {
    const config = testConfig({
      DATABASE_URL: TEST_DATABASE_URL as string,
      DATABASE_SCHEMA: schema,
      DEMO_CONTENT: 'on',
      LOG_LEVEL: 'warn',
    });
    expect(config.DEMO).toBe('generated');
    const start = async () => {
      const db = await openDatabase(config);
      const app = await buildApp(config, { db, logStream: { write: (line) => void logs.push(line) } });
      app.addHook('onClose', () => db.close());
      apps.push(app);
      await seedAtStart(app);
      await app.ready();
      return app;
    };
    const started = await Promise.allSettled([start(), start(), start()]);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual([
      'up',
      'up',
      'up',
    ]);

    const [app] = apps as [FastifyInstance];
    const epds = await app.db
      .selectFrom('epds')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(epds.n).toBe(45);

    // The password was told once, in the log of the instance that made the user.
    const told = logs
      .map((line) => JSON.parse(line) as { msg: string; account?: string })
      .filter((entry) => entry.msg.startsWith(`${DEMO_PASSWORD_TOLD}: `));
    expect(told).toHaveLength(1);
    const [entry] = told as [{ msg: string; account: string }];
    expect(entry.account).toBe(DEMO_USER.account);
    const password = entry.msg.slice(DEMO_PASSWORD_TOLD.length + 2);
    expect(isPassword(password)).toBe(true);
    expect(password).not.toBe(DEMO_USER.password);

    const keyAnswer = await app.inject({
      method: 'POST',
      url: `/api${accountRoutes.getPublicKey.path}`,
      payload: {},
    });
    const key = createPublicKey({
      key: Buffer.from(keyAnswer.json().data, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const login = async (password: string) => {
      const encrypted = publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(password),
      ).toString('base64');
      const res = await app.inject({
        method: 'POST',
        url: `/api${accountRoutes.emailLogin.path}`,
        payload: { userAccount: DEMO_USER.account, userPassword: encrypted },
      });
      return answerOf(accountRoutes.emailLogin, res);
    };
    expect((await login(DEMO_USER.password)).error).toBe('ACCOUNT_PASSWORD_ERROR');
    const right = await login(password);
    expect(right.ok, right.body).toBe(true);
  }, 180_000);
});
