import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { buildTestApp, engineName, type TestApp, type TestUser } from '../../test/helper.ts';
import { encryptPassword, mobileCode } from '../accounts/account-fixtures.ts';
import {
  type ConsoleCaller,
  consoleCaller,
  operatorLogin,
  runCreateAdmin,
} from '../operators/operator-fixtures.ts';
import { requestDeregistration, userRow } from './deregistration-fixtures.ts';

const ROOT_PASSWORD = 'RootPass123';
const STAFF_PASSWORD = 'Staff12345';
const USER_PASSWORD = 'Steel2026ok';
const EMAIL = 'erin@example.com';

describe(`deciding deregistration requests in the console (${engineName})`, () => {
  let t: TestApp;
  let c: ConsoleCaller;
  let admin: string;
  let reviewer: string;
  let reviewerId: number;
  let editor: string;
  let erin: TestUser;
  let phoneUser: TestUser;
  let phone: string;

  const createOperator = async (username: string, role: string) => {
    await c('POST', '/api/c/operators', {
      token: admin,
      payload: { username, displayName: username, role, password: STAFF_PASSWORD },
    });
    return operatorLogin(c, username, STAFF_PASSWORD);
  };
  const emailLogin = async () =>
    t.inject({
      method: 'POST',
      url: '/api/n/user/email/login',
      payload: { userAccount: EMAIL, userPassword: await encryptPassword(t, USER_PASSWORD) },
      lang: 'en',
    });
  const auditOf = (action: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(id))
      .execute();
  const messagesOf = (id: number) =>
    t.db.selectFrom('messages').selectAll().where('user_id', '=', id).execute();
  const pending = async (token = reviewer, query = '') => {
    const res = await c('GET', `/api/c/deregistrations${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    c = consoleCaller(t);
    await runCreateAdmin(t, ['--username', 'root'], ROOT_PASSWORD);
    admin = await operatorLogin(c, 'root', ROOT_PASSWORD);
    reviewer = await createOperator('rev', 'reviewer');
    editor = await createOperator('editor1', 'editor');
    reviewerId = (
      await t.db.selectFrom('operators').select('id').where('username', '=', 'rev').executeTakeFirstOrThrow()
    ).id;

    erin = await t.loginAs({ account: EMAIL, company: { name: 'Erin Steel Co', status: 1 } });
    await t.db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(USER_PASSWORD),
        user_name: 'Erin Li',
        contacts: 'Erin',
        department: 'Quality',
        job: 'Engineer',
        demand: 'EPD for rebar',
        other_profession: 'rolling',
        other_channel: 'fair',
        profession_id: 3,
        channel_id: 4,
        profession_hierarchy: '[1,3]',
        declared_company_type: '2',
      })
      .where('id', '=', erin.id)
      .execute();
    phoneUser = await t.loginAs();
    phone = (await userRow(t, phoneUser.id)).account;
    // Erin asks first, so she heads the queue.
    await requestDeregistration(t, erin, EMAIL);
    await requestDeregistration(t, phoneUser, phone);
    await t.db
      .updateTable('users')
      .set({ logoff_requested_at: '2026-02-01T08:00:00.000Z' })
      .where('id', '=', erin.id)
      .execute();
  });
  afterAll(() => t.close());

  it('lists pending requests, oldest first, with account, name and company', async () => {
    await t.loginAs(); // an active user, not listed
    const page = await pending();
    expect(page).toMatchObject({ totals: 2, pageNum: 1, pageSize: 10 });
    expect(page.list[0]).toEqual({
      userId: erin.id,
      userAccount: EMAIL,
      accountType: 'email',
      userName: 'Erin Li',
      companyName: 'Erin Steel Co',
      requestedAt: '2026-02-01T08:00:00.000Z',
    });
    expect(page.list[1]).toMatchObject({ userId: phoneUser.id, accountType: 'phone', companyName: null });
    expect(
      (await pending(reviewer, '?pageSize=1&pageNum=2')).list.map((r: { userId: number }) => r.userId),
    ).toEqual([phoneUser.id]);
  });

  it('is for reviewers and administrators, not editors nor portal users', async () => {
    expect((await pending(admin)).totals).toBe(2);
    for (const [method, url] of [
      ['GET', '/api/c/deregistrations'],
      ['POST', `/api/c/deregistrations/${erin.id}/approve`],
      ['POST', `/api/c/deregistrations/${erin.id}/refuse`],
    ] as const) {
      const payload = method === 'POST' ? { reason: 'no' } : undefined;
      const asEditor = await c(method, url, { token: editor, lang: 'en', payload });
      expect(asEditor.statusCode, url).toBe(403);
      expect(asEditor.json()).toMatchObject({ error: 'OPERATOR_ROLE_REQUIRED' });
      const asUser = await c(method, url, { token: erin.token, payload });
      expect(asUser.statusCode, url).toBe(401);
      expect(asUser.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
      expect((await c(method, url, { payload })).statusCode, url).toBe(401);
    }
    expect(await userRow(t, erin.id)).toMatchObject({ user_status: 0, account: EMAIL });
    expect(await auditOf('deregistration.approve', erin.id)).toEqual([]);
  });

  it('approves: the account is anonymised and closed, its company kept, audit and inbox written once', async () => {
    expect((await emailLogin()).json().code).toBe(1);
    const before = await userRow(t, erin.id);

    const res = await c('POST', `/api/c/deregistrations/${erin.id}/approve`, { token: reviewer });
    expect(res.json()).toEqual({ code: 1, message: '操作成功', data: { userId: erin.id, userStatus: 2 } });

    const row = await userRow(t, erin.id);
    expect(row).toMatchObject({
      id: erin.id,
      account: `closed-${erin.id}`,
      account_type: 'email',
      password_hash: null,
      user_name: null,
      contacts: null,
      department: null,
      job: null,
      demand: null,
      other_profession: null,
      other_channel: null,
      profession_id: null,
      channel_id: null,
      profession_hierarchy: null,
      declared_company_type: null,
      reason_reject: null,
      locked: 1,
      user_status: 2,
      company_id: before.company_id,
      logoff_requested_at: before.logoff_requested_at,
    });
    expect(row.closed_at).toMatch(/^\d{4}-/);
    const company = await t.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', before.company_id ?? 0)
      .executeTakeFirst();
    expect(company).toMatchObject({ name: 'Erin Steel Co', status: 1 });
    // Nothing else keeps the address.
    const codes = await t.db
      .selectFrom('verification_codes')
      .select('id')
      .where('account', '=', EMAIL)
      .execute();
    expect(codes).toEqual([]);

    // No way back in: the old token is dead and the old login fails.
    const probe = await t.inject({
      method: 'POST',
      url: '/api/p/epd/inner/count',
      token: erin.token,
      payload: {},
    });
    expect(probe.statusCode).toBe(401);
    const login = await emailLogin();
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ error: 'ACCOUNT_PASSWORD_ERROR' });

    const entries = await auditOf('deregistration.approve', erin.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operator_id: reviewerId, target_type: 'user' });
    expect(entries[0]?.detail).not.toContain(EMAIL);
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toEqual({
      accountType: 'email',
      requestedAt: '2026-02-01T08:00:00.000Z',
    });
    const messages = await messagesOf(erin.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ text_key: 'inbox.deregistration.approved', status: 0 });
    expect(JSON.parse(messages[0]?.params ?? '{}')).toEqual({ date: '2026-02-01' });

    // Deciding again is refused and writes nothing more.
    for (const verb of ['approve', 'refuse']) {
      const again = await c('POST', `/api/c/deregistrations/${erin.id}/${verb}`, {
        token: reviewer,
        lang: 'en',
        payload: verb === 'refuse' ? { reason: 'late' } : undefined,
      });
      expect(again.statusCode, verb).toBe(409);
      expect(again.json()).toMatchObject({
        error: 'DEREGISTRATION_NOT_PENDING',
        message: 'This user has no pending deregistration request',
      });
    }
    expect(await auditOf('deregistration.approve', erin.id)).toHaveLength(1);
    expect(await auditOf('deregistration.refuse', erin.id)).toHaveLength(0);
    expect(await messagesOf(erin.id)).toHaveLength(1);
    expect((await userRow(t, erin.id)).user_status).toBe(2);
    expect((await pending()).list.map((r: { userId: number }) => r.userId)).toEqual([phoneUser.id]);
  });

  it('refuses with a reason: the user is active again and reads why in their language', async () => {
    const empty = await c('POST', `/api/c/deregistrations/${phoneUser.id}/refuse`, {
      token: reviewer,
      lang: 'en',
      payload: { reason: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: [{ path: 'body.reason', message: 'Please give a reason' }],
    });
    const asked = await userRow(t, phoneUser.id);
    expect(asked.user_status).toBe(0);

    const reason = 'Open <b>EPD</b> applications & contracts';
    const res = await c('POST', `/api/c/deregistrations/${phoneUser.id}/refuse`, {
      token: reviewer,
      payload: { reason: `  ${reason} ` },
    });
    expect(res.json()).toMatchObject({ code: 1, data: { userId: phoneUser.id, userStatus: 1 } });
    expect(await userRow(t, phoneUser.id)).toMatchObject({
      user_status: 1,
      logoff_requested_at: null,
      account: phone,
      locked: 0,
    });
    const entries = await auditOf('deregistration.refuse', phoneUser.id);
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toMatchObject({ account: phone, reason });

    const day = asked.logoff_requested_at?.slice(0, 10);
    const escaped = 'Open &lt;b&gt;EPD&lt;/b&gt; applications &amp; contracts';
    const read = async (lang: 'zh' | 'en') => {
      const list = await t.inject({
        method: 'POST',
        url: '/api/p/epd/inner/list',
        token: phoneUser.token,
        payload: { pageNum: 1, pageSize: 4, type: 1, inlet: 'USER' },
        lang,
      });
      return list.json().data;
    };
    const en = await read('en');
    expect(en.totals).toBe(1);
    expect(en.list[0]).toMatchObject({
      status: 0,
      sendMsg: `Your account deregistration request of ${day} was not approved; your account stays active. Reason: ${escaped}`,
    });
    expect((await read('zh')).list[0].sendMsg).toBe(
      `您于${day}提交的账号注销申请未通过审核，账号可继续使用。原因：${escaped}`,
    );
    expect(await pending()).toMatchObject({ list: [], totals: 0 });
  });

  it('refuses deciding a request that is not pending, and an unknown user', async () => {
    const active = await c('POST', `/api/c/deregistrations/${phoneUser.id}/approve`, { token: reviewer });
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject({ error: 'DEREGISTRATION_NOT_PENDING' });
    expect(await userRow(t, phoneUser.id)).toMatchObject({ user_status: 1, account: phone });
    const unknown = await c('POST', '/api/c/deregistrations/999999/approve', { token: reviewer, lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'USER_NOT_FOUND' });
    expect((await c('POST', '/api/c/deregistrations/abc/approve', { token: reviewer })).statusCode).toBe(400);
    expect(await auditOf('deregistration.approve', phoneUser.id)).toEqual([]);
  });

  it('decides a request once when two reviewers approve at the same time; the phone no longer logs in', async () => {
    const user = await t.loginAs();
    const account = (await userRow(t, user.id)).account;
    await requestDeregistration(t, user, account);
    const answers = await Promise.all([
      c('POST', `/api/c/deregistrations/${user.id}/approve`, { token: reviewer }),
      c('POST', `/api/c/deregistrations/${user.id}/approve`, { token: admin }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf('deregistration.approve', user.id)).toHaveLength(1);
    expect(await messagesOf(user.id)).toHaveLength(1);
    expect(await userRow(t, user.id)).toMatchObject({ account: `closed-${user.id}`, user_status: 2 });

    const login = await t.inject({
      method: 'POST',
      url: '/api/n/user/login/uc',
      payload: { mobile: account, password: await mobileCode(t, account) },
    });
    expect(login.json()).toMatchObject({ error: 'PHONE_NOT_REGISTERED' });
  });

  it('never sent a password hash in any answer', () => {
    expect(c.bodies.filter((b) => b.includes('scrypt') || b.includes('password_hash'))).toEqual([]);
  });
});
