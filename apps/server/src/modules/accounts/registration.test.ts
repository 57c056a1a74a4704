import { accountRoutes, agreementRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, codeFor, encryptPassword, mobileCode, passCaptcha } from '../../test/account-fixtures.ts';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';

describe(`registration, e-mail login and password reset (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The mobile pages' way: a code by mail without a captcha. */
  const sendMobileCode = (
    route: typeof accountRoutes.emailVerifySend | typeof accountRoutes.emailResetSend,
    userAccount: string,
    lang?: 'en',
  ) => t.call(route, { body: { userAccount, token: 'mobile', inlet: 'PHONE' } }, lang ? { lang } : {});
  const mailCode = async (email: string) => {
    const res = await sendMobileCode(accountRoutes.emailVerifySend, email);
    expect(res.code, res.body).toBe(1);
    return codeFor(t, email);
  };
  const registerEmail = async (email: string, password = 'Steel2026ok') => {
    const verify = await mailCode(email);
    return t.call(accountRoutes.emailRegister, {
      body: {
        userAccount: email,
        verify,
        userPassword: await encryptPassword(t, password),
        emailpasswordss: await encryptPassword(t, password),
      },
    });
  };
  const emailLogin = async (email: string, password: string, lang?: 'en') =>
    t.call(
      accountRoutes.emailLogin,
      { body: { userAccount: email, userPassword: await encryptPassword(t, password) } },
      lang ? { lang } : {},
    );
  const checkResetCode = (userAccount: string, verify: string) =>
    t.call(accountRoutes.emailCheckReset, { body: { userAccount, verify } });

  it('registers an e-mail account under review, with the password hashed, and logs it in', async () => {
    const res = await registerEmail('li.lei@baosteel.cn');
    expect(res).toMatchObject({
      code: 1,
      data: { userAccount: 'li.lei@baosteel.cn', accountType: 'email', auditStatus: 0 },
    });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('account', '=', 'li.lei@baosteel.cn')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const login = await emailLogin('li.lei@baosteel.cn', 'Steel2026ok');
    expect(login.data?.portalUserVO).toMatchObject({ id: row.id, auditStatus: 0 });
  });

  it('refuses a second registration of the same account', async () => {
    await registerEmail('dup@baosteel.cn');
    await ageCodes(t, 'dup@baosteel.cn');
    const again = await sendMobileCode(accountRoutes.emailVerifySend, 'dup@baosteel.cn', 'en');
    expect(again.status).toBe(409);
    expect(again).toMatchObject({
      error: 'ACCOUNT_NUMBER_EXISTS',
      message: 'This account is already registered, please log in',
    });
  });

  it('leaves one user when the same registration arrives twice at once', async () => {
    const verify = await mailCode('twice@baosteel.cn');
    const body = {
      userAccount: 'twice@baosteel.cn',
      verify,
      userPassword: await encryptPassword(t, 'Steel2026ok'),
      emailpasswordss: await encryptPassword(t, 'Steel2026ok'),
    };
    const results = await Promise.all([0, 1].map(() => t.call(accountRoutes.emailRegister, { body })));
    expect(results.map((r) => r.code).filter((c) => c === 1)).toHaveLength(1);
    expect(
      await t.db.selectFrom('users').select('id').where('account', '=', 'twice@baosteel.cn').execute(),
    ).toHaveLength(1);
  });

  it('holds passwords to the rule and the confirmation, before the code is used', async () => {
    const verify = await mailCode('weak@baosteel.cn');
    const attempt = async (password: string, confirmation: string) =>
      t.call(
        accountRoutes.emailRegister,
        {
          body: {
            userAccount: 'weak@baosteel.cn',
            verify,
            userPassword: await encryptPassword(t, password),
            emailpasswordss: await encryptPassword(t, confirmation),
          },
        },
        { lang: 'en' },
      );
    const weak = await attempt('password', 'password');
    expect(weak).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: [{ path: 'body.userPassword' }],
    });
    expect(weak.message).toContain('8 to 16 characters');
    const mismatch = await attempt('Steel2026ok', 'Steel2026no');
    expect(mismatch).toMatchObject({
      message: 'The two passwords differ',
      fields: [{ path: 'body.emailpasswordss' }],
    });
    expect((await attempt('Steel2026ok', 'Steel2026ok')).code).toBe(1);
  });

  it('validates the e-mail and code fields on the server, in both languages', async () => {
    const res = await t.call(accountRoutes.emailRegister, {
      body: { userAccount: 'not-an-email', verify: '12ab', userPassword: 'x', emailpasswordss: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.fields?.map((f) => [f.path, f.message])).toEqual([
      ['body.userAccount', '请输入正确的邮箱'],
      ['body.verify', '验证码为6位数字'],
    ]);
    const phone = await t.call(
      accountRoutes.smsSendSimple,
      { body: { phoneNumber: '12345678901', inlet: 'LOGIN' } },
      { lang: 'en', bare: true },
    );
    expect(phone).toMatchObject({ code: 400, message: 'Wrong phone number' });
    expect(
      await t.db.selectFrom('verification_codes').selectAll().where('account', '=', '12345678901').execute(),
    ).toEqual([]);
  });

  it('says the same for a wrong password and an unknown account, and stops guessing after ten', async () => {
    await registerEmail('guess@baosteel.cn');
    const wrong = await emailLogin('guess@baosteel.cn', 'Wrong2026ok', 'en');
    const unknown = await emailLogin('nobody@baosteel.cn', 'Wrong2026ok', 'en');
    expect(wrong).toMatchObject({ code: 104, message: 'The account or password is incorrect' });
    expect(unknown).toMatchObject({ code: 104, message: 'The account or password is incorrect' });
    for (let i = 0; i < 9; i += 1) await emailLogin('guess@baosteel.cn', 'Wrong2026ok');
    expect((await emailLogin('guess@baosteel.cn', 'Steel2026ok')).error).toBe('RATE_LIMITED');
  });

  it('registers a phone account with its company, checking the dictionaries', async () => {
    const verify = await mobileCode(t, '13700000001', 'REGISTER');
    const base = {
      userAccount: '13700000001',
      verify,
      companyName: '  鞍山钢铁集团有限公司 ',
      industryCategory: '1',
      companyForm: '1',
    };
    const badDict = await t.call(accountRoutes.phoneRegister, { body: { ...base, companyForm: '99' } });
    expect(badDict).toMatchObject({ error: 'VALIDATION_FAILED', message: '请选择企业性质' });
    const res = await t.call(accountRoutes.phoneRegister, { body: base });
    expect(res.data).toMatchObject({
      accountType: 'phone',
      companyName: '鞍山钢铁集团有限公司',
      auditStatus: 0,
    });
    const company = await t.db
      .selectFrom('companies')
      .selectAll()
      .where('name', '=', '鞍山钢铁集团有限公司')
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({ industry_category: '1', company_form: '1', status: null });
  });

  it('resets a forgotten password in two steps, ending every session', async () => {
    await registerEmail('reset@baosteel.cn');
    const oldSession = (await emailLogin('reset@baosteel.cn', 'Steel2026ok')).data!.tokenVO.token;
    await ageCodes(t, 'reset@baosteel.cn');
    await sendMobileCode(accountRoutes.emailVerifySend, 'reset@baosteel.cn');
    // A registration code is no reset code.
    const reg = codeFor(t, 'reset@baosteel.cn');
    expect((await checkResetCode('reset@baosteel.cn', reg)).error).toBe('CHECK_CODE_ERROR');

    // The desktop path: the reset code is mailed only after a passed captcha, whose proof works once.
    await ageCodes(t, 'reset@baosteel.cn');
    const sendReset = (token: string) =>
      t.call(accountRoutes.emailResetSend, { body: { userAccount: 'reset@baosteel.cn', token } });
    const noCaptcha = await sendReset('mobile');
    expect(noCaptcha.error).toBe('CAPTCHA_REQUIRED');
    const proof = await passCaptcha(t);
    const sent = await sendReset(proof);
    expect(sent.code).toBe(1);
    const resetCode = codeFor(t, 'reset@baosteel.cn');
    await ageCodes(t, 'reset@baosteel.cn');
    const reused = await sendReset(proof);
    expect(reused.error).toBe('CAPTCHA_REQUIRED');
    const step1 = await checkResetCode('reset@baosteel.cn', resetCode);
    const { portalUserVO, tokenVO } = step1.data!;

    // The reset token opens step 2 only.
    expect((await t.call(accountRoutes.refreshToken, {}, { as: tokenVO.token })).status).toBe(401);
    const newPass = await encryptPassword(t, 'Newer2026ok');
    const changePassword = (id: number) =>
      t.call(
        accountRoutes.emailChangePassword,
        { body: { id, newuserAccount: newPass, userPassword: newPass } },
        { as: tokenVO.token },
      );
    const other = await changePassword(portalUserVO.id + 1000);
    expect(other.status).toBe(403);
    const step2 = await changePassword(portalUserVO.id);
    expect(step2.code).toBe(1);

    expect((await t.call(accountRoutes.verify, {}, { as: oldSession, bare: true })).code).toBe(0);
    expect((await changePassword(portalUserVO.id)).status).toBe(401);
    expect((await emailLogin('reset@baosteel.cn', 'Steel2026ok')).code).toBe(104);
    expect((await emailLogin('reset@baosteel.cn', 'Newer2026ok')).code).toBe(1);
  });

  it('mails a reset code from the mobile pages without a captcha', async () => {
    await registerEmail('mobile-reset@baosteel.cn');
    await ageCodes(t, 'mobile-reset@baosteel.cn');
    const res = await sendMobileCode(accountRoutes.emailResetSend, 'mobile-reset@baosteel.cn');
    expect(res.code).toBe(1);
    const code = codeFor(t, 'mobile-reset@baosteel.cn');
    const step1 = await checkResetCode('mobile-reset@baosteel.cn', code);
    expect(step1.data?.tokenVO.token).toBeTruthy();
  });

  it('refuses a reset code for an unknown or phone account', async () => {
    const res = await checkResetCode('ghost@baosteel.cn', '123456');
    expect(res.error).toBe('USER_NOT_FOUND');
  });

  it('serves the agreements in force in both languages', async () => {
    const zh = await t.data(agreementRoutes.agreementNow, {
      body: { agreementType: 'REGISTRATION', i18n: 'zh-CN' },
    });
    expect(zh).toMatchObject({ agreementType: 'REGISTRATION', agreementVersion: '1.1' });
    expect(zh.agreementContent).toContain('用户服务协议');
    const en = (
      await t.call(
        agreementRoutes.agreementNow,
        { body: { agreementType: 'PRIVACY', i18n: 'en' } },
        { bare: true },
      )
    ).data;
    expect(en?.agreementContent).toContain('Privacy Policy');
  });
});
