import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { ageCodes, codeFor, encryptPassword, mobileCode, passCaptcha } from './account-fixtures.ts';

describe(`registration, e-mail login and password reset (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const mailCode = async (email: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/verify/send',
      payload: { userAccount: email, token: 'mobile', inlet: 'PHONE' },
    });
    expect(res.json().code, res.body).toBe(1);
    return codeFor(t, email);
  };
  const registerEmail = async (email: string, password = 'Steel2026ok') => {
    const verify = await mailCode(email);
    return t.inject({
      method: 'POST',
      url: '/api/n/user/email/register',
      payload: {
        userAccount: email,
        verify,
        userPassword: await encryptPassword(t, password),
        emailpasswordss: await encryptPassword(t, password),
      },
    });
  };
  const emailLogin = async (email: string, password: string, lang?: 'en') =>
    t.inject({
      method: 'POST',
      url: '/api/n/user/email/login',
      payload: { userAccount: email, userPassword: await encryptPassword(t, password) },
      ...(lang ? { lang } : {}),
    });

  it('registers an e-mail account under review, with the password hashed, and logs it in', async () => {
    const res = await registerEmail('li.lei@baosteel.cn');
    expect(res.json()).toMatchObject({
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
    expect(login.json().data.portalUserVO).toMatchObject({ id: row.id, auditStatus: 0 });
  });

  it('refuses a second registration of the same account', async () => {
    await registerEmail('dup@baosteel.cn');
    const again = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/verify/send',
      payload: { userAccount: 'dup@baosteel.cn', token: 'mobile', inlet: 'PHONE' },
      lang: 'en',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'ACCOUNT_NUMBER_EXISTS',
      message: 'This account is already registered, please log in',
    });
  });

  it('leaves one user when the same registration arrives twice at once', async () => {
    const verify = await mailCode('twice@baosteel.cn');
    const payload = {
      userAccount: 'twice@baosteel.cn',
      verify,
      userPassword: await encryptPassword(t, 'Steel2026ok'),
      emailpasswordss: await encryptPassword(t, 'Steel2026ok'),
    };
    const results = await Promise.all(
      [0, 1].map(() => t.inject({ method: 'POST', url: '/api/n/user/email/register', payload })),
    );
    expect(results.map((r) => r.json().code).filter((c) => c === 1)).toHaveLength(1);
    expect(
      await t.db.selectFrom('users').select('id').where('account', '=', 'twice@baosteel.cn').execute(),
    ).toHaveLength(1);
  });

  it('holds passwords to the rule and the confirmation, before the code is used', async () => {
    const verify = await mailCode('weak@baosteel.cn');
    const attempt = async (password: string, confirmation: string) =>
      t.inject({
        method: 'POST',
        url: '/api/n/user/email/register',
        lang: 'en',
        payload: {
          userAccount: 'weak@baosteel.cn',
          verify,
          userPassword: await encryptPassword(t, password),
          emailpasswordss: await encryptPassword(t, confirmation),
        },
      });
    const weak = await attempt('password', 'password');
    expect(weak.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: [{ path: 'body.userPassword' }],
    });
    expect(weak.json().message).toContain('8 to 16 characters');
    const mismatch = await attempt('Steel2026ok', 'Steel2026no');
    expect(mismatch.json()).toMatchObject({
      message: 'The two passwords differ',
      fields: [{ path: 'body.emailpasswordss' }],
    });
    expect((await attempt('Steel2026ok', 'Steel2026ok')).json().code).toBe(1);
  });

  it('validates the e-mail and code fields on the server, in both languages', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/register',
      payload: { userAccount: 'not-an-email', verify: '12ab', userPassword: 'x', emailpasswordss: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string; message: string }) => [f.path, f.message])).toEqual([
      ['body.userAccount', '请输入正确的邮箱'],
      ['body.verify', '验证码为6位数字'],
    ]);
    const phone = await t.inject({
      method: 'POST',
      url: '/n/plat/sms/checkcode/simple',
      payload: { phoneNumber: '12345678901', inlet: 'LOGIN' },
      lang: 'en',
    });
    expect(phone.json()).toMatchObject({ code: 400, message: 'Wrong phone number' });
    expect(
      await t.db.selectFrom('verification_codes').selectAll().where('account', '=', '12345678901').execute(),
    ).toEqual([]);
  });

  it('says the same for a wrong password and an unknown account, and stops guessing after ten', async () => {
    await registerEmail('guess@baosteel.cn');
    const wrong = await emailLogin('guess@baosteel.cn', 'Wrong2026ok', 'en');
    const unknown = await emailLogin('nobody@baosteel.cn', 'Wrong2026ok', 'en');
    expect(wrong.json()).toMatchObject({ code: 104, message: 'The account or password is incorrect' });
    expect(unknown.json()).toMatchObject({ code: 104, message: 'The account or password is incorrect' });
    for (let i = 0; i < 9; i += 1) await emailLogin('guess@baosteel.cn', 'Wrong2026ok');
    expect((await emailLogin('guess@baosteel.cn', 'Steel2026ok')).json().error).toBe('RATE_LIMITED');
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
    const badDict = await t.inject({
      method: 'POST',
      url: '/api/n/user/register/uc',
      payload: { ...base, companyForm: '99' },
    });
    expect(badDict.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: '请选择企业性质' });
    const res = await t.inject({ method: 'POST', url: '/api/n/user/register/uc', payload: base });
    expect(res.json().data).toMatchObject({
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
    const oldSession = (await emailLogin('reset@baosteel.cn', 'Steel2026ok')).json().data.tokenVO.token;
    await ageCodes(t, 'reset@baosteel.cn');
    await t.inject({
      method: 'POST',
      url: '/api/n/user/email/verify/send',
      payload: { userAccount: 'reset@baosteel.cn', token: 'mobile', inlet: 'PHONE' },
    });
    // A registration code is no reset code.
    const reg = codeFor(t, 'reset@baosteel.cn');
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/n/user/email/check/rest',
          payload: { userAccount: 'reset@baosteel.cn', verify: reg },
        })
      ).json().error,
    ).toBe('CHECK_CODE_ERROR');

    // The desktop path: the reset code is mailed only after a passed captcha, whose proof works once.
    await ageCodes(t, 'reset@baosteel.cn');
    const noCaptcha = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/rest/send',
      payload: { userAccount: 'reset@baosteel.cn', token: 'mobile' },
    });
    expect(noCaptcha.json().error).toBe('CAPTCHA_REQUIRED');
    const proof = await passCaptcha(t);
    const sent = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/rest/send',
      payload: { userAccount: 'reset@baosteel.cn', token: proof },
    });
    expect(sent.json().code).toBe(1);
    const resetCode = codeFor(t, 'reset@baosteel.cn');
    await ageCodes(t, 'reset@baosteel.cn');
    const reused = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/rest/send',
      payload: { userAccount: 'reset@baosteel.cn', token: proof },
    });
    expect(reused.json().error).toBe('CAPTCHA_REQUIRED');
    const step1 = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/check/rest',
      payload: { userAccount: 'reset@baosteel.cn', verify: resetCode },
    });
    const { portalUserVO, tokenVO } = step1.json().data;

    // The reset token opens step 2 only.
    expect(
      (await t.inject({ method: 'POST', url: '/api/p/user/refresh/token', token: tokenVO.token })).statusCode,
    ).toBe(401);
    const newPass = await encryptPassword(t, 'Newer2026ok');
    const other = await t.inject({
      method: 'POST',
      url: '/api/p/user/email/change/pass',
      token: tokenVO.token,
      payload: { id: portalUserVO.id + 1000, newuserAccount: newPass, userPassword: newPass },
    });
    expect(other.statusCode).toBe(403);
    const step2 = await t.inject({
      method: 'POST',
      url: '/api/p/user/email/change/pass',
      token: tokenVO.token,
      payload: { id: portalUserVO.id, newuserAccount: newPass, userPassword: newPass },
    });
    expect(step2.json().code).toBe(1);

    expect((await t.inject({ method: 'GET', url: '/n/user/verify', token: oldSession })).json().code).toBe(0);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/p/user/email/change/pass',
          token: tokenVO.token,
          payload: { id: portalUserVO.id, newuserAccount: newPass, userPassword: newPass },
        })
      ).statusCode,
    ).toBe(401);
    expect((await emailLogin('reset@baosteel.cn', 'Steel2026ok')).json().code).toBe(104);
    expect((await emailLogin('reset@baosteel.cn', 'Newer2026ok')).json().code).toBe(1);
  });

  it('mails a reset code from the mobile pages without a captcha', async () => {
    await registerEmail('mobile-reset@baosteel.cn');
    await ageCodes(t, 'mobile-reset@baosteel.cn');
    const res = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/rest/send',
      payload: { userAccount: 'mobile-reset@baosteel.cn', token: 'mobile', inlet: 'PHONE' },
    });
    expect(res.json().code).toBe(1);
    const code = codeFor(t, 'mobile-reset@baosteel.cn');
    const step1 = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/check/rest',
      payload: { userAccount: 'mobile-reset@baosteel.cn', verify: code },
    });
    expect(step1.json().data.tokenVO.token).toBeTruthy();
  });

  it('refuses a reset code for an unknown or phone account', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/n/user/email/check/rest',
      payload: { userAccount: 'ghost@baosteel.cn', verify: '123456' },
    });
    expect(res.json().error).toBe('USER_NOT_FOUND');
  });

  it('serves the agreements in force in both languages', async () => {
    const zh = (
      await t.inject({
        method: 'POST',
        url: '/api/n/agreement/now',
        payload: { agreementType: 'REGISTRATION', i18n: 'zh-CN' },
      })
    ).json().data;
    expect(zh).toMatchObject({ agreementType: 'REGISTRATION', agreementVersion: '1.0' });
    expect(zh.agreementContent).toContain('用户服务协议');
    const en = (
      await t.inject({
        method: 'POST',
        url: '/n/agreement/now',
        payload: { agreementType: 'PRIVACY', i18n: 'en' },
      })
    ).json().data;
    expect(en.agreementContent).toContain('Privacy Policy');
  });
});
