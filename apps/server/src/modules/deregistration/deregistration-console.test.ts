import {
  accountRoutes,
  consoleDeregistrationRoutes,
  messageRoutes,
  type TNameUpdate,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, encryptPassword } from '../../test/account-fixtures.ts';
import { asOf } from '../../test/clock.ts';
import {
  buildTestApp,
  type CallOptions,
  engineName,
  type TestApp,
  type TestOperator,
  type TestUser,
} from '../../test/helper.ts';
import { requestDeregistration, userRow } from './deregistration-fixtures.ts';

const USER_PASSWORD = 'Steel2026ok';
const EMAIL = 'erin@example.com';
/** Erin's first-login supplement form: every personal field that closing the account erases. */
const ERIN_PROFILE: TNameUpdate = {
  userName: 'Erin Li',
  companyName: 'Erin Steel Co',
  companyType: '2',
  contacts: 'Erin',
  department: 'Quality',
  job: 'Engineer',
  professionId: 399,
  otherProfession: 'rolling',
  channelId: 299,
  otherChannel: 'fair',
  demand: 'EPD for rebar',
};

describe(`deciding deregistration requests in the console (${engineName})`, () => {
  let t: TestApp;
  let admin: TestOperator;
  let reviewer: TestOperator;
  let editor: TestOperator;
  let erin: TestUser;
  let phoneUser: TestUser;
  let phone: string;

  const emailLogin = async () =>
    t.call(
      accountRoutes.emailLogin,
      { body: { userAccount: EMAIL, userPassword: await encryptPassword(t, USER_PASSWORD) } },
      { lang: 'en' },
    );
  const auditOf = (action: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(id))
      .execute();
  const messagesOf = (id: number) =>
    t.db.selectFrom('messages').selectAll().where('user_id', '=', id).execute();
  const pending = async (as = reviewer, query: { pageSize?: number; pageNum?: number } = {}) => {
    const res = await t.call(consoleDeregistrationRoutes.deregistrationList, { query }, { as });
    expect(res.status, res.body).toBe(200);
    return res.data!;
  };
  const approve = (userId: number, options: CallOptions = {}) =>
    t.call(
      consoleDeregistrationRoutes.deregistrationApprove,
      { params: { userId } },
      { as: reviewer, ...options },
    );
  const refuse = (userId: number, reason: string, options: CallOptions = {}) =>
    t.call(
      consoleDeregistrationRoutes.deregistrationRefuse,
      { params: { userId }, body: { reason } },
      { as: reviewer, ...options },
    );

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAsOperator('administrator');
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');

    // Erin logs in with her e-mail and password; her company is certified; she fills in the
    // supplement form a first login asks for.
    erin = await t.loginAs({
      account: EMAIL,
      password: USER_PASSWORD,
      company: { name: 'Erin Steel Co', status: 1 },
    });
    await t.data(accountRoutes.nameUpdate, { body: ERIN_PROFILE }, { as: erin });
    phoneUser = await t.loginAs();
    phone = (await userRow(t, phoneUser.id)).account;
    // Erin asked on 1 February 2026, the phone user today: she heads the queue.
    await asOf('2026-02-01T08:00:00.000Z', () => requestDeregistration(t, erin, EMAIL));
    await requestDeregistration(t, phoneUser, phone);
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
    expect((await pending(reviewer, { pageSize: 1, pageNum: 2 })).list.map((r) => r.userId)).toEqual([
      phoneUser.id,
    ]);
  });

  it('is for reviewers and administrators, not editors nor portal users', async () => {
    expect((await pending(admin)).totals).toBe(2);
    const params = { userId: erin.id };
    const body = { reason: 'no' };
    const calls: [string, (options: CallOptions) => Promise<{ status: number }>][] = [
      ['list', (o) => t.call(consoleDeregistrationRoutes.deregistrationList, {}, o)],
      ['approve', (o) => t.call(consoleDeregistrationRoutes.deregistrationApprove, { params }, o)],
      ['refuse', (o) => t.call(consoleDeregistrationRoutes.deregistrationRefuse, { params, body }, o)],
    ];
    for (const [name, call] of calls) {
      const asEditor = await call({ as: editor, lang: 'en' });
      expect(asEditor.status, name).toBe(403);
      expect(asEditor).toMatchObject({ error: 'OPERATOR_ROLE_REQUIRED' });
      // Erin's portal token, sent as the console sends its own.
      const asUser = await call({ as: `Bearer ${erin.token}` });
      expect(asUser.status, name).toBe(401);
      expect(asUser).toMatchObject({ error: 'UNAUTHENTICATED' });
      expect((await call({})).status, name).toBe(401);
    }
    expect(await userRow(t, erin.id)).toMatchObject({ user_status: 0, account: EMAIL });
    expect(await auditOf('deregistration.approve', erin.id)).toEqual([]);
  });

  it('approves: the account is anonymised and closed, its company kept, audit and inbox written once', async () => {
    expect((await emailLogin()).code).toBe(1);
    const before = await userRow(t, erin.id);

    const res = await approve(erin.id);
    expect(res).toEqual({ code: 1, message: '操作成功', data: { userId: erin.id, userStatus: 2 } });

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
    const probe = await t.call(messageRoutes.innerCount, { body: {} }, { as: erin, lang: 'en' });
    // The old token says why it names no one: the account is closed, not merely logged out.
    expect(probe).toMatchObject({ status: 401, error: 'ACCOUNT_CLOSED' });
    expect(probe.message).toMatch(/account has been closed/);
    const login = await emailLogin();
    expect(login.status).toBe(400);
    expect(login).toMatchObject({ error: 'ACCOUNT_PASSWORD_ERROR' });

    const entries = await auditOf('deregistration.approve', erin.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operator_id: reviewer.id, target_type: 'user' });
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
    for (const [verb, again] of [
      ['approve', await approve(erin.id, { lang: 'en' })],
      ['refuse', await refuse(erin.id, 'late', { lang: 'en' })],
    ] as const) {
      expect(again.status, verb).toBe(409);
      expect(again).toMatchObject({
        error: 'DEREGISTRATION_NOT_PENDING',
        message: 'This user has no pending deregistration request',
      });
    }
    expect(await auditOf('deregistration.approve', erin.id)).toHaveLength(1);
    expect(await auditOf('deregistration.refuse', erin.id)).toHaveLength(0);
    expect(await messagesOf(erin.id)).toHaveLength(1);
    expect((await userRow(t, erin.id)).user_status).toBe(2);
    expect((await pending()).list.map((r) => r.userId)).toEqual([phoneUser.id]);
  });

  it('refuses with a reason: the user is active again and reads why in their language', async () => {
    const empty = await refuse(phoneUser.id, '   ', { lang: 'en' });
    expect(empty.status).toBe(400);
    expect(empty).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: [{ path: 'body.reason', message: 'Please give a reason' }],
    });
    const asked = await userRow(t, phoneUser.id);
    expect(asked.user_status).toBe(0);

    const reason = 'Open <b>EPD</b> applications & contracts';
    const res = await refuse(phoneUser.id, `  ${reason} `);
    expect(res).toMatchObject({ code: 1, data: { userId: phoneUser.id, userStatus: 1 } });
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
      const list = await t.call(
        messageRoutes.innerList,
        { body: { pageNum: 1, pageSize: 4, type: 1, inlet: 'USER' } },
        { as: phoneUser, lang },
      );
      return list.data!;
    };
    const en = await read('en');
    expect(en.totals).toBe(1);
    expect(en.list[0]).toMatchObject({
      status: 0,
      sendMsg: `Your account deregistration request of ${day} was not approved; your account stays active. Reason: ${escaped}`,
    });
    expect((await read('zh')).list[0]?.sendMsg).toBe(
      `您于${day}提交的账号注销申请未通过审核，账号可继续使用。原因：${escaped}`,
    );
    expect(await pending()).toMatchObject({ list: [], totals: 0 });
  });

  it('refuses deciding a request that is not pending, and an unknown user', async () => {
    const active = await approve(phoneUser.id);
    expect(active.status).toBe(409);
    expect(active).toMatchObject({ error: 'DEREGISTRATION_NOT_PENDING' });
    expect(await userRow(t, phoneUser.id)).toMatchObject({ user_status: 1, account: phone });
    const unknown = await approve(999999, { lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown).toMatchObject({ error: 'USER_NOT_FOUND' });
    const bogusId = await t.call(
      consoleDeregistrationRoutes.deregistrationApprove,
      { params: { userId: 'abc' } },
      { as: reviewer },
    );
    expect(bogusId.status).toBe(400);
    expect(await auditOf('deregistration.approve', phoneUser.id)).toEqual([]);
  });

  it('decides a request once when two reviewers approve at the same time; the phone no longer logs in', async () => {
    const user = await t.loginAs();
    const account = (await userRow(t, user.id)).account;
    await requestDeregistration(t, user, account);
    const answers = await Promise.all([approve(user.id), approve(user.id, { as: admin })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditOf('deregistration.approve', user.id)).toHaveLength(1);
    expect(await messagesOf(user.id)).toHaveLength(1);
    expect(await userRow(t, user.id)).toMatchObject({ account: `closed-${user.id}`, user_status: 2 });

    await ageCodes(t, account);
    // The number has no account any more: the phone login sends it no code (decision 207).
    const send = await t.call(accountRoutes.smsSendSimple, {
      body: { phoneNumber: account, inlet: 'LOGIN' },
    });
    expect(send).toMatchObject({ error: 'PHONE_NOT_REGISTERED' });
  });

  it('never sent a password hash in any answer', () => {
    expect(t.bodies.filter((b) => b.includes('scrypt') || b.includes('password_hash'))).toEqual([]);
  });
});
