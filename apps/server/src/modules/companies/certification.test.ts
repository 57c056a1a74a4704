import {
  accountRoutes,
  companyRoutes,
  consoleReviewsRoutes,
  type TCompanyCertification,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  engineName,
  invalid,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { certificationService } from './certification.service.ts';
import { auditEntries, certificationForm, creditCode, imagesOf, messagesOf } from './companies-fixtures.ts';

describe(`enterprise certification, user → operator → user (${engineName})`, () => {
  let t: TestApp;
  let reviewer: TestOperator;

  beforeAll(async () => {
    t = await buildTestApp();
    reviewer = await t.loginAsOperator('reviewer', { username: 'rev' });
  });
  afterAll(() => t.close());

  const certify = (as: TestUser, body: TCompanyCertification, lang: 'zh' | 'en' = 'en') =>
    t.call(companyRoutes.certify, { body }, { as, lang });
  const companyOf = async (user: TestUser) =>
    (await t.call(companyRoutes.companyOfUser, { params: { userId: user.id } }, { as: user })).data;
  const reject = (companyId: number | null, reason: string) =>
    t.call(
      consoleReviewsRoutes.companyReject,
      { params: { id: companyId ?? 0 }, body: { reason } },
      { as: reviewer },
    );
  const approve = (companyId: number | null) =>
    t.call(consoleReviewsRoutes.companyApprove, { params: { id: companyId ?? 0 } }, { as: reviewer });

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
    expect(await companyOf(user)).toMatchObject({
      companyStatus: null,
      companyName: 'Old name Ltd',
    });

    const images = await imagesOf(t, user.id);
    const first = await certify(user, certificationForm(images, 1));
    expect(first, first.body).toMatchObject({
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
    const pending = await certify(user, certificationForm(images, 1));
    expect(pending.status).toBe(409);
    expect(pending).toMatchObject({ error: 'COMPANY_CERTIFICATION_PENDING', data: null });

    // The queue shows it with every field and both images.
    const queue = await t.data(consoleReviewsRoutes.companyQueue, {}, { as: reviewer });
    expect(queue.list.map((i) => i.id)).toContain(user.companyId);
    const detail = await t.call(
      consoleReviewsRoutes.companyReview,
      { params: { id: user.companyId ?? 0 } },
      { as: reviewer },
    );
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
    expect(detail.data?.users.map((u) => u.id)).toEqual([user.id, colleague.id]);

    const rejected = await reject(user.companyId, '营业执照不清晰');
    expect(rejected).toMatchObject({
      code: 1,
      data: { companyStatus: 2, reasonReject: '营业执照不清晰', reviewedBy: 'rev' },
    });
    expect(await companyOf(user)).toMatchObject({
      companyStatus: 2,
      reasonReject: '营业执照不清晰',
    });
    const again = await approve(user.companyId);
    expect(again.status).toBe(409);
    expect(again).toMatchObject({ error: 'REVIEW_NOT_PENDING' });

    // Resubmitted after the rejection: under review again, the old reason gone.
    const second = await certify(user, certificationForm(await imagesOf(t, user.id), 1));
    expect(second.data).toMatchObject({ companyStatus: 0, reasonReject: null });
    const approved = await approve(user.companyId);
    expect(approved).toMatchObject({ code: 1, data: { companyStatus: 1, reasonReject: null } });
    expect(await companyOf(user)).toMatchObject({ companyStatus: 1 });
    const certified = await certify(user, certificationForm(images, 1));
    expect(certified.status).toBe(409);
    expect(certified).toMatchObject({ error: 'COMPANY_ALREADY_CERTIFIED' });

    const rejections = await auditEntries(t, 'company.reject', user.companyId ?? 0);
    expect(rejections).toHaveLength(1);
    expect(rejections[0]).toMatchObject({ operator_id: reviewer.id, target_type: 'company' });
    expect(JSON.parse(rejections[0]?.detail ?? '{}')).toMatchObject({ reason: '营业执照不清晰' });
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
    const refreshed = await t.call(accountRoutes.refreshToken, {}, { as: user });
    expect(refreshed.data?.portalUserVO).toMatchObject({ companyName: '上海钢铁有限公司1' });
  });

  it('answers every answer of a rejected submission, and takes its images back as they were (issue 29)', async () => {
    const user = await t.loginAs({ company: { name: 'Prefill Steel Ltd', status: null } });
    const colleague = await t.loginAs({ account: '13700000029' });
    await t.db
      .updateTable('users')
      .set({ company_id: user.companyId })
      .where('id', '=', colleague.id)
      .execute();
    const images = await imagesOf(t, user.id);
    expect((await certify(user, certificationForm(images, 5))).code).toBe(1);
    await reject(user.companyId, '地址不全');

    const answer = await companyOf(colleague);
    expect(answer).toEqual({
      id: user.companyId,
      companyStatus: 2,
      companyName: '上海钢铁有限公司5',
      companyEmail: 'info5@steel.cn',
      companyType: expect.any(String),
      companyCode: expect.any(String),
      reasonReject: '地址不全',
      creditCode: creditCode(5),
      companyAddress: '上海市浦东新区世纪大道100号',
      corporation: '王五',
      companyContacts: '赵六',
      companyContactPhone: '13912345678',
      companyZipCode: '200120',
      licenceAttachmentId: images[0],
      billingAttachmentId: images[1],
    });

    // The colleague did not upload them, but they are the company's last submission's.
    const again = await certify(
      colleague,
      certificationForm(images, 5, { companyAddress: '上海市浦东新区世纪大道200号' }),
    );
    expect(again, again.body).toMatchObject({
      code: 1,
      data: { companyStatus: 0, licenceAttachmentId: images[0] },
    });
    await reject(user.companyId, '再改');
    // Swapped, or another user's image, they are refused by name.
    const swapped = await certify(colleague, certificationForm([images[1], images[0]], 5));
    expect(swapped.status).toBe(400);
    expect(swapped.fields?.map((f) => f.path)).toEqual(['body.attachmentId.0', 'body.attachmentId.1']);
    const stranger = await t.loginAs();
    const foreign = await certify(
      colleague,
      certificationForm([images[0], (await imagesOf(t, stranger.id))[1]], 5),
    );
    expect(foreign.fields?.map((f) => f.path)).toEqual(['body.attachmentId.1']);
  });

  it('gives a user without a company one, of the type they declared', async () => {
    const user = await t.loginAs({ account: 'nocompany@steel.cn' });
    await t.db.updateTable('users').set({ declared_company_type: '4' }).where('id', '=', user.id).execute();
    const res = await certify(user, certificationForm(await imagesOf(t, user.id), 2));
    expect(res.data).toMatchObject({
      companyStatus: 0,
      companyName: '上海钢铁有限公司2',
      companyType: '4',
    });
    const row = await t.db
      .selectFrom('users')
      .select('company_id')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.company_id).toBe(res.data?.id);
    expect(res.data?.companyCode).toMatch(/^C[0-9A-Z]+$/);
  });

  it('refuses a company e-mail over 32 characters in both languages and keeps nothing (issue 29)', async () => {
    const user = await t.loginAs({ account: 'longmail@steel.cn' });
    // 40 characters: the portal once cut it to 32 and sent `…@steel-visitor.examp`.
    const companyEmail = 'quality.department@steel-visitor.example';
    expect(companyEmail).toHaveLength(40);
    const form = certificationForm(await imagesOf(t, user.id), 29, { companyEmail });
    for (const [lang, message] of [
      ['zh', '邮箱不能超过32个字符'],
      ['en', 'The e-mail may have at most 32 characters'],
    ] as const) {
      const res = await certify(user, form, lang);
      expect(res.status, res.body).toBe(400);
      expect(res).toMatchObject({ error: 'VALIDATION_FAILED', data: null });
      expect(res.fields).toContainEqual({ path: 'body.companyEmail', message });
    }
    const row = await t.db
      .selectFrom('users')
      .select('company_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBeNull();
    const companies = await t.db
      .selectFrom('companies')
      .select('id')
      .where('credit_code', '=', creditCode(29))
      .execute();
    expect(companies).toEqual([]);
  });

  it('refuses a credit code that another company has under review or certified', async () => {
    const a = await t.loginAs({ company: { name: 'Company A Ltd' } });
    const b = await t.loginAs({ company: { name: 'Company B Ltd' } });
    expect((await certify(a, certificationForm(await imagesOf(t, a.id), 3))).code).toBe(1);
    const taken = await certify(b, certificationForm(await imagesOf(t, b.id), 3), 'zh');
    expect(taken.status).toBe(409);
    expect(taken).toMatchObject({
      error: 'CREDIT_CODE_TAKEN',
      message: '该统一社会信用代码已认证或正在审核中',
    });
    // Lower case is the same code.
    const lower = certificationForm(await imagesOf(t, b.id), 3, {
      companyCreditCode: creditCode(3).toLowerCase(),
    });
    expect(await certify(b, lower)).toMatchObject({ error: 'CREDIT_CODE_TAKEN' });

    // Rejected, the code is free for another company; then it is that one's.
    await reject(a.companyId, 'x');
    expect((await certify(b, certificationForm(await imagesOf(t, b.id), 3))).code).toBe(1);
    const back = await certify(a, certificationForm(await imagesOf(t, a.id), 3));
    expect(back).toMatchObject({ error: 'CREDIT_CODE_TAKEN' });
    expect(await companyOf(a)).toMatchObject({ companyStatus: 2 });
  });

  it('answers the state refusals in Chinese and English', async () => {
    const user = await t.loginAs({ company: { name: 'Pending Steel', status: 0 } });
    const form = certificationForm(await imagesOf(t, user.id), 4);
    expect((await certify(user, form, 'zh')).message).toBe('企业认证正在审核中，请耐心等待');
    expect((await certify(user, form, 'en')).message).toBe(
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
      operator: { id: reviewer.id, username: 'reviewer', role: 'reviewer' as const, sessionId: 0 },
      ip: null,
    };
    await expect(failing.reject(user.companyId ?? 0, 'no', actor)).rejects.toThrow('inbox down');
    expect(await companyOf(user)).toMatchObject({ companyStatus: 0, reasonReject: null });
    expect(await auditEntries(t, 'company.reject', user.companyId ?? 0)).toEqual([]);
    expect(await messagesOf(t, user.id)).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await t.call(companyRoutes.certify, { body: invalid({}) });
    expect(res.status).toBe(401);
  });
});
