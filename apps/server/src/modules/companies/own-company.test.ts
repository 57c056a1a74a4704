import { companyRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, invalid, type TestApp, type TestUser } from '../../test/helper.ts';

/** A user reads and changes only their own user and company: any other id gets no data. */
describe(`the caller's own company and user (${engineName})`, () => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;
  let myCode: string;
  let otherCode: string;

  const codeOf = async (companyId: number | null) =>
    (
      await t.db
        .selectFrom('companies')
        .select('code')
        .where('id', '=', companyId ?? 0)
        .executeTakeFirstOrThrow()
    ).code;

  beforeAll(async () => {
    t = await buildTestApp();
    me = await t.loginAs({ account: 'me@steel.cn', company: { name: 'My Steel Ltd', status: 1, type: '4' } });
    other = await t.loginAs({ company: { name: 'Other Steel Ltd', status: 1 } });
    myCode = await codeOf(me.companyId);
    otherCode = await codeOf(other.companyId);
    await t.db.updateTable('companies').set({ email: 'old@steel.cn' }).execute();
  });
  afterAll(() => t.close());

  const companyOfUser = (userId: number, as = me, lang: 'zh' | 'en' = 'en') =>
    t.call(companyRoutes.companyOfUser, { params: { userId } }, { as, lang });
  const companyDetail = (companyCode: string, as = me) =>
    t.call(companyRoutes.companyDetail, { params: { companyCode } }, { as, lang: 'en' });
  const userDetail = (id: number, as = me) =>
    t.call(companyRoutes.userDetail, { params: { id } }, { as, lang: 'en' });
  const updateMail = (id: number, companyEmail: string, as = me) =>
    t.call(companyRoutes.updateMail, { body: { id, companyEmail } }, { as, lang: 'en' });
  const refused = (res: { status: number; body: string }, status: number, error: string) => {
    expect(res.status, res.body).toBe(status);
    expect(res).toMatchObject({ error, data: null });
    expect(res.body).not.toContain('Other Steel');
  };

  it('answers my company, and refuses any other user id, existing or not', async () => {
    expect((await companyOfUser(me.id)).data).toEqual({
      id: me.companyId,
      companyStatus: 1,
      companyName: 'My Steel Ltd',
      companyEmail: 'old@steel.cn',
      companyType: '4',
      companyCode: myCode,
      reasonReject: null,
      creditCode: null,
      companyAddress: null,
      corporation: null,
      companyContacts: null,
      companyContactPhone: null,
      companyZipCode: null,
      licenceAttachmentId: null,
      billingAttachmentId: null,
    });
    refused(await companyOfUser(other.id), 403, 'FORBIDDEN');
    refused(await companyOfUser(999999), 403, 'FORBIDDEN');
    const zh = await companyOfUser(other.id, me, 'zh');
    expect(zh.message).toBe('没有权限访问');
  });

  it('answers nulls for a user without a company', async () => {
    const lone = await t.loginAs();
    expect((await companyOfUser(lone.id, lone)).data).toMatchObject({
      id: null,
      companyStatus: null,
      companyName: null,
    });
    refused(await companyDetail(myCode, lone), 404, 'NOT_FOUND');
  });

  it('answers my company by its code, and 404 for any other code', async () => {
    expect((await companyDetail(myCode)).data).toEqual({
      companyType: '4',
      companyName: 'My Steel Ltd',
      companyCode: myCode,
      companyStatus: 1,
    });
    refused(await companyDetail(otherCode), 404, 'NOT_FOUND');
    refused(await companyDetail('NOPE'), 404, 'NOT_FOUND');
  });

  it("answers my user detail, and refuses another user's id", async () => {
    expect((await userDetail(me.id)).data).toEqual({
      userStatus: 1,
      userName: null,
      auditStatus: 1,
      reasonReject: null,
      userAccount: 'me@steel.cn',
      accountType: 'email',
    });
    refused(await userDetail(other.id), 403, 'FORBIDDEN');
    refused(await userDetail(999999), 403, 'FORBIDDEN');
  });

  it("changes my certified company's e-mail, never another company's", async () => {
    const res = await updateMail(me.companyId!, 'new@steel.cn');
    expect(res).toMatchObject({ code: 1, data: { companyEmail: 'new@steel.cn', companyStatus: 1 } });

    refused(await updateMail(other.companyId!, 'x@steel.cn'), 403, 'FORBIDDEN');
    refused(await updateMail(999999, 'x@steel.cn'), 403, 'FORBIDDEN');
    const row = await t.db
      .selectFrom('companies')
      .select('email')
      .where('id', '=', other.companyId ?? 0)
      .executeTakeFirst();
    expect(row?.email).toBe('old@steel.cn');

    const bad = await updateMail(me.companyId!, 'nope');
    expect(bad).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'Please enter the correct e-mail',
    });
    const long = await updateMail(me.companyId!, `${'a'.repeat(30)}@x.cn`);
    expect(long.fields).toContainEqual({
      path: 'body.companyEmail',
      message: 'The e-mail may have at most 32 characters',
    });
  });

  it('refuses a changed e-mail over 32 characters in both languages and keeps the old one (issue 29)', async () => {
    const stored = async () =>
      (
        await t.db
          .selectFrom('companies')
          .select('email')
          .where('id', '=', me.companyId ?? 0)
          .executeTakeFirstOrThrow()
      ).email;
    const before = await stored();
    for (const [lang, message] of [
      ['zh', '邮箱不能超过32个字符'],
      ['en', 'The e-mail may have at most 32 characters'],
    ] as const) {
      const res = await t.call(
        companyRoutes.updateMail,
        { body: { id: me.companyId!, companyEmail: 'quality.department@steel-visitor.example' } },
        { as: me, lang },
      );
      expect(res.status, res.body).toBe(400);
      expect(res).toMatchObject({ error: 'VALIDATION_FAILED', data: null });
      expect(res.fields).toContainEqual({ path: 'body.companyEmail', message });
    }
    expect(await stored()).toBe(before);
  });

  it('changes the e-mail only at status 1', async () => {
    for (const status of [null, 0, 2]) {
      const user = await t.loginAs({ company: { name: 'Uncertified Ltd', status } });
      const res = await updateMail(user.companyId!, 'a@steel.cn', user);
      expect(res.status, String(status)).toBe(409);
      expect(res).toMatchObject({
        error: 'COMPANY_NOT_CERTIFIED',
        message: 'Your company is not certified yet, so its e-mail cannot be changed',
      });
    }
  });

  it('needs a login for every call', async () => {
    // Anonymous, with an empty body where the route takes one.
    for (const [name, call] of [
      ['company of user', () => t.call(companyRoutes.companyOfUser, { params: { userId: me.id } })],
      ['company detail', () => t.call(companyRoutes.companyDetail, { params: { companyCode: myCode } })],
      ['user detail', () => t.call(companyRoutes.userDetail, { params: { id: me.id } })],
      ['update mail', () => t.call(companyRoutes.updateMail, { body: invalid({}) })],
      ['user modify', () => t.call(companyRoutes.userModify, { body: invalid({}) })],
      ['certify', () => t.call(companyRoutes.certify, { body: invalid({}) })],
    ] as const) {
      const res = await call();
      expect(res.status, name).toBe(401);
    }
  });
});
