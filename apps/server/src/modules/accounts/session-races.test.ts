import { accountRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso, sha256 } from '../../platform/crypto.ts';
import { encryptPassword } from '../../test/account-fixtures.ts';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';

/** Parallel calls with one token: the database decides which one wins (issue 28, item 3). */
describe(`one token, parallel calls (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The user's sessions that a token would still open, of any scope. */
  const liveSessions = (userId: number) =>
    t.db
      .selectFrom('user_sessions')
      .select(['id', 'token_hash', 'scope'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .execute();

  it('lets exactly one of 20 parallel refreshes of one token win; the rest are refused', async () => {
    const user = await t.loginAs();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call(accountRoutes.refreshToken, {}, { as: user, lang: 'en' })),
    );
    const won = answers.filter((a) => a.ok);
    expect(won).toHaveLength(1);
    const token = won[0]!.data!.tokenVO.token;
    expect(token).not.toBe(user.token);
    for (const refused of answers.filter((a) => !a.ok)) {
      expect(refused.status).toBe(401);
      expect(refused).toEqual({
        code: 402,
        message: 'Please log in first',
        data: null,
        error: 'UNAUTHENTICATED',
      });
    }

    // One new session is live, the winner's; the old token opens nothing.
    expect((await liveSessions(user.id)).map((s) => s.token_hash)).toEqual([sha256(token)]);
    expect((await t.call(accountRoutes.verify, {}, { as: user.token, bare: true })).code).toBe(0);
    expect((await t.call(accountRoutes.verify, {}, { as: token, bare: true })).code).toBe(1);

    // Logging the winner out leaves no live token from the burst.
    expect((await t.call(accountRoutes.logout, {}, { as: token })).code).toBe(1);
    expect(await liveSessions(user.id)).toEqual([]);
  });

  it('sets a password once per reset token: of parallel changes with it, one wins', async () => {
    const user = await t.loginAs({ account: 'race-reset@baosteel.cn', password: 'Steel2026ok' });
    const reset = await t.app.services.sessions.open(user.id, 'reset');
    const passwords = ['Newer2026a', 'Newer2026b', 'Newer2026c', 'Newer2026d', 'Newer2026e'];
    const encrypted = await Promise.all(passwords.map((p) => encryptPassword(t, p)));
    const answers = await Promise.all(
      encrypted.map((p) =>
        t.call(
          accountRoutes.emailChangePassword,
          { body: { id: user.id, newuserAccount: p, userPassword: p } },
          { as: reset },
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.ok)) expect(refused.error).toBe('UNAUTHENTICATED');

    // The password set is the winner's, and every session of the user has ended.
    const winner = passwords[answers.findIndex((a) => a.ok)]!;
    const login = (password: string) =>
      encryptPassword(t, password).then((p) =>
        t.call(accountRoutes.emailLogin, {
          body: { userAccount: 'race-reset@baosteel.cn', userPassword: p },
        }),
      );
    expect(await liveSessions(user.id)).toEqual([]);
    for (const password of passwords) expect((await login(password)).ok).toBe(password === winner);
  });
});
