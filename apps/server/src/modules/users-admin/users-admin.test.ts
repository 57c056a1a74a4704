import { accountRoutes, consoleUsersRoutes, type RouteInput } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, mobileCode } from '../../test/account-fixtures.ts';
import {
  buildTestApp,
  type CallOptions,
  engineName,
  invalid,
  type TestApp,
  type TestOperator,
} from '../../test/helper.ts';

type UserQuery = RouteInput<typeof consoleUsersRoutes.userList>['query'];

const HASH_MARKER = 'scrypt$never-leaves-the-server';
const PHONE = '13900000077';

/** The seeded users, oldest first: account, user name, company, audit status, locked. */
const SEED = [
  { account: 'Alice@Example.COM', name: 'Alice Wang', company: { name: 'Baosteel Group', status: 1 } },
  { account: '13800000001', name: '张三', audit: 0 },
  { account: 'bob@example.net', company: { name: '鞍钢股份', status: 0 }, audit: 2, locked: 1 },
  { account: '13800000002', company: { name: '100%_Steel', status: null } },
  { account: 'carol@example.org', name: 'Carol' },
] as const;

describe(`the console's portal users (${engineName})`, () => {
  let t: TestApp;
  let admin: TestOperator;
  let reviewer: TestOperator;
  let editor: TestOperator;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAsOperator('administrator');
    reviewer = await t.loginAsOperator('reviewer');
    editor = await t.loginAsOperator('editor');
    for (const [i, s] of SEED.entries()) {
      const user = await t.loginAs({ account: s.account, ...('company' in s ? { company: s.company } : {}) });
      ids[s.account] = user.id;
      await t.db
        .updateTable('users')
        .set({
          user_name: 'name' in s ? s.name : null,
          audit_status: 'audit' in s ? s.audit : 1,
          locked: 'locked' in s ? s.locked : 0,
          password_hash: HASH_MARKER,
          created_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
        })
        .where('id', '=', user.id)
        .execute();
    }
  });
  afterAll(() => t.close());

  const users = (query: UserQuery, options: CallOptions = {}) =>
    t.call(consoleUsersRoutes.userList, { query }, { as: reviewer, ...options });
  const list = async (query: UserQuery = {}, as = reviewer) => {
    const res = await users(query, { as });
    expect(res.status, res.body).toBe(200);
    return res.data!;
  };
  const accounts = async (query: UserQuery) => (await list(query)).list.map((u) => u.userAccount);
  const disable = (id: number, options: CallOptions = {}) =>
    t.call(consoleUsersRoutes.userDisable, { params: { id } }, { as: reviewer, ...options });
  const enable = (id: number, options: CallOptions = {}) =>
    t.call(consoleUsersRoutes.userEnable, { params: { id } }, { as: reviewer, ...options });

  it('lists users newest first with their company, never the password hash', async () => {
    const page = await list({ pageSize: 100 });
    expect(page).toMatchObject({ totals: 5, pageSize: 100, pageNum: 1 });
    expect(page.list.map((u) => u.userAccount)).toEqual(SEED.map((s) => s.account).reverse());
    expect(page.list.at(-1)).toEqual({
      id: ids['Alice@Example.COM'],
      userAccount: 'Alice@Example.COM',
      accountType: 'email',
      userName: 'Alice Wang',
      companyName: 'Baosteel Group',
      companyStatus: 1,
      auditStatus: 1,
      locked: false,
      closed: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(page.list[0]).toMatchObject({ companyName: null, companyStatus: null, userName: 'Carol' });
  });

  it('pages back to the oldest, and past the end to an empty page', async () => {
    expect(await accounts({ pageSize: 2, pageNum: 2 })).toEqual(['bob@example.net', '13800000001']);
    expect(await accounts({ pageSize: 2, pageNum: 3 })).toEqual(['Alice@Example.COM']);
    expect(await list({ pageSize: 2, pageNum: 4 })).toMatchObject({ list: [], totals: 5 });
  });

  it('finds a keyword in the account, the user name or the company name, ignoring case', async () => {
    expect(await accounts({ keyword: 'alice@EXAMPLE' })).toEqual(['Alice@Example.COM']);
    expect(await accounts({ keyword: 'wang' })).toEqual(['Alice@Example.COM']);
    expect(await accounts({ keyword: 'BAOSTEEL' })).toEqual(['Alice@Example.COM']);
    expect(await accounts({ keyword: '张' })).toEqual(['13800000001']);
    expect(await accounts({ keyword: '鞍钢' })).toEqual(['bob@example.net']);
    expect(await list({ keyword: 'EXAMPLE' })).toMatchObject({ totals: 3 });
    // LIKE's wildcards in a keyword are plain characters.
    expect(await accounts({ keyword: '%' })).toEqual(['13800000002']);
    expect(await accounts({ keyword: '_' })).toEqual(['13800000002']);
    expect(await list({ keyword: 'nobody' })).toMatchObject({ list: [], totals: 0 });
  });

  it('filters by account type, lock and registration audit status, also together', async () => {
    expect(await list({ accountType: 'email' })).toMatchObject({ totals: 3 });
    expect(await accounts({ accountType: 'phone' })).toEqual(['13800000002', '13800000001']);
    expect(await accounts({ locked: 'true' })).toEqual(['bob@example.net']);
    expect(await list({ locked: 'false' })).toMatchObject({ totals: 4 });
    expect(await accounts({ auditStatus: 0 })).toEqual(['13800000001']);
    expect(await accounts({ auditStatus: 2 })).toEqual(['bob@example.net']);
    expect(await list({ auditStatus: 1 })).toMatchObject({ totals: 3 });
    expect(await accounts({ accountType: 'email', locked: 'false', keyword: 'example' })).toEqual([
      'carol@example.org',
      'Alice@Example.COM',
    ]);
  });

  it('refuses a bad filter', async () => {
    for (const query of [
      { locked: invalid('yes') },
      { auditStatus: 3 },
      { accountType: invalid('fax') },
      { pageSize: 101 },
    ]) {
      const res = await users(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
  });

  const phoneLogin = async (
    route: typeof accountRoutes.phoneLogin | typeof accountRoutes.phoneLoginOrRegister,
  ) => {
    const code = await mobileCode(t, PHONE);
    return t.call(route, { body: { mobile: PHONE, password: code } }, { lang: 'en' });
  };
  const probe = (token: string) =>
    t.call(accountRoutes.updateUserName, { body: { userName: '李四' } }, { as: token });
  const auditOf = (action: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(id))
      .execute();

  it('disables a user: their token stops at once and their next login answers USER_LOCKED', async () => {
    const first = await phoneLogin(accountRoutes.phoneLoginOrRegister);
    const token = first.data!.tokenVO.token;
    const id = first.data!.portalUserVO.id;
    expect((await probe(token)).code).toBe(1);

    const res = await disable(id);
    expect(res).toMatchObject({
      code: 1,
      data: { id, userAccount: PHONE, userName: '李四', locked: true },
    });
    expect((await probe(token)).status).toBe(401);

    await ageCodes(t, PHONE);
    const locked = await phoneLogin(accountRoutes.phoneLogin);
    expect(locked.status).toBe(403);
    expect(locked).toMatchObject({ error: 'USER_LOCKED', message: 'This user has been disabled' });

    // Disabling again changes nothing and writes no second entry.
    const again = await disable(id);
    expect(again).toMatchObject({ code: 1, data: { locked: true } });
    const entries = await auditOf('user.disable', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operator_id: reviewer.id, target_type: 'user' });
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toEqual({ account: PHONE });
    expect(await accounts({ locked: 'true' })).toContain(PHONE);

    // Enabling lets them log in again; the token of before the lock stays dead.
    const enabled = await enable(id);
    expect(enabled).toMatchObject({ code: 1, data: { id, locked: false } });
    await ageCodes(t, PHONE);
    const back = await phoneLogin(accountRoutes.phoneLogin);
    expect(back).toMatchObject({ code: 1, data: { portalUserVO: { id } } });
    expect((await probe(back.data!.tokenVO.token)).code).toBe(1);
    expect((await probe(token)).status).toBe(401);

    await enable(id);
    expect(await auditOf('user.enable', id)).toHaveLength(1);
    expect(await auditOf('user.disable', id)).toHaveLength(1);
  });

  it('shows an account its deregistration closed as closed, and neither enables nor disables it', async () => {
    const closed = await t.loginAs();
    // As the approval of a deregistration leaves it (deregistration-console.test.ts closes one for real).
    await t.db
      .updateTable('users')
      .set({ account: `closed-${closed.id}`, locked: 1, user_status: 2 })
      .where('id', '=', closed.id)
      .execute();
    const row = (await list({ pageSize: 100 })).list.find((u) => u.id === closed.id);
    expect(row).toMatchObject({ locked: true, closed: true });
    const refused = await enable(closed.id, { lang: 'en' });
    expect(refused).toMatchObject({ status: 409, error: 'USER_ACCOUNT_CLOSED' });
    expect((await disable(closed.id, { lang: 'zh' })).message).toContain('该账号已注销');
    const stored = await t.db
      .selectFrom('users')
      .select(['locked'])
      .where('id', '=', closed.id)
      .executeTakeFirst();
    expect(stored?.locked).toBe(1);
    await t.db.deleteFrom('users').where('id', '=', closed.id).execute();
  });

  it('answers USER_NOT_FOUND for an unknown id, in zh and en, and refuses a bad id', async () => {
    const zh = await disable(999999, { lang: 'zh' });
    expect(zh.status).toBe(404);
    expect(zh).toMatchObject({ error: 'USER_NOT_FOUND', message: '用户不存在', data: null });
    const en = await enable(999999, { lang: 'en' });
    expect(en).toMatchObject({ error: 'USER_NOT_FOUND', message: 'User not found' });
    const bogusId = await t.call(consoleUsersRoutes.userDisable, { params: { id: 'abc' } }, { as: reviewer });
    expect(bogusId.status).toBe(400);
    const ok = await users({}, { lang: 'en' });
    expect(ok).toMatchObject({ code: 1, message: 'Success' });
    expect((await users({}, { lang: 'zh' })).message).toBe('操作成功');
  });

  it('is for reviewers and administrators, not editors nor portal users', async () => {
    expect((await list({}, admin)).totals).toBe(6);
    const target = ids['carol@example.org'] ?? 0;
    const calls: [string, (options: CallOptions) => Promise<{ status: number }>][] = [
      ['list', (o) => users({}, o)],
      ['disable', (o) => disable(target, o)],
      ['enable', (o) => enable(target, o)],
    ];
    for (const [name, call] of calls) {
      const asEditor = await call({ as: editor, lang: 'en' });
      expect(asEditor.status, name).toBe(403);
      expect(asEditor).toMatchObject({
        error: 'OPERATOR_ROLE_REQUIRED',
        message: 'Your role may not do this',
      });
      // A portal token, sent as the console sends its own.
      const user = await t.loginAs();
      const asUser = await call({ as: `Bearer ${user.token}` });
      expect(asUser.status, name).toBe(401);
      expect(asUser).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
    const row = await t.db.selectFrom('users').select('locked').where('id', '=', target).executeTakeFirst();
    expect(row?.locked).toBe(0);
  });

  it('never sent a password hash in any answer', () => {
    expect(t.bodies.length).toBeGreaterThan(20);
    expect(t.bodies.filter((b) => b.includes(HASH_MARKER) || b.includes('password'))).toEqual([]);
  });
});
