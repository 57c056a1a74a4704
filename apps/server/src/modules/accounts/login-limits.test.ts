import { availableParallelism } from 'node:os';
import { accountRoutes, LOGIN_THROTTLE } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, passwordHashing } from '../../platform/passwords.ts';
import { encryptPassword } from '../../test/account-fixtures.ts';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { loginLimitKeys } from './login.service.ts';

/**
 * E-mail login under a burst (issue 9, finding 2): tries are counted before the password is
 * hashed, so the 11th of 40 parallel wrong passwords is refused without a hash, and hashing
 * never runs more at once than the machine has cores.
 */
describe(`e-mail login limits under load (${engineName})`, () => {
  let t: TestApp;
  let wrong: string;
  let right: string;
  let passwordHash: string;
  beforeAll(async () => {
    t = await buildTestApp();
    wrong = await encryptPassword(t, 'Wrong2026ok');
    right = await encryptPassword(t, 'Steel2026ok');
    passwordHash = await hashPassword('Steel2026ok');
  });
  afterAll(() => t.close());

  /** An e-mail account whose password is Steel2026ok (one hash made once: hashing is what is scarce here). */
  const emailUser = async (account: string) => {
    const user = await t.loginAs({ account });
    await t.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    return user;
  };
  const login = (userAccount: string, userPassword: string, ip: string, lang?: 'en') =>
    t.call(
      accountRoutes.emailLogin,
      { body: { userAccount, userPassword } },
      { ip, ...(lang ? { lang } : {}) },
    );

  it('answers at most 10 of 40 parallel wrong passwords, the rest RATE_LIMITED without hashing', {
    timeout: 90_000,
  }, async () => {
    await emailUser('burst@baosteel.cn');
    const before = passwordHashing.stats();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login('burst@baosteel.cn', wrong, '192.0.2.40', 'en')),
    );
    const after = passwordHashing.stats();
    const wrongAnswers = answers.filter((a) => a.error === 'ACCOUNT_PASSWORD_ERROR');
    const limited = answers.filter((a) => a.error === 'RATE_LIMITED');
    expect(wrongAnswers.length).toBeGreaterThan(0);
    expect(wrongAnswers.length).toBeLessThanOrEqual(LOGIN_THROTTLE.perAccountAndAddress);
    expect(wrongAnswers.length + limited.length).toBe(40);
    expect(limited[0]?.status).toBe(429);
    expect(limited[0]).toMatchObject({
      code: 429,
      message: 'Too many requests, please try again later',
      data: null,
    });
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
    // Only the tries let through were hashed, never more at once than there are cores.
    expect(after.started - before.started).toBeLessThanOrEqual(LOGIN_THROTTLE.perAccountAndAddress);
    expect(after.peakRunning).toBeLessThanOrEqual(availableParallelism());

    // Even the right password waits out the window from this address.
    expect((await login('burst@baosteel.cn', right, '192.0.2.40')).error).toBe('RATE_LIMITED');
  });

  it('lets the owner in from another address while a stranger guesses from one', async () => {
    await emailUser('owner@baosteel.cn');
    // A stranger has spent the ten tries of their address on the account.
    const stranger = loginLimitKeys('owner@baosteel.cn', '192.0.2.41');
    const { windowMs } = LOGIN_THROTTLE;
    await t.app.services.limiter.hit(
      stranger.accountAndAddress,
      0,
      windowMs,
      LOGIN_THROTTLE.perAccountAndAddress,
    );
    expect((await login('owner@baosteel.cn', right, '192.0.2.41')).error).toBe('RATE_LIMITED');
    const owner = await login('owner@baosteel.cn', right, '198.51.100.41');
    expect(owner.code).toBe(1);
    expect(owner.data?.tokenVO.token).toEqual(expect.any(String));
  });

  it('caps an account over all addresses, and an address over all accounts', async () => {
    const { limiter } = t.app.services;
    const { windowMs } = LOGIN_THROTTLE;
    await emailUser('spread@baosteel.cn');
    // Other addresses have spent all but one of the account's tries in the window.
    await limiter.hit(
      loginLimitKeys('spread@baosteel.cn', null).account,
      0,
      windowMs,
      LOGIN_THROTTLE.perAccount - 1,
    );
    const spread = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login('spread@baosteel.cn', wrong, `192.0.2.${51 + i}`)),
    );
    expect(spread.filter((a) => a.error === 'ACCOUNT_PASSWORD_ERROR')).toHaveLength(1);
    expect(spread.filter((a) => a.error === 'RATE_LIMITED')).toHaveLength(4);
    expect((await login('spread@baosteel.cn', right, '198.51.100.51')).error).toBe('RATE_LIMITED');

    // One address that has tried 29 accounts gets one more try, whatever the account.
    await limiter.hit(loginLimitKeys('x', '192.0.2.60').address!, 0, windowMs, LOGIN_THROTTLE.perAddress - 1);
    const many = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(`nobody${i}@baosteel.cn`, wrong, '192.0.2.60')),
    );
    expect(many.filter((a) => a.error === 'ACCOUNT_PASSWORD_ERROR')).toHaveLength(1);
    expect(many.filter((a) => a.error === 'RATE_LIMITED')).toHaveLength(4);
  });

  it("gives a right password its try back and forgets its address's wrong ones", {
    timeout: 60_000,
  }, async () => {
    const { limiter } = t.app.services;
    const keys = loginLimitKeys('mistyped@baosteel.cn', '192.0.2.70');
    await emailUser('mistyped@baosteel.cn');
    for (let i = 0; i < 3; i += 1) {
      expect((await login('mistyped@baosteel.cn', wrong, '192.0.2.70')).error).toBe('ACCOUNT_PASSWORD_ERROR');
    }
    expect((await limiter.peek(keys.accountAndAddress)).count).toBe(3);
    expect((await login('mistyped@baosteel.cn', right, '192.0.2.70')).code).toBe(1);
    expect((await limiter.peek(keys.accountAndAddress)).count).toBe(0);
    // The account's count over all addresses keeps the wrong tries, not the right one.
    expect((await limiter.peek(keys.account)).count).toBe(3);
    expect((await limiter.peek(keys.address!)).count).toBe(3);
  });
});
