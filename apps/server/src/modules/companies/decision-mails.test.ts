import { accountRoutes, companyRoutes, consoleReviewsRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBaseUrl } from '../../platform/messaging/notice-mail.ts';
import { readOutbox } from '../../platform/messaging/outbox-reader.ts';
import { mobileCode } from '../../test/account-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { appWithMailAway } from '../../test/mail-fixtures.ts';
import {
  SUPPLEMENT_ANSWERS as ANSWERS,
  certificationForm,
  emailSignUp,
  imagesOf,
  messagesOf,
} from './companies-fixtures.ts';

/**
 * The secretariat's decisions on a registration and on a certification are mailed by the rule
 * of an application's steps (decision 222): to the person's e-mail account, else their
 * company's e-mail, in their language, with the page where they act; a phone account whose
 * company has no e-mail gets none, and a mail that fails leaves the decision made.
 */
describe(`mails of registration and certification decisions (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer');
    base = publicBaseUrl(t.app.config);
  });
  afterAll(() => t.close());

  const mails = () => readOutbox(t.app.config.DATA_DIR).filter((m) => m.channel === 'mail');
  const mailsTo = (to: string) => mails().filter((m) => m.to === to);
  const speaks = (user: TestUser, lang: 'zh' | 'en') =>
    t.data(accountRoutes.langUpdate, { body: { lang } }, { as: user });

  /** An e-mail registration, its first login and its answers: a registration under review. */
  const emailRegistration = async (email: string): Promise<TestUser> => {
    const user = await emailSignUp(t, email);
    expect((await t.call(accountRoutes.nameUpdate, { body: ANSWERS }, { as: user })).code).toBe(1);
    return user;
  };
  /** A number's first login and its answers (its company is made from them, without an e-mail). */
  const phoneRegistration = async (mobile: string): Promise<TestUser> => {
    const login = await t.data(accountRoutes.phoneLoginOrRegister, {
      body: { mobile, password: await mobileCode(t, mobile) },
    });
    const user: TestUser = { id: login.portalUserVO.id, token: login.tokenVO.token, companyId: null };
    expect((await t.call(accountRoutes.nameUpdate, { body: ANSWERS }, { as: user })).code).toBe(1);
    return user;
  };
  const companyIdOf = async (userId: number) =>
    (await t.db.selectFrom('users').select('company_id').where('id', '=', userId).executeTakeFirstOrThrow())
      .company_id;
  const approveRegistration = (user: TestUser, app: TestApp = t, as: TestOperator = reviewer) =>
    app.call(consoleReviewsRoutes.registrationApprove, { params: { userId: user.id } }, { as });
  const rejectRegistration = (user: TestUser, reason: string) =>
    t.call(
      consoleReviewsRoutes.registrationReject,
      { params: { userId: user.id }, body: { reason } },
      { as: reviewer },
    );
  const certify = async (user: TestUser, n: number, app: TestApp = t) => {
    const res = await app.call(
      companyRoutes.certify,
      { body: certificationForm(await imagesOf(app, user.id), n) },
      { as: user },
    );
    expect(res.code, res.body).toBe(1);
    return res.data?.id ?? 0;
  };

  /** The mail of an approved certification of certificationForm(…, n), in English. */
  const approvedInEnglish = (n: number) =>
    expect.objectContaining({
      subject: 'Your company certification has been decided',
      text:
        `Your company “上海钢铁有限公司${n}” is now certified; you may apply for EPD and CFP filings.\n\n` +
        `Where to act: ${base}/enterprise`,
    });
  /** The company row's certification images and submitter. */
  const submission = (companyId: number) =>
    t.db
      .selectFrom('companies')
      .select(['licence_attachment_id', 'billing_attachment_id', 'submitted_by_user_id'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();

  const approveCompany = (id: number) =>
    t.call(consoleReviewsRoutes.companyApprove, { params: { id } }, { as: reviewer });

  describe('the registration review', () => {
    it('mails an e-mail account its approval, in Chinese, with the page to go on from', async () => {
      const user = await emailRegistration('approved.mail@steel.cn');
      expect((await approveRegistration(user)).code).toBe(1);
      expect(mailsTo('approved.mail@steel.cn').filter((m) => m.subject !== '钢铁行业EPD平台验证码')).toEqual([
        expect.objectContaining({
          subject: '您的注册信息有审核结果',
          text: `您的注册信息已审核通过。\n\n请前往办理：${base}/information`,
        }),
      ]);
    });

    it('mails a rejection with its reason in the reader’s language and the page to correct it', async () => {
      const user = await emailRegistration('rejected.mail@steel.cn');
      await speaks(user, 'en');
      expect((await rejectRegistration(user, '公司名称与营业执照不符。')).code).toBe(1);
      const mail = mailsTo('rejected.mail@steel.cn').at(-1);
      expect(mail).toMatchObject({
        subject: 'Your registration has been reviewed',
        // The typed reason's own full stop is not doubled.
        text:
          'Your registration was not approved. Reason: 公司名称与营业执照不符. Please correct your registration and submit it again.\n\n' +
          `Where to act: ${base}/information`,
      });
    });

    it("mails a phone account at its company's e-mail, and a phone account without one not at all", async () => {
      const withMail = await phoneRegistration('13600000201');
      await t.db
        .updateTable('companies')
        .set({ email: 'office@tangsteel.example.cn' })
        .where('id', '=', (await companyIdOf(withMail.id)) ?? 0)
        .execute();
      expect((await rejectRegistration(withMail, '请填写真实姓名')).code).toBe(1);
      expect(mailsTo('office@tangsteel.example.cn')).toEqual([
        expect.objectContaining({
          subject: '您的注册信息有审核结果',
          text: `您的注册信息未通过审核，原因：请填写真实姓名。请修改注册信息后重新提交。\n\n请前往办理：${base}/information`,
        }),
      ]);

      const without = await phoneRegistration('13600000202');
      const before = mails().length;
      const approved = await approveRegistration(without);
      expect(approved).toMatchObject({ code: 1, data: { auditStatus: 1 } });
      expect(mails()).toHaveLength(before);
      expect(mailsTo('13600000202')).toEqual([]);
      // The inbox still tells them.
      expect((await messagesOf(t, without.id)).map((m) => m.key)).toEqual(['inbox.registration.approved']);
    });
  });

  describe('the certification', () => {
    it("mails the applicant's e-mail account, not the company's, in their language", async () => {
      const user = await t.loginAs({
        account: 'cert.applicant@steel.cn',
        company: { name: '申请钢铁', status: null },
      });
      await speaks(user, 'en');
      const companyId = await certify(user, 301);
      expect((await approveCompany(companyId)).code).toBe(1);
      expect(mailsTo('cert.applicant@steel.cn')).toEqual([approvedInEnglish(301)]);
      expect(mailsTo('info301@steel.cn')).toEqual([]);
    });

    it("mails a phone applicant's rejection to the company's e-mail, with the page to apply again", async () => {
      const user = await t.loginAs({ company: { name: '手机申请钢铁', status: null } });
      const companyId = await certify(user, 302);
      const before = mails().length;
      const res = await t.call(
        consoleReviewsRoutes.companyReject,
        { params: { id: companyId }, body: { reason: '营业执照照片模糊' } },
        { as: reviewer },
      );
      expect(res.code, res.body).toBe(1);
      expect(mailsTo('info302@steel.cn')).toEqual([
        expect.objectContaining({
          subject: '您的企业认证有审核结果',
          text:
            '您的企业“上海钢铁有限公司302”未通过企业认证，原因：营业执照照片模糊。请修改后重新提交。\n\n' +
            `请前往办理：${base}/enterprise`,
        }),
      ]);
      // One mail, to the company: the applicant's account is a phone number.
      expect(
        mails()
          .slice(before)
          .map((m) => m.to),
      ).toEqual(['info302@steel.cn']);
    });

    it('mails the colleague who resubmitted, not the one who uploaded the images', async () => {
      const uploader = await t.loginAs({
        account: 'cert.uploader@steel.cn',
        company: { name: '重新提交钢铁', status: null },
      });
      const colleague = await t.loginAs({ account: 'cert.resubmitter@steel.cn', colleagueOf: uploader });
      await speaks(colleague, 'en');
      const companyId = await certify(uploader, 305);
      const rejected = await t.call(
        consoleReviewsRoutes.companyReject,
        { params: { id: companyId }, body: { reason: '营业执照照片模糊' } },
        { as: reviewer },
      );
      expect(rejected.code, rejected.body).toBe(1);
      expect(mailsTo('cert.uploader@steel.cn').map((m) => m.subject)).toEqual(['您的企业认证有审核结果']);

      // The colleague sends the same images again, the uploader's, as the form keeps them.
      const images = await submission(companyId);
      expect(images.submitted_by_user_id).toBe(uploader.id);
      const again = await t.call(
        companyRoutes.certify,
        {
          body: certificationForm(
            [images.licence_attachment_id ?? 0, images.billing_attachment_id ?? 0],
            305,
          ),
        },
        { as: colleague },
      );
      expect(again.code, again.body).toBe(1);
      expect((await submission(companyId)).submitted_by_user_id).toBe(colleague.id);

      expect((await approveCompany(companyId)).code).toBe(1);
      expect(mailsTo('cert.resubmitter@steel.cn')).toEqual([approvedInEnglish(305)]);
      // The uploader has only the first decision's mail; both still get the inner message.
      expect(mailsTo('cert.uploader@steel.cn')).toHaveLength(1);
      expect((await messagesOf(t, uploader.id)).map((m) => m.key)).toEqual([
        'inbox.company.rejected',
        'inbox.company.approved',
      ]);
    });

    it('mails the licence image’s uploader when the row names no submitter (submitted before 0035)', async () => {
      const uploader = await t.loginAs({
        account: 'cert.before@steel.cn',
        company: { name: '旧申请钢铁', status: null },
      });
      const colleague = await t.loginAs({ account: 'cert.before.colleague@steel.cn', colleagueOf: uploader });
      const companyId = await certify(uploader, 306);
      await t.db
        .updateTable('companies')
        .set({ submitted_by_user_id: null })
        .where('id', '=', companyId)
        .execute();
      expect((await approveCompany(companyId)).code).toBe(1);
      expect(mailsTo('cert.before@steel.cn').map((m) => m.subject)).toEqual(['您的企业认证有审核结果']);
      expect(mailsTo('cert.before.colleague@steel.cn')).toEqual([]);
      expect(mailsTo('info306@steel.cn')).toEqual([]);
      expect((await messagesOf(t, colleague.id)).map((m) => m.key)).toEqual(['inbox.company.approved']);
    });

    it('decides a phone company without an e-mail with no mail and no error', async () => {
      const user = await t.loginAs({ company: { name: '无邮箱钢铁', status: null } });
      const companyId = await certify(user, 303);
      // A company certified before the form asked for its e-mail.
      await t.db.updateTable('companies').set({ email: null }).where('id', '=', companyId).execute();
      const before = mails().length;
      expect(await approveCompany(companyId)).toMatchObject({ code: 1, data: { companyStatus: 1 } });
      expect(mails()).toHaveLength(before);
      expect((await messagesOf(t, user.id)).map((m) => m.key)).toEqual(['inbox.company.approved']);
    });
  });

  it('keeps both decisions when their mails cannot be sent, and logs each', async () => {
    const { app: smtp, loggedUnsent } = await appWithMailAway();
    try {
      const op = await smtp.loginAsOperator('reviewer');
      const applicant = await smtp.loginAs({
        account: 'cert.fails@steel.cn',
        company: { name: '邮件失败钢铁', status: null },
      });
      const companyId = await certify(applicant, 304, smtp);
      const certified = await smtp.call(
        consoleReviewsRoutes.companyApprove,
        { params: { id: companyId } },
        { as: op },
      );
      expect(certified).toMatchObject({ code: 1, data: { companyStatus: 1 } });
      expect(loggedUnsent({ companyId })).toBe(true);

      // A registration with its answers, decided while the mail server is away.
      const registrant = await smtp.loginAs({ account: 'reg.fails@steel.cn' });
      await smtp.db
        .updateTable('users')
        .set({ audit_status: 0, registration_submitted_at: new Date().toISOString() })
        .where('id', '=', registrant.id)
        .execute();
      expect((await approveRegistration(registrant, smtp, op)).code).toBe(1);
      const row = await smtp.db
        .selectFrom('users')
        .select('audit_status')
        .where('id', '=', registrant.id)
        .executeTakeFirstOrThrow();
      expect(row.audit_status).toBe(1);
      expect(loggedUnsent({ userId: registrant.id })).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});
