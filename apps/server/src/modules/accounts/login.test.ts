import { accountRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../platform/messaging/outbox-reader.ts';
import { ageCodes, codeFor, encryptPassword, mobileCode, passCaptcha } from '../../test/account-fixtures.ts';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { codeLimitKeys } from './index.ts';

describe(`phone login, sessions and codes (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  // Every test sends from the one test address: each starts with its daily sends unspent.
  beforeEach(() => t.app.services.limiter.reset(codeLimitKeys.perAddress('127.0.0.1')));

  const loginOrRegister = (mobile: string, password: string) =>
    t.call(accountRoutes.phoneLoginOrRegister, { body: { mobile, password } });
  const sendCode = (phoneNumber: string, lang?: 'en') =>
    // At the spec's path without /api: the server answers at both.
    t.call(
      accountRoutes.smsSendSimple,
      { body: { phoneNumber, inlet: 'LOGIN' } },
      { bare: true, ...(lang ? { lang } : {}) },
    );

  it('registers a new mainland number on its first login and logs it in', async () => {
    const code = await mobileCode(t, '13900000001');
    expect(code).toMatch(/^\d{6}$/);
    const res = await loginOrRegister('13900000001', code);
    expect(res.status).toBe(200);
    const { portalUserVO, tokenVO } = res.data!;
    expect(portalUserVO).toMatchObject({
      userAccount: '13900000001',
      accountType: 'phone',
      userName: null,
      companyName: null,
    });
    expect(tokenVO.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('account', '=', '13900000001')
      .executeTakeFirstOrThrow();
    expect(row.account_type).toBe('phone');
    const verify = await t.call(accountRoutes.verify, {}, { as: tokenVO.token, bare: true });
    expect(verify).toMatchObject({ code: 1, data: { id: row.id } });
  });

  /** The desktop dialog's send: a passed captcha, and a login code for any mainland number. */
  const desktopLoginCode = async (phoneNumber: string) => {
    const res = await t.call(accountRoutes.smsSend, {
      body: { smsTemplateType: 'LOGIN', inlet: 'WEB', phoneNumber, token: await passCaptcha(t) },
    });
    expect(res.code).toBe(1);
    return codeFor(t, phoneNumber);
  };
  const smsTo = (to: string) => readOutbox(t.app.config.DATA_DIR).filter((m) => m.to === to);

  it('answers 106 for an unknown number on plain login, after checking its code', async () => {
    const code = await desktopLoginCode('13900000002');
    const res = await t.call(
      accountRoutes.phoneLogin,
      { body: { mobile: '13900000002', password: code } },
      { lang: 'en' },
    );
    expect(res).toMatchObject({ code: 106, message: 'This phone number is not registered' });
    expect(await t.db.selectFrom('users').selectAll().where('account', '=', '13900000002').execute()).toEqual(
      [],
    );
  });

  it('refuses a wrong code, then locks the code after five wrong tries', async () => {
    const code = await mobileCode(t, '13900000003');
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = (c: string) => loginOrRegister('13900000003', c);
    for (let i = 0; i < 4; i += 1) expect((await tryCode(wrong)).error).toBe('CHECK_CODE_ERROR');
    expect((await tryCode(wrong)).error).toBe('CHECK_CODE_LOCKED');
    expect((await tryCode(code)).error).toBe('CHECK_CODE_LOCKED');
  });

  it('uses a code once, refuses an expired one, and binds it to its account and purpose', async () => {
    const code = await mobileCode(t, '13900000004');
    expect((await loginOrRegister('13900000005', code)).error).toBe('CHECK_CODE_ERROR');
    expect((await loginOrRegister('13900000004', code)).code).toBe(1);
    expect((await loginOrRegister('13900000004', code)).error).toBe('CHECK_CODE_ERROR');

    await ageCodes(t, '13900000004');
    const next = await mobileCode(t, '13900000004');
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('account', '=', '13900000004')
      .execute();
    expect((await loginOrRegister('13900000004', next)).error).toBe('CHECK_CODE_OUT_TIME');

    await ageCodes(t, '13900000004');
    const registerCode = await mobileCode(t, '13900000004', 'REGISTER').catch(() => null);
    expect(registerCode).toBeNull(); // the number is registered now: no registration code for it
  });

  it('sends one code per minute per number, with the catalogue message', async () => {
    await mobileCode(t, '13900000006');
    const again = await sendCode('13900000006');
    expect(again.status).toBe(429);
    // It says how long: the rest of the minute, as the Retry-After header does.
    expect(again).toMatchObject({ error: 'CHECK_CODE_FREQUENTLY' });
    expect(again.message).toMatch(/^验证码获取过于频繁，请\d+秒后再试$/);
    expect(again.retryAfterS).toBeGreaterThan(0);
    expect(again.retryAfterS).toBeLessThanOrEqual(60);
  });

  it('caps codes per number per day', async () => {
    for (let i = 0; i < 10; i += 1) {
      await mobileCode(t, '13900000007');
      await ageCodes(t, '13900000007');
    }
    const eleventh = await sendCode('13900000007');
    expect(eleventh.error).toBe('CHECK_CODE_FREQUENTLY');
  });

  it('sends the phone pages no login code for an unregistered number, within the same limits', async () => {
    const phone = '13900000012';
    const refused = await sendCode(phone, 'en');
    expect(refused).toMatchObject({
      status: 404,
      code: 106,
      error: 'PHONE_NOT_REGISTERED',
      message: 'This phone number is not registered',
    });
    expect(smsTo(phone)).toEqual([]);
    expect(
      await t.db.selectFrom('verification_codes').select('id').where('account', '=', phone).execute(),
    ).toEqual([]);
    // The refused probe took the number's resend wait as a sent code does: no faster probing.
    expect(await sendCode(phone)).toMatchObject({ status: 429, error: 'CHECK_CODE_FREQUENTLY' });

    // The registration code is the way in: its first login registers the number.
    await ageCodes(t, phone);
    const registered = await loginOrRegister(phone, await mobileCode(t, phone, 'REGISTER'));
    expect(registered.data?.portalUserVO).toMatchObject({ userAccount: phone, accountType: 'phone' });
    const row = await t.db
      .selectFrom('users')
      .select('signup_channel')
      .where('account', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.signup_channel).toBe('phoneLogin');
    // A registered number gets its login code, and a registration code is no login.
    await ageCodes(t, phone);
    expect((await sendCode(phone)).code).toBe(1);
    expect(smsTo(phone).at(-1)?.text).toContain('登录验证码');
    await ageCodes(t, phone);
    const registerAgain = await t.call(accountRoutes.smsSendSimple, {
      body: { phoneNumber: phone, inlet: 'REGISTER' },
    });
    expect(registerAgain.error).toBe('ACCOUNT_NUMBER_EXISTS');
  });

  it('still sends the desktop dialog a login code for a new number: its first login registers it', async () => {
    const phone = '13900000013';
    const res = await loginOrRegister(phone, await desktopLoginCode(phone));
    expect(res.data?.portalUserVO).toMatchObject({ userAccount: phone });
  });

  it('stores codes only hashed and writes the SMS text in the caller language', async () => {
    // A registered number (the phone pages send login codes only to those).
    await loginOrRegister('13900000008', await mobileCode(t, '13900000008'));
    await ageCodes(t, '13900000008');
    await sendCode('13900000008', 'en');
    const code = codeFor(t, '13900000008');
    const rows = await t.db
      .selectFrom('verification_codes')
      .select('code_hash')
      .where('account', '=', '13900000008')
      .execute();
    expect(rows[0]?.code_hash).not.toContain(code);
    const { readOutbox } = await import('../../platform/messaging/outbox-reader.ts');
    const sms = readOutbox(t.app.config.DATA_DIR)
      .filter((m) => m.to === '13900000008')
      .at(-1);
    expect(sms?.text).toContain(`Your login code is ${code}`);
  });

  it('refreshes a token: the new one works, the old one stops; logout ends the session', async () => {
    const code = await mobileCode(t, '13900000009');
    const first = (
      await t.data(accountRoutes.phoneLoginOrRegister, { body: { mobile: '13900000009', password: code } })
    ).tokenVO.token;
    const refreshed = await t.call(accountRoutes.refreshToken, {}, { as: first });
    const second = refreshed.data!.tokenVO.token;
    expect(second).not.toBe(first);
    expect(await t.call(accountRoutes.verify, {}, { as: first, bare: true })).toMatchObject({
      code: 0,
      data: null,
    });
    expect((await t.call(accountRoutes.logout, {}, { as: second })).code).toBe(1);
    const after = await t.call(accountRoutes.verify, {}, { as: second });
    expect(after.status).toBe(200);
    expect(after.code).toBe(0);
    expect((await t.call(accountRoutes.logout, {}, { as: second })).status).toBe(401);
  });

  it('tells a locked user so, only after the right code', async () => {
    const code = await mobileCode(t, '13900000010');
    await loginOrRegister('13900000010', code);
    await t.db.updateTable('users').set({ locked: 1 }).where('account', '=', '13900000010').execute();
    await ageCodes(t, '13900000010');
    const next = await mobileCode(t, '13900000010');
    const res = await t.call(
      accountRoutes.phoneLogin,
      { body: { mobile: '13900000010', password: next } },
      { lang: 'en' },
    );
    expect(res.status).toBe(403);
    expect(res).toMatchObject({
      code: 101,
      error: 'USER_LOCKED',
      message: 'This user has been disabled',
    });
  });

  it('leaves one user when the same new number logs in twice at once', async () => {
    const code = await mobileCode(t, '13900000011');
    await t.db
      .insertInto('verification_codes')
      .values({
        account: '13900000011',
        purpose: 'LOGIN',
        code_hash: 'x',
        client_ip: null,
        wrong_tries: 0,
        created_at: new Date(Date.now() - 1000).toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    // Only the newest code counts: one of the two requests wins it, and there is one user.
    const results = await Promise.all([0, 1].map(() => loginOrRegister('13900000011', code)));
    expect(results.map((r) => r.code).sort()).toEqual([1, 102]);
    expect(
      await t.db.selectFrom('users').select('id').where('account', '=', '13900000011').execute(),
    ).toHaveLength(1);
  });

  it('answers the public key and refuses a password that is not its ciphertext', async () => {
    const key = await t.data(accountRoutes.getPublicKey, { body: { userAccount: 'a@b.cn' } });
    expect(Buffer.from(key, 'base64').length).toBeGreaterThan(250);
    const res = await t.call(
      accountRoutes.emailLogin,
      { body: { userAccount: 'a@b.cn', userPassword: 'bm90IGEgY2lwaGVydGV4dA==' } },
      { lang: 'en' },
    );
    expect(res).toMatchObject({
      error: 'PASSWORD_UNREADABLE',
      message: 'The password could not be read, please reload the page',
    });
    expect(await encryptPassword(t, 'Secret123')).toMatch(/^[A-Za-z0-9+/=]+$/);
  });
});
