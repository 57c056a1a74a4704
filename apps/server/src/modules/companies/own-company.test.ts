import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';

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

  const get = (url: string, token = me.token, lang: 'zh' | 'en' = 'en') =>
    t.inject({ method: 'GET', url, token, lang });
  const updateMail = (payload: object, token = me.token) =>
    t.inject({ method: 'POST', url: '/api/p/company/updateMail', token, payload, lang: 'en' });
  const refused = (res: Awaited<ReturnType<typeof get>>, status: number, error: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ error, data: null });
    expect(res.body).not.toContain('Other Steel');
  };

  it('answers my company, and refuses any other user id, existing or not', async () => {
    expect((await get(`/api/p/portal/company/user/${me.id}`)).json().data).toEqual({
      id: me.companyId,
      companyStatus: 1,
      companyName: 'My Steel Ltd',
      companyEmail: 'old@steel.cn',
      companyType: '4',
      companyCode: myCode,
      reasonReject: null,
      creditCode: null,
    });
    refused(await get(`/api/p/portal/company/user/${other.id}`), 403, 'FORBIDDEN');
    refused(await get('/api/p/portal/company/user/999999'), 403, 'FORBIDDEN');
    const zh = await get(`/api/p/portal/company/user/${other.id}`, me.token, 'zh');
    expect(zh.json().message).toBe('没有权限访问');
  });

  it('answers nulls for a user without a company', async () => {
    const lone = await t.loginAs();
    expect((await get(`/api/p/portal/company/user/${lone.id}`, lone.token)).json().data).toMatchObject({
      id: null,
      companyStatus: null,
      companyName: null,
    });
    refused(await get(`/api/p/company/detail/${myCode}`, lone.token), 404, 'NOT_FOUND');
  });

  it('answers my company by its code, and 404 for any other code', async () => {
    expect((await get(`/api/p/company/detail/${myCode}`)).json().data).toEqual({
      companyType: '4',
      companyName: 'My Steel Ltd',
      companyCode: myCode,
      companyStatus: 1,
    });
    refused(await get(`/api/p/company/detail/${otherCode}`), 404, 'NOT_FOUND');
    refused(await get('/api/p/company/detail/NOPE'), 404, 'NOT_FOUND');
  });

  it("answers my user detail, and refuses another user's id", async () => {
    expect((await get(`/api/p/portal/user/detail/${me.id}`)).json().data).toEqual({
      userStatus: 1,
      userName: null,
      auditStatus: 1,
      reasonReject: null,
      userAccount: 'me@steel.cn',
      accountType: 'email',
    });
    refused(await get(`/api/p/portal/user/detail/${other.id}`), 403, 'FORBIDDEN');
    refused(await get('/api/p/portal/user/detail/999999'), 403, 'FORBIDDEN');
  });

  it("changes my certified company's e-mail, never another company's", async () => {
    const res = await updateMail({ id: me.companyId, companyEmail: 'new@steel.cn' });
    expect(res.json()).toMatchObject({ code: 1, data: { companyEmail: 'new@steel.cn', companyStatus: 1 } });

    refused(await updateMail({ id: other.companyId, companyEmail: 'x@steel.cn' }), 403, 'FORBIDDEN');
    refused(await updateMail({ id: 999999, companyEmail: 'x@steel.cn' }), 403, 'FORBIDDEN');
    const row = await t.db
      .selectFrom('companies')
      .select('email')
      .where('id', '=', other.companyId ?? 0)
      .executeTakeFirst();
    expect(row?.email).toBe('old@steel.cn');

    const bad = await updateMail({ id: me.companyId, companyEmail: 'nope' });
    expect(bad.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'Please enter the correct e-mail',
    });
    const long = await updateMail({ id: me.companyId, companyEmail: `${'a'.repeat(30)}@x.cn` });
    expect(long.json().fields).toContainEqual({
      path: 'body.companyEmail',
      message: 'The e-mail may have at most 32 characters',
    });
  });

  it('changes the e-mail only at status 1', async () => {
    for (const status of [null, 0, 2]) {
      const user = await t.loginAs({ company: { name: 'Uncertified Ltd', status } });
      const res = await updateMail({ id: user.companyId, companyEmail: 'a@steel.cn' }, user.token);
      expect(res.statusCode, String(status)).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'COMPANY_NOT_CERTIFIED',
        message: 'Your company is not certified yet, so its e-mail cannot be changed',
      });
    }
  });

  it('needs a login for every call', async () => {
    for (const [method, url] of [
      ['GET', `/api/p/portal/company/user/${me.id}`],
      ['GET', `/api/p/company/detail/${myCode}`],
      ['GET', `/api/p/portal/user/detail/${me.id}`],
      ['POST', '/api/p/company/updateMail'],
      ['POST', '/api/p/user/modify'],
      ['POST', '/api/p/company/insert/uc'],
    ] as const) {
      const res = await t.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
