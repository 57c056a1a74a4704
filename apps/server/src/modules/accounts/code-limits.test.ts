import { accountRoutes, CODE_RULES } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../platform/messaging/outbox-reader.ts';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';

/**
 * The code-sending limits under parallel requests (issue 9, findings 1 and 7): each cap lets
 * exactly its number through, and an address that has spent its cap learns nothing more about
 * any account.
 */
describe(`code sending limits under load (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const sendSimple = (phoneNumber: string, ip: string) =>
    t.call(accountRoutes.smsSendSimple, { body: { phoneNumber, inlet: 'REGISTER' } }, { ip });
  const messagesTo = (to: string) => readOutbox(t.app.config.DATA_DIR).filter((m) => m.to === to);

  it('lets one of 100 parallel sends to one number through, and sends one SMS', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => sendSimple('13100000079', '192.0.2.79')),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(99);
    expect(answers.every((a) => a.code === 1 || a.error === 'CHECK_CODE_FREQUENTLY')).toBe(true);
    expect(messagesTo('13100000079')).toHaveLength(1);
    const rows = await t.db
      .selectFrom('verification_codes')
      .select('id')
      .where('account', '=', '13100000079')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets exactly the per-address cap of 100 parallel sends to distinct numbers through', async () => {
    const numbers = Array.from({ length: 100 }, (_, i) => `1310001${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(numbers.map((n) => sendSimple(n, '192.0.2.80')));
    const accepted = answers.filter((a) => a.code === 1);
    expect(accepted).toHaveLength(CODE_RULES.perAddressPerDay);
    expect(answers.filter((a) => a.error === 'CHECK_CODE_FREQUENTLY')).toHaveLength(
      100 - CODE_RULES.perAddressPerDay,
    );
    const sent = readOutbox(t.app.config.DATA_DIR).filter((m) => numbers.includes(m.to));
    expect(sent).toHaveLength(CODE_RULES.perAddressPerDay);
  });

  it('counts login probes of unregistered numbers against the address cap, then says nothing', async () => {
    const numbers = Array.from({ length: 100 }, (_, i) => `1310002${String(i).padStart(4, '0')}`);
    const probe = (phoneNumber: string) =>
      t.call(accountRoutes.smsSendSimple, { body: { phoneNumber, inlet: 'LOGIN' } }, { ip: '192.0.2.82' });
    const answers = await Promise.all(numbers.map(probe));
    // Each refusal (106, no SMS) spent one of the address's sends, as a sent code does.
    expect(answers.filter((a) => a.error === 'PHONE_NOT_REGISTERED')).toHaveLength(
      CODE_RULES.perAddressPerDay,
    );
    expect(answers.filter((a) => a.error === 'CHECK_CODE_FREQUENTLY')).toHaveLength(
      100 - CODE_RULES.perAddressPerDay,
    );
    expect(readOutbox(t.app.config.DATA_DIR).filter((m) => numbers.includes(m.to))).toEqual([]);
  });

  it('says nothing about an account to an address whose daily cap is spent (finding 7)', async () => {
    const ip = '192.0.2.81';
    const mailSend = (
      userAccount: string,
      route:
        | typeof accountRoutes.emailVerifySend
        | typeof accountRoutes.emailResetSend = accountRoutes.emailVerifySend,
    ) => t.call(route, { body: { userAccount, token: 'mobile', inlet: 'PHONE' } }, { ip, lang: 'en' });
    const registered = await t.loginAs({ account: 'known.probe@baosteel.cn' });
    expect(registered.id).toBeGreaterThan(0);

    // Before the cap: a registration code for a registered address is refused as such.
    const known = await mailSend('known.probe@baosteel.cn');
    expect(known.status).toBe(409);
    // Every probe, answered or refused, takes from the address's cap.
    for (let i = 1; i < CODE_RULES.perAddressPerDay; i += 1) {
      expect((await mailSend(`probe${i}@baosteel.cn`)).code).toBe(1);
    }
    const outboxBefore = readOutbox(t.app.config.DATA_DIR).length;

    // The cap is spent: a registered address, an unknown one and a reset for an unknown one all
    // get the same 429, so none of them tells whether the account exists.
    const afterKnown = await mailSend('known.probe@baosteel.cn');
    const afterUnknown = await mailSend('nobody.probe@baosteel.cn');
    const resetUnknown = await mailSend('nobody.probe@baosteel.cn', accountRoutes.emailResetSend);
    const resetKnown = await mailSend('known.probe@baosteel.cn', accountRoutes.emailResetSend);
    for (const res of [afterKnown, afterUnknown, resetUnknown, resetKnown]) {
      expect(res.status).toBe(429);
      expect(res).toMatchObject({
        error: 'CHECK_CODE_FREQUENTLY',
        // The address's daily cap: when it lifts, in hours.
        message: expect.stringMatching(/^Codes were requested too often; you can ask again in \d+ h$/),
        data: null,
      });
      expect(res.retryAfterS).toBeGreaterThan(60);
    }
    expect(readOutbox(t.app.config.DATA_DIR)).toHaveLength(outboxBefore);
  });

  it('counts a refused reset probe against the address, before saying the account is unknown', async () => {
    const ip = '192.0.2.83';
    const reset = (userAccount: string) =>
      t.call(
        accountRoutes.emailResetSend,
        { body: { userAccount, token: 'mobile', inlet: 'PHONE' } },
        { ip },
      );
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => reset(`unknown${i}@baosteel.cn`)),
    );
    expect(answers.filter((a) => a.error === 'USER_NOT_FOUND')).toHaveLength(CODE_RULES.perAddressPerDay);
    expect(answers.filter((a) => a.error === 'CHECK_CODE_FREQUENTLY')).toHaveLength(
      100 - CODE_RULES.perAddressPerDay,
    );
  });
});
