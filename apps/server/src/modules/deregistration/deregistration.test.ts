import { accountRoutes, deregistrationRoutes, type RouteInput } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, codeFor, mobileCode, passCaptcha } from '../../test/account-fixtures.ts';
import { buildTestApp, engineName, invalid, type TestApp, type TestUser } from '../../test/helper.ts';
import { logoff, logoffCode, userRow } from './deregistration-fixtures.ts';

const EMAIL = 'dora@example.com';

describe(`deregistration by the user (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const revoke = (as: TestUser | string, lang: 'zh' | 'en' = 'en') =>
    t.call(deregistrationRoutes.revokeLogoff, {}, { as, lang });
  const sendMailCode = (body: RouteInput<typeof deregistrationRoutes.logoffEmailSend>['body'], lang?: 'en') =>
    t.call(deregistrationRoutes.logoffEmailSend, { body }, { lang });

  it('deregisters an e-mail account: captcha, mailed code, confirmation, status 0', async () => {
    const user = await t.loginAs({ account: EMAIL });
    const noCaptcha = await sendMailCode(
      { userAccount: EMAIL, captchaType: 11, token: 'not-a-verification', inlet: 'WEB' },
      'en',
    );
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha).toMatchObject({ error: 'CAPTCHA_REQUIRED' });

    const token = await passCaptcha(t);
    const sent = await sendMailCode({ userAccount: EMAIL, captchaType: 11, token, inlet: 'WEB' });
    expect(sent).toMatchObject({ code: 1, data: null });
    const code = codeFor(t, EMAIL);
    // A captcha passes once only.
    const reused = await sendMailCode({ userAccount: EMAIL, token });
    expect(reused).toMatchObject({ error: 'CAPTCHA_REQUIRED' });

    const wrong = await logoff(t, user, EMAIL, code === '000000' ? '111111' : '000000', 'en');
    expect(wrong.status).toBe(400);
    expect(wrong).toMatchObject({
      error: 'CHECK_CODE_ERROR',
      message: 'The verification code is wrong',
    });
    expect(await userRow(t, user.id)).toMatchObject({ user_status: 1, logoff_requested_at: null });

    const before = Date.now();
    const res = await logoff(t, user, EMAIL, code);
    expect(res).toEqual({ code: 1, message: '操作成功', data: null });
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({ user_status: 0, locked: 0, account: EMAIL });
    expect(Date.parse(row.logoff_requested_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // The code is used up.
    expect(await logoff(t, user, EMAIL, code)).toMatchObject({ error: 'CHECK_CODE_ERROR' });
  });

  it('deregisters a phone account by SMS code; the user still logs in, and revokes', async () => {
    const user = await t.loginAs();
    const phone = (await userRow(t, user.id)).account;
    const code = await logoffCode(t, phone);
    expect(await logoff(t, user, phone, code)).toMatchObject({ code: 1 });
    const pending = await userRow(t, user.id);
    expect(pending.user_status).toBe(0);

    // Under review the account still logs in: it must, to revoke.
    await ageCodes(t, phone);
    const login = await t.call(accountRoutes.phoneLogin, {
      body: { mobile: phone, password: await mobileCode(t, phone) },
    });
    expect(login).toMatchObject({ code: 1, data: { portalUserVO: { id: user.id } } });

    // A second request while one is pending leaves the first one's time.
    const again = await logoffCode(t, phone);
    expect((await logoff(t, user, phone, again)).code).toBe(1);
    expect((await userRow(t, user.id)).logoff_requested_at).toBe(pending.logoff_requested_at);

    const revoked = await revoke(login.data!.tokenVO.token);
    expect(revoked).toMatchObject({ code: 1, data: null });
    expect(await userRow(t, user.id)).toMatchObject({ user_status: 1, logoff_requested_at: null });

    const twice = await revoke(user);
    expect(twice.status).toBe(409);
    expect(twice).toMatchObject({
      error: 'DEREGISTRATION_NOT_PENDING',
      message: 'This user has no pending deregistration request',
    });
    expect((await revoke(user, 'zh')).message).toBe('该用户没有待处理的注销申请');
  });

  it("refuses someone else's account, without using up their code", async () => {
    const mallory = await t.loginAs();
    const victim = await t.loginAs({ account: 'victim@example.com' });
    const code = await logoffCode(t, 'victim@example.com');

    const res = await logoff(t, mallory, 'victim@example.com', code, 'en');
    expect(res.status).toBe(403);
    expect(res).toMatchObject({ error: 'FORBIDDEN', data: null });
    expect((await userRow(t, victim.id)).user_status).toBe(1);
    expect((await userRow(t, mallory.id)).user_status).toBe(1);

    // The victim's code still works for the victim.
    expect((await logoff(t, victim, 'victim@example.com', code)).code).toBe(1);
    // Revoking only ever touches the caller's own request.
    expect((await revoke(mallory)).status).toBe(409);
    expect((await userRow(t, victim.id)).user_status).toBe(0);
  });

  it('sends codes only to existing accounts of the matching kind', async () => {
    const unknownMail = await sendMailCode(
      { userAccount: 'nobody@example.com', token: await passCaptcha(t) },
      'en',
    );
    expect(unknownMail.status).toBe(404);
    expect(unknownMail).toMatchObject({ error: 'USER_NOT_FOUND' });
    const unknownPhone = await t.call(
      deregistrationRoutes.logoffSmsSend,
      { body: { mobile: '13912345678', token: await passCaptcha(t) } },
      { bare: true },
    );
    expect(unknownPhone).toMatchObject({ error: 'USER_NOT_FOUND' });
    const notAPhone = await t.call(deregistrationRoutes.logoffSmsSend, {
      body: { mobile: EMAIL, token: 'x' },
    });
    expect(notAPhone.status).toBe(400);
    expect(notAPhone).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('validates the confirmation and needs a login', async () => {
    const user = await t.loginAs();
    const phone = (await userRow(t, user.id)).account;
    for (const body of [
      { mobile: phone, password: '12345' },
      { mobile: phone, password: 'abcdef' },
      { mobile: 'not an account', password: '123456' },
      invalid({ password: '123456' }),
    ]) {
      const res = await t.call(deregistrationRoutes.logoff, { body }, { as: user });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await t.call(deregistrationRoutes.logoff, {
      body: { mobile: phone, password: '123456' },
    });
    expect(anonymous.status).toBe(401);
    expect((await t.call(deregistrationRoutes.revokeLogoff)).status).toBe(401);
    expect((await userRow(t, user.id)).user_status).toBe(1);
  });
});
