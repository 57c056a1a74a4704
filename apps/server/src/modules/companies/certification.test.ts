import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import type { ConsoleCaller } from '../operators/operator-fixtures.ts';
import { certificationService } from './certification.service.ts';
import {
  auditEntries,
  certificationForm,
  consoleStaff,
  creditCode,
  imagesOf,
  messagesOf,
} from './companies-fixtures.ts';

describe(`enterprise certification, user → operator → user (${engineName})`, () => {
  let t: TestApp;
  let c: ConsoleCaller;
  let reviewer: string;
  let reviewerId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ c, reviewer, reviewerId } = await consoleStaff(t));
  });
  afterAll(() => t.close());

  const certify = (token: string, payload: object, lang: 'zh' | 'en' = 'en') =>
    t.inject({ method: 'POST', url: '/api/p/company/insert/uc', token, payload, lang });
  const companyOf = async (token: string, userId: number) =>
    (await t.inject({ method: 'GET', url: `/api/p/portal/company/user/${userId}`, token })).json().data;

  it('goes null → 0 → 2 → 0 → 1, with one audit entry and one message per decision', async () => {
    const user = await t.loginAs({ company: { name: 'Old name Ltd', status: null } });
    const colleague = await t.db
      .insertInto('users')
      .values({
        account_type: 'phone',
        account: '13700000001',
        company_id: user.companyId,
        audit_status: 1,
        user_status: 1,
        locked: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await companyOf(user.token, user.id)).toMatchObject({
      companyStatus: null,
      companyName: 'Old name Ltd',
    });

    const images = await imagesOf(t, user.id);
    const first = await certify(user.token, certificationForm(images, 1));
    expect(first.json(), first.body).toMatchObject({
      code: 1,
      data: {
        id: user.companyId,
        companyStatus: 0,
        companyName: '上海钢铁有限公司1',
        companyEmail: 'info1@steel.cn',
        creditCode: creditCode(1),
        reasonReject: null,
      },
    });
    const pending = await certify(user.token, certificationForm(images, 1));
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ error: 'COMPANY_CERTIFICATION_PENDING', data: null });

    // The queue shows it with every field and both images.
    const queue = (await c('GET', '/api/c/reviews/companies', { token: reviewer })).json().data;
    expect(queue.list.map((i: { id: number }) => i.id)).toContain(user.companyId);
    const detail = (await c('GET', `/api/c/reviews/companies/${user.companyId}`, { token: reviewer })).json();
    expect(detail.data).toMatchObject({
      companyStatus: 0,
      creditCode: creditCode(1),
      companyAddress: '上海市浦东新区世纪大道100号',
      corporation: '王五',
      companyContacts: '赵六',
      companyContactPhone: '13912345678',
      companyZipCode: '200120',
      licenceAttachmentId: images[0],
      billingAttachmentId: images[1],
      reviewedBy: null,
    });
    expect(detail.data.users.map((u: { id: number }) => u.id)).toEqual([user.id, colleague.id]);

    const rejected = await c('POST', `/api/c/reviews/companies/${user.companyId}/reject`, {
      token: reviewer,
      payload: { reason: '营业执照不清晰' },
    });
    expect(rejected.json()).toMatchObject({
      code: 1,
      data: { companyStatus: 2, reasonReject: '营业执照不清晰', reviewedBy: 'rev' },
    });
    expect(await companyOf(user.token, user.id)).toMatchObject({
      companyStatus: 2,
      reasonReject: '营业执照不清晰',
    });
    const again = await c('POST', `/api/c/reviews/companies/${user.companyId}/approve`, { token: reviewer });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'REVIEW_NOT_PENDING' });

    // Resubmitted after the rejection: under review again, the old reason gone.
    const second = await certify(user.token, certificationForm(await imagesOf(t, user.id), 1));
    expect(second.json().data).toMatchObject({ companyStatus: 0, reasonReject: null });
    const approved = await c('POST', `/api/c/reviews/companies/${user.companyId}/approve`, {
      token: reviewer,
    });
    expect(approved.json()).toMatchObject({ code: 1, data: { companyStatus: 1, reasonReject: null } });
    expect(await companyOf(user.token, user.id)).toMatchObject({ companyStatus: 1 });
    const certified = await certify(user.token, certificationForm(images, 1));
    expect(certified.statusCode).toBe(409);
    expect(certified.json()).toMatchObject({ error: 'COMPANY_ALREADY_CERTIFIED' });

    const reject = await auditEntries(t, 'company.reject', user.companyId ?? 0);
    expect(reject).toHaveLength(1);
    expect(reject[0]).toMatchObject({ operator_id: reviewerId, target_type: 'company' });
    expect(JSON.parse(reject[0]?.detail ?? '{}')).toMatchObject({ reason: '营业执照不清晰' });
    expect(await auditEntries(t, 'company.approve', user.companyId ?? 0)).toHaveLength(1);
    for (const id of [user.id, colleague.id]) {
      expect(await messagesOf(t, id)).toEqual([
        {
          key: 'inbox.company.rejected',
          params: { companyName: '上海钢铁有限公司1', reason: '营业执照不清晰' },
        },
        { key: 'inbox.company.approved', params: { companyName: '上海钢铁有限公司1' } },
      ]);
    }

    // The portal refreshes its token after submitting; the new one carries the company.
    const refreshed = await t.inject({ method: 'POST', url: '/api/p/user/refresh/token', token: user.token });
    expect(refreshed.json().data.portalUserVO).toMatchObject({ companyName: '上海钢铁有限公司1' });
  });

  it('gives a user without a company one, of the type they declared', async () => {
    const user = await t.loginAs({ account: 'nocompany@steel.cn' });
    await t.db.updateTable('users').set({ declared_company_type: '4' }).where('id', '=', user.id).execute();
    const res = await certify(user.token, certificationForm(await imagesOf(t, user.id), 2));
    expect(res.json().data).toMatchObject({
      companyStatus: 0,
      companyName: '上海钢铁有限公司2',
      companyType: '4',
    });
    const row = await t.db
      .selectFrom('users')
      .select('company_id')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.company_id).toBe(res.json().data.id);
    expect(res.json().data.companyCode).toMatch(/^C[0-9A-Z]+$/);
  });

  it('refuses a credit code that another company has under review or certified', async () => {
    const a = await t.loginAs({ company: { name: 'Company A Ltd' } });
    const b = await t.loginAs({ company: { name: 'Company B Ltd' } });
    expect((await certify(a.token, certificationForm(await imagesOf(t, a.id), 3))).json().code).toBe(1);
    const taken = await certify(b.token, certificationForm(await imagesOf(t, b.id), 3), 'zh');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'CREDIT_CODE_TAKEN',
      message: '该统一社会信用代码已认证或正在审核中',
    });
    // Lower case is the same code.
    const lower = certificationForm(await imagesOf(t, b.id), 3, {
      companyCreditCode: creditCode(3).toLowerCase(),
    });
    expect((await certify(b.token, lower)).json()).toMatchObject({ error: 'CREDIT_CODE_TAKEN' });

    // Rejected, the code is free for another company; then it is that one's.
    await c('POST', `/api/c/reviews/companies/${a.companyId}/reject`, {
      token: reviewer,
      payload: { reason: 'x' },
    });
    expect((await certify(b.token, certificationForm(await imagesOf(t, b.id), 3))).json().code).toBe(1);
    const back = await certify(a.token, certificationForm(await imagesOf(t, a.id), 3));
    expect(back.json()).toMatchObject({ error: 'CREDIT_CODE_TAKEN' });
    expect(await companyOf(a.token, a.id)).toMatchObject({ companyStatus: 2 });
  });

  it('answers the state refusals in Chinese and English', async () => {
    const user = await t.loginAs({ company: { name: 'Pending Steel', status: 0 } });
    const form = certificationForm(await imagesOf(t, user.id), 4);
    expect((await certify(user.token, form, 'zh')).json().message).toBe('企业认证正在审核中，请耐心等待');
    expect((await certify(user.token, form, 'en')).json().message).toBe(
      'Your enterprise certification is under review, please wait',
    );
  });

  it('leaves nothing half-written when a decision fails', async () => {
    const user = await t.loginAs({ company: { name: 'Atomic Steel Ltd', status: 0 } });
    const failing = certificationService({
      ...t.app.services,
      inboxFor: () => ({
        send: async () => {
          throw new Error('inbox down');
        },
      }),
    });
    const actor = {
      kind: 'operator' as const,
      operator: { id: reviewerId, username: 'reviewer', role: 'reviewer' as const, sessionId: 0 },
      ip: null,
    };
    await expect(failing.reject(user.companyId ?? 0, 'no', actor)).rejects.toThrow('inbox down');
    expect(await companyOf(user.token, user.id)).toMatchObject({ companyStatus: 0, reasonReject: null });
    expect(await auditEntries(t, 'company.reject', user.companyId ?? 0)).toEqual([]);
    expect(await messagesOf(t, user.id)).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/p/company/insert/uc', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
