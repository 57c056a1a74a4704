import { consoleRoutes, OPERATOR_LOGIN_THROTTLE } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { runCreateAdmin } from '../../test/operator-fixtures.ts';
import { operatorLoginKeys } from './operator-auth.service.ts';

const ROOT_PASSWORD = 'RootPass123';

/**
 * Console lockout per username and address (issue 9, findings 1 and 10): a burst of wrong
 * passwords from one address stops that username from that address only, before any hash
 * beyond the limit runs; the administrator still logs in from their own address.
 */
describe(`console login lockout under load (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await runCreateAdmin(t, ['--username', 'root'], ROOT_PASSWORD);
  });
  afterAll(() => t.close());

  const login = (password: string, ip: string) =>
    t.call(consoleRoutes.login, { body: { username: 'root', password } }, { ip, lang: 'en' });

  it('lets at most 10 of 30 parallel wrong passwords from one address be checked', {
    timeout: 90_000,
  }, async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('Wrong12345', '192.0.2.30')));
    const failed = answers.filter((a) => a.error === 'OPERATOR_LOGIN_FAILED');
    const limited = answers.filter((a) => a.error === 'RATE_LIMITED');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThanOrEqual(OPERATOR_LOGIN_THROTTLE.maxFailures);
    expect(failed.length + limited.length).toBe(30);
    expect(limited[0]?.status).toBe(429);
    // Each checked password is one audit entry; the refused tries never reached the check.
    const audited = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'operator.loginFailed')
      .where('ip', '=', '192.0.2.30')
      .execute();
    expect(audited).toHaveLength(failed.length);
  });

  it('refuses the right password from the address that failed ten times, not from another', async () => {
    const { limiter } = t.app.services;
    const keys = operatorLoginKeys('root', '192.0.2.31');
    // Whatever the burst above let through, this address has ten failures now.
    await limiter.hit(
      keys.usernameAndAddress,
      0,
      OPERATOR_LOGIN_THROTTLE.windowMs,
      OPERATOR_LOGIN_THROTTLE.maxFailures,
    );
    const fromAttacker = await login(ROOT_PASSWORD, '192.0.2.31');
    expect(fromAttacker.status).toBe(429);
    expect(fromAttacker).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Too many requests, please try again later',
    });
    const fromAdmin = await login(ROOT_PASSWORD, '198.51.100.31');
    expect(fromAdmin.status).toBe(200);
    expect(fromAdmin.data?.token).toEqual(expect.any(String));
    // The right password clears its own address's failures and gives its try back.
    const admin = operatorLoginKeys('root', '198.51.100.31');
    expect((await limiter.peek(admin.usernameAndAddress)).count).toBe(0);
    expect((await limiter.peek(admin.address ?? keys.usernameAndAddress)).count).toBe(0);
  });
});
