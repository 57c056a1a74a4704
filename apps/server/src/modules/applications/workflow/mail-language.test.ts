import { accountRoutes, consoleApplicationRoutes as r } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBaseUrl } from '../../../platform/messaging/notice-mail.ts';
import { readOutbox } from '../../../platform/messaging/outbox-reader.ts';
import { encryptPassword, mobileCode } from '../../../test/account-fixtures.ts';
import { insertApplication } from '../../../test/application-fixtures.ts';
import { buildTestApp, engineName, invalid, type TestApp, type TestOperator } from '../../../test/helper.ts';

/**
 * Mail in the user's language: the server keeps the language of the user's login, registration
 * and the portal's language switch (users.lang), and an application's mail goes out in the
 * applicant's language.
 */
describe(`mail in the user's language (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;
  const PASSWORD = 'Steel2026ok';

  const langOf = async (id: number) =>
    (await t.db.selectFrom('users').select('lang').where('id', '=', id).executeTakeFirstOrThrow()).lang;
  const mailsTo = (account: string) =>
    readOutbox(t.app.config.DATA_DIR).filter((m) => m.to === account && m.channel === 'mail');
  const emailLogin = async (account: string, lang: 'zh' | 'en') =>
    t.data(
      accountRoutes.emailLogin,
      { body: { userAccount: account, userPassword: await encryptPassword(t, PASSWORD) } },
      { lang },
    );

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer');
  });
  afterAll(() => t.close());

  it('mails an applicant who logged in in English in English, and in Chinese after they switch', async () => {
    const account = 'english.reader@steel.example.cn';
    const fixture = await t.loginAs({
      account,
      password: PASSWORD,
      company: { name: '沙钢测试有限公司', status: 1 },
    });
    expect(await langOf(fixture.id)).toBe('zh');
    const login = await emailLogin(account, 'en');
    expect(await langOf(fixture.id)).toBe('en');
    const user = { ...fixture, token: login.tokenVO.token };

    const a = await insertApplication(t, user, { products: ['热轧带肋钢筋 HRB400E'] });
    await t.data(r.applicationAdvance, { params: { id: a.id }, body: { from: 10 } }, { as: reviewer });
    expect(mailsTo(account)).toEqual([
      expect.objectContaining({
        subject: 'News of your EPD/CFP application',
        text:
          'Your application (products: 热轧带肋钢筋 HRB400E) has been accepted and is now at contract generation; the secretariat will send you a quote.\n\n' +
          `Where to act: ${publicBaseUrl(t.app.config)}/Epd/mineEpd`,
      }),
    ]);

    // The portal's switch to Chinese: the next mail is Chinese.
    expect(
      (await t.call(accountRoutes.langUpdate, { body: { lang: 'zh' } }, { as: user, lang: 'en' })).code,
    ).toBe(1);
    expect(await langOf(user.id)).toBe('zh');
    await t.data(
      r.applicationBack,
      { params: { id: a.id }, body: { from: 20, to: 10, reason: '请补充产品说明' } },
      { as: reviewer },
    );
    const last = mailsTo(account).at(-1);
    expect(last?.subject).toBe('您的EPD/CFP申请有新进展');
    expect(last?.text).toContain('请补充产品说明');
  });

  it('keeps the language of a phone registration and changes only the caller own', async () => {
    const phone = '13912345678';
    const registered = await t.data(
      accountRoutes.phoneLoginOrRegister,
      { body: { mobile: phone, password: await mobileCode(t, phone) } },
      { lang: 'en' },
    );
    const id = registered.portalUserVO.id;
    expect(await langOf(id)).toBe('en');
    const other = await t.loginAs();
    await t.data(accountRoutes.langUpdate, { body: { lang: 'en' } }, { as: other });
    expect(await langOf(other.id)).toBe('en');
    expect(await langOf(id)).toBe('en');
    await t.data(accountRoutes.langUpdate, { body: { lang: 'zh' } }, { as: other });
    expect(await langOf(id)).toBe('en');

    // A language the platform does not speak, or no session: refused, nothing written.
    const bad = await t.call(
      accountRoutes.langUpdate,
      { body: { lang: invalid('fr') } },
      { as: other, lang: 'en' },
    );
    expect(bad).toMatchObject({ status: 400, error: 'VALIDATION_FAILED' });
    expect(bad.fields?.[0]?.path).toBe('body.lang');
    const anonymous = await t.call(accountRoutes.langUpdate, { body: { lang: 'en' } });
    expect(anonymous.status).toBe(401);
    expect(await langOf(other.id)).toBe('zh');
  });
});
