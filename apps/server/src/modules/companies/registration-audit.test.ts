import {
  accountRoutes,
  companyRoutes,
  consoleReviewsRoutes,
  type RouteInput,
  type TNameUpdate,
  type TUserModify,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, mobileCode } from '../../test/account-fixtures.ts';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import {
  auditEntries,
  messagesOf,
  SUPPLEMENT_ANSWERS,
  emailSignUp as signUpByEmail,
} from './companies-fixtures.ts';

const ANSWERS = SUPPLEMENT_ANSWERS;

describe(`registration review: both channels, the answers, the correction (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer');
  });
  afterAll(() => t.close());

  /** A number's first phone login, as the portal's login dialog makes it. */
  const firstPhoneLogin = async (mobile: string): Promise<TestUser> => {
    const res = await t.call(accountRoutes.phoneLoginOrRegister, {
      body: { mobile, password: await mobileCode(t, mobile) },
    });
    const user = res.data!.portalUserVO;
    return { id: user.id, token: res.data!.tokenVO.token, account: mobile, companyId: null } as TestUser;
  };
  const emailSignUp = (email: string) => signUpByEmail(t, email);
  const supplement = (as: TestUser, body: TNameUpdate = ANSWERS) =>
    t.call(accountRoutes.nameUpdate, { body }, { as });
  const modify = (user: TestUser, body: TUserModify, lang: 'zh' | 'en' = 'en') =>
    t.call(companyRoutes.userModify, { body }, { as: user, lang });
  const own = async (user: TestUser) => (await t.call(accountRoutes.ownRegistration, {}, { as: user })).data;
  const queue = (query: RouteInput<typeof consoleReviewsRoutes.registrationQueue>['query'] = {}) =>
    t.data(consoleReviewsRoutes.registrationQueue, { query }, { as: reviewer });
  const review = (user: { id: number }, lang: 'zh' | 'en' = 'zh') =>
    t.call(consoleReviewsRoutes.registrationReview, { params: { userId: user.id } }, { as: reviewer, lang });
  const approve = (user: { id: number }, lang?: 'zh' | 'en') =>
    t.call(
      consoleReviewsRoutes.registrationApprove,
      { params: { userId: user.id } },
      { as: reviewer, ...(lang ? { lang } : {}) },
    );
  const reject = (user: { id: number }, reason: string, lang?: 'zh' | 'en') =>
    t.call(
      consoleReviewsRoutes.registrationReject,
      { params: { userId: user.id }, body: { reason } },
      { as: reviewer, ...(lang ? { lang } : {}) },
    );

  it('holds every sign-up under review until its answers come, then queues it by their time', async () => {
    const byPhone = await firstPhoneLogin('13600000011');
    const byMail = await emailSignUp('first@steel.cn');
    // Both channels, one rule: under review, and nothing to decide yet.
    for (const user of [byPhone, byMail]) {
      expect(await own(user)).toMatchObject({ auditStatus: 0, userName: null, companyName: null });
      const early = await approve(user, 'en');
      expect(early.status).toBe(409);
      expect(early).toMatchObject({
        error: 'REGISTRATION_NOT_SUBMITTED',
        message: 'This user has not given their registration answers yet; it cannot be decided',
      });
      expect((await reject(user, '空', 'zh')).message).toBe('该用户尚未填写注册补充信息，暂不能审核');
    }
    expect(await queue()).toMatchObject({ list: [], totals: 0 });

    // The e-mail sign-up answers first, so it comes first.
    expect((await supplement(byMail, { ...ANSWERS, companyName: '邮箱注册钢铁有限公司' })).code).toBe(1);
    expect((await supplement(byPhone)).code).toBe(1);
    const page = await queue();
    expect(page.list.map((r) => r.id)).toEqual([byMail.id, byPhone.id]);
    expect(page.list[1]).toEqual({
      id: byPhone.id,
      userAccount: '13600000011',
      accountType: 'phone',
      signupChannel: 'phoneLogin',
      userName: '王小明',
      companyName: '唐山钢铁集团有限公司',
      auditStatus: 0,
      reasonReject: null,
      createdAt: expect.any(String),
      submittedAt: expect.any(String),
    });
    expect(page.list[0]).toMatchObject({
      signupChannel: 'emailRegister',
      companyName: '邮箱注册钢铁有限公司',
    });
    expect(page).toMatchObject({ totals: 2, pageNum: 1 });
    expect(await queue({ auditStatus: 1 })).toMatchObject({ list: [], totals: 0 });
  });

  it('shows the reviewer every answer, named in their language, with the company not yet certified', async () => {
    const user = await firstPhoneLogin('13600000012');
    await supplement(user, { ...ANSWERS, otherChannel: 'ignored' });
    const zh = await review(user, 'zh');
    expect(zh.data).toMatchObject({
      id: user.id,
      signupChannel: 'phoneLogin',
      userName: '王小明',
      companyName: '唐山钢铁集团有限公司',
      companyStatus: null,
      companyType: '钢铁生产企业',
      contacts: '王工',
      department: '技术中心',
      job: '工程师',
      industry: ['钢铁生产', '长流程钢铁企业'],
      otherProfession: null,
      demand: '申请热轧产品EPD',
      channel: ['行业协会', '中国钢铁工业协会'],
      industryCategory: null,
      companyForm: null,
    });
    const en = await review(user, 'en');
    expect(en.data).toMatchObject({
      companyType: 'Steel producer',
      industry: ['Steel production', 'Integrated BF-BOF mill'],
      channel: ['Industry association', 'China Iron and Steel Association'],
    });
    expect((await review({ id: 999999 })).status).toBe(404);
  });

  it('shows a phone registration its form fields and answers too', async () => {
    const mobile = '13600000013';
    const made = await t.call(accountRoutes.phoneRegister, {
      body: {
        userAccount: mobile,
        verify: await mobileCode(t, mobile, 'REGISTER'),
        companyName: '鞍山钢铁集团有限公司',
        industryCategory: '1',
        companyForm: '2',
      },
    });
    expect(made.data).toMatchObject({ auditStatus: 0, companyName: '鞍山钢铁集团有限公司' });
    await ageCodes(t, mobile);
    const user = await firstPhoneLogin(mobile);
    // Its company came with the form: the answers name it again, the same company.
    expect(await own(user)).toMatchObject({ companyName: '鞍山钢铁集团有限公司', companyNameLocked: false });
    expect((await supplement(user, { ...ANSWERS, companyName: '鞍山钢铁集团有限公司' })).code).toBe(1);
    expect((await review(user, 'en')).data).toMatchObject({
      signupChannel: 'phoneRegister',
      companyName: '鞍山钢铁集团有限公司',
      industryCategory: 'Iron and steel',
      companyForm: 'Private enterprise',
      contacts: '王工',
    });
  });

  it('approves: audit 1, one audit entry, one message; no correction then', async () => {
    const user = await firstPhoneLogin('13600000014');
    await supplement(user);
    const res = await approve(user);
    expect(res).toMatchObject({ code: 1, data: { id: user.id, auditStatus: 1, contacts: '王工' } });
    expect(await own(user)).toMatchObject({ auditStatus: 1, reasonReject: null });
    const twice = await approve(user);
    expect(twice.status).toBe(409);
    expect(twice).toMatchObject({ error: 'REVIEW_NOT_PENDING' });
    const entries = await auditEntries(t, 'registration.approve', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operator_id: reviewer.id, target_type: 'user' });
    expect(await messagesOf(t, user.id)).toEqual([{ key: 'inbox.registration.approved', params: null }]);
    const fix = await modify(user, { companyName: '另一个钢铁公司' }, 'zh');
    expect(fix.status).toBe(409);
    expect(fix).toMatchObject({ error: 'REGISTRATION_NOT_FAILED', message: '您的注册信息无需修改' });
  });

  it('rejects with a reason; the user corrects every answer from what they gave, and it is back in the queue', async () => {
    const user = await emailSignUp('fix@steel.cn');
    await supplement(user);
    const res = await reject(user, '请填写真实的部门和职务');
    expect(res).toMatchObject({ data: { auditStatus: 2, reasonReject: '请填写真实的部门和职务' } });
    expect(await messagesOf(t, user.id)).toEqual([
      { key: 'inbox.registration.rejected', params: { reason: '请填写真实的部门和职务' } },
    ]);
    expect(JSON.parse((await auditEntries(t, 'registration.reject', user.id))[0]?.detail ?? '{}')).toEqual({
      account: 'fix@steel.cn',
      reason: '请填写真实的部门和职务',
    });
    expect((await queue()).list.map((r) => r.id)).not.toContain(user.id);

    // /information starts from the answers as given.
    expect(await own(user)).toEqual({
      auditStatus: 2,
      reasonReject: '请填写真实的部门和职务',
      userName: '王小明',
      companyName: '唐山钢铁集团有限公司',
      companyNameLocked: false,
      companyType: '1',
      contacts: '王工',
      department: '技术中心',
      job: '工程师',
      industryPath: [301, 311],
      otherProfession: null,
      demand: '申请热轧产品EPD',
      channelPath: [201, 211],
      otherChannel: null,
    });
    // The same rules as the supplement form, in the caller's language.
    const wrong = await modify(user, { ...ANSWERS, contacts: '', professionId: 399, channelId: 299 }, 'zh');
    expect(wrong.status).toBe(400);
    expect(wrong.fields?.map((f) => f.path)).toEqual(['body.contacts']);
    const other = await modify(
      user,
      {
        ...ANSWERS,
        iprofessionId: 399,
        professionId: 399,
        productTypeHierarchy: '[399]',
        channelId: 299,
        newchannelId: undefined,
      },
      'en',
    );
    expect(other.fields).toEqual([
      { path: 'body.otherProfession', message: 'Please name the other industry' },
      { path: 'body.otherChannel', message: 'Please name the other channel' },
    ]);
    expect(await own(user)).toMatchObject({ auditStatus: 2, department: '技术中心' });

    const fixed = await modify(user, {
      ...ANSWERS,
      userName: ' 王大明 ',
      department: '质量部',
      job: '质量经理',
      channelId: 299,
      newchannelId: undefined,
      otherChannel: '展会',
    });
    expect(fixed, fixed.body).toMatchObject({
      code: 1,
      data: { id: user.id, auditStatus: 0, reasonReject: null, userName: '王大明' },
    });
    expect((await queue()).list.map((r) => r.id)).toContain(user.id);
    expect((await review(user)).data).toMatchObject({
      auditStatus: 0,
      reasonReject: null,
      department: '质量部',
      job: '质量经理',
      channel: ['其他'],
      otherChannel: '展会',
    });
    expect(await modify(user, { userName: '韩梅梅' })).toMatchObject({ error: 'REGISTRATION_NOT_FAILED' });

    await approve(user);
    expect(await own(user)).toMatchObject({ auditStatus: 1 });
    expect(await messagesOf(t, user.id)).toHaveLength(2);
  });

  it("takes the phone pages' two names alone, makes a company, and never renames a certified one", async () => {
    const lone = await t.loginAs({ account: 'lone@steel.cn' });
    await t.db.updateTable('users').set({ audit_status: 2 }).where('id', '=', lone.id).execute();
    expect(await modify(lone, {})).toMatchObject({ error: 'VALIDATION_FAILED' });
    const res = await modify(lone, { userName: '李雷', companyName: '新建钢铁有限公司' });
    expect(res.data).toMatchObject({ companyName: '新建钢铁有限公司', userName: '李雷', auditStatus: 0 });
    expect(res.data?.companyCode).toMatch(/^C/);

    const certified = await t.loginAs({ company: { name: '已认证钢铁公司', status: 1 } });
    await t.db.updateTable('users').set({ audit_status: 2 }).where('id', '=', certified.id).execute();
    expect(await own(certified)).toMatchObject({ companyNameLocked: true });
    const renamed = await modify(certified, { companyName: '改名钢铁公司' });
    expect(renamed.status).toBe(400);
    expect(renamed.fields).toEqual([
      {
        path: 'body.companyName',
        message: 'Your company is certified or under review; its name cannot be changed here',
      },
    ]);
    expect(await own(certified)).toMatchObject({ auditStatus: 2 });
    // The same name, or the user name alone, is fine.
    expect((await modify(certified, { companyName: '已认证钢铁公司', userName: 'Ann' })).code).toBe(1);
  });

  it('refuses a reason that is missing or too long, an unknown user and a bad id', async () => {
    const user = await firstPhoneLogin('13600000015');
    await supplement(user);
    const none = await reject(user, ' ', 'en');
    expect(none).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Please give the reason' });
    const long = await reject(user, 'x'.repeat(201), 'zh');
    expect(long).toMatchObject({ message: '驳回原因不能超过200个字符' });
    expect(await own(user)).toMatchObject({ auditStatus: 0 });
    expect(await messagesOf(t, user.id)).toEqual([]);
    const unknown = await approve({ id: 999999 });
    expect(unknown.status).toBe(404);
    expect(
      (
        await t.call(
          consoleReviewsRoutes.registrationApprove,
          { params: { userId: 'abc' } },
          { as: reviewer },
        )
      ).status,
    ).toBe(400);
    expect(
      (await t.call(consoleReviewsRoutes.registrationQueue, { query: { auditStatus: 3 } }, { as: reviewer }))
        .status,
    ).toBe(400);
  });
});
