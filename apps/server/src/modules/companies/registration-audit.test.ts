import { companyRoutes, consoleReviewsRoutes, type RouteInput, type TUserModify } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { auditEntries, messagesOf } from './companies-fixtures.ts';

describe(`registration audit, operator → user → operator (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer');
  });
  afterAll(() => t.close());

  /** A registered user under review (0), with a company named as at phone registration. */
  const registered = async (account: string, company: string | null, createdAt: string) => {
    const user = await t.loginAs({ account, ...(company ? { company: { name: company } } : {}) });
    await t.db
      .updateTable('users')
      .set({ audit_status: 0, user_name: `name of ${account}`, created_at: createdAt })
      .where('id', '=', user.id)
      .execute();
    return user;
  };
  const modify = (user: TestUser, body: TUserModify, lang: 'zh' | 'en' = 'en') =>
    t.call(companyRoutes.userModify, { body }, { as: user, lang });
  const detail = async (user: TestUser) =>
    (await t.call(companyRoutes.userDetail, { params: { id: user.id } }, { as: user })).data;
  const queue = (query: RouteInput<typeof consoleReviewsRoutes.registrationQueue>['query'] = {}) =>
    t.data(consoleReviewsRoutes.registrationQueue, { query }, { as: reviewer });
  const approve = (user: { id: number }) =>
    t.call(consoleReviewsRoutes.registrationApprove, { params: { userId: user.id } }, { as: reviewer });
  const reject = (user: { id: number }, reason: string, lang?: 'zh' | 'en') =>
    t.call(
      consoleReviewsRoutes.registrationReject,
      { params: { userId: user.id }, body: { reason } },
      { as: reviewer, lang },
    );

  it('queues pending registrations oldest first, with account, type, names and creation', async () => {
    const late = await registered('13600000002', '后注册钢铁公司', '2025-02-01T00:00:00.000Z');
    const early = await registered('early@steel.cn', null, '2025-01-01T00:00:00.000Z');
    const page = await queue();
    expect(page.list.map((r) => r.id)).toEqual([early.id, late.id]);
    expect(page.list[1]).toEqual({
      id: late.id,
      userAccount: '13600000002',
      accountType: 'phone',
      userName: 'name of 13600000002',
      companyName: '后注册钢铁公司',
      auditStatus: 0,
      reasonReject: null,
      createdAt: '2025-02-01T00:00:00.000Z',
    });
    expect(page).toMatchObject({ totals: 2, pageNum: 1 });
    expect(await queue({ auditStatus: 1 })).toMatchObject({ list: [], totals: 0 });
  });

  it('approves: audit 1, one audit entry, one message', async () => {
    const user = await registered('13600000003', '通过钢铁公司', '2025-03-01T00:00:00.000Z');
    const res = await approve(user);
    expect(res).toMatchObject({ code: 1, data: { id: user.id, auditStatus: 1 } });
    expect(await detail(user)).toMatchObject({ auditStatus: 1, reasonReject: null });
    const twice = await approve(user);
    expect(twice.status).toBe(409);
    expect(twice).toMatchObject({ error: 'REVIEW_NOT_PENDING' });
    const entries = await auditEntries(t, 'registration.approve', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operator_id: reviewer.id, target_type: 'user' });
    expect(await messagesOf(t, user.id)).toEqual([{ key: 'inbox.registration.approved', params: null }]);
    // An approved registration needs no correction.
    const fix = await modify(user, { companyName: '另一个钢铁公司' }, 'zh');
    expect(fix.status).toBe(409);
    expect(fix).toMatchObject({ error: 'REGISTRATION_NOT_FAILED', message: '您的注册信息无需修改' });
  });

  it('rejects with a reason; the user corrects it and it is under review again', async () => {
    const user = await registered('13600000004', '错误名称公司', '2025-03-02T00:00:00.000Z');
    const res = await reject(user, '企业名称与营业执照不符');
    expect(res).toMatchObject({ data: { auditStatus: 2, reasonReject: '企业名称与营业执照不符' } });
    expect(await detail(user)).toMatchObject({ auditStatus: 2, reasonReject: '企业名称与营业执照不符' });
    expect(await messagesOf(t, user.id)).toEqual([
      { key: 'inbox.registration.rejected', params: { reason: '企业名称与营业执照不符' } },
    ]);
    const entry = (await auditEntries(t, 'registration.reject', user.id))[0];
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual({
      account: '13600000004',
      reason: '企业名称与营业执照不符',
    });

    expect(await modify(user, {})).toMatchObject({ error: 'VALIDATION_FAILED' });
    const fixed = await modify(user, { companyName: ' 正确名称钢铁公司 ', userName: '李雷' });
    expect(fixed, fixed.body).toMatchObject({
      code: 1,
      data: {
        id: user.id,
        auditStatus: 0,
        reasonReject: null,
        companyName: '正确名称钢铁公司',
        userName: '李雷',
      },
    });
    expect((await queue()).list.map((r) => r.id)).toContain(user.id);
    expect(await modify(user, { userName: '韩梅梅' })).toMatchObject({
      error: 'REGISTRATION_NOT_FAILED',
    });

    // Decided again: approved this time.
    await approve(user);
    expect(await detail(user)).toMatchObject({ auditStatus: 1 });
    expect(await messagesOf(t, user.id)).toHaveLength(2);
  });

  it('gives a failed user without a company one on correction, and never renames a certified one', async () => {
    const lone = await registered('lone@steel.cn', null, '2025-03-03T00:00:00.000Z');
    await reject(lone, 'r');
    const res = await modify(lone, { companyName: '新建钢铁公司' });
    expect(res.data).toMatchObject({ companyName: '新建钢铁公司', auditStatus: 0 });
    expect(res.data?.companyCode).toMatch(/^C/);

    const certified = await t.loginAs({ company: { name: '已认证钢铁公司', status: 1 } });
    await t.db.updateTable('users').set({ audit_status: 2 }).where('id', '=', certified.id).execute();
    const renamed = await modify(certified, { companyName: '改名钢铁公司' });
    expect(renamed.status).toBe(400);
    expect(renamed.fields).toEqual([
      {
        path: 'body.companyName',
        message: 'Your company is certified or under review; its name cannot be changed here',
      },
    ]);
    // The same name, or the user name alone, is fine.
    expect((await modify(certified, { companyName: '已认证钢铁公司', userName: 'Ann' })).code).toBe(1);
  });

  it('refuses a reason that is missing or too long, an unknown user and a bad id', async () => {
    const user = await registered('13600000005', null, '2025-03-04T00:00:00.000Z');
    const none = await reject(user, ' ', 'en');
    expect(none).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Please give the reason' });
    const long = await reject(user, 'x'.repeat(201), 'zh');
    expect(long).toMatchObject({ message: '驳回原因不能超过200个字符' });
    expect(await detail(user)).toMatchObject({ auditStatus: 0 });
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
