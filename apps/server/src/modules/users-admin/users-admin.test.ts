import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { ageCodes, mobileCode } from '../accounts/account-fixtures.ts';
import {
  type ConsoleCaller,
  consoleCaller,
  operatorLogin,
  runCreateAdmin,
} from '../operators/operator-fixtures.ts';

const ROOT_PASSWORD = 'RootPass123';
const STAFF_PASSWORD = 'Staff12345';
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
  let c: ConsoleCaller;
  let admin: string;
  let reviewer: string;
  let reviewerId: number;
  let editor: string;
  const ids: Record<string, number> = {};

  const createOperator = async (username: string, role: string) => {
    await c('POST', '/api/c/operators', {
      token: admin,
      payload: { username, displayName: username, role, password: STAFF_PASSWORD },
    });
    return operatorLogin(c, username, STAFF_PASSWORD);
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

  const list = async (query = '', token = reviewer) => {
    const res = await c('GET', `/api/c/users${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const accounts = async (query: string) =>
    (await list(query)).list.map((u: { userAccount: string }) => u.userAccount);

  it('lists users newest first with their company, never the password hash', async () => {
    const page = await list('?pageSize=100');
    expect(page).toMatchObject({ totals: 5, pageSize: 100, pageNum: 1 });
    expect(page.list.map((u: { userAccount: string }) => u.userAccount)).toEqual(
      SEED.map((s) => s.account).reverse(),
    );
    expect(page.list.at(-1)).toEqual({
      id: ids['Alice@Example.COM'],
      userAccount: 'Alice@Example.COM',
      accountType: 'email',
      userName: 'Alice Wang',
      companyName: 'Baosteel Group',
      companyStatus: 1,
      auditStatus: 1,
      locked: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(page.list[0]).toMatchObject({ companyName: null, companyStatus: null, userName: 'Carol' });
  });

  it('pages back to the oldest, and past the end to an empty page', async () => {
    expect(await accounts('?pageSize=2&pageNum=2')).toEqual(['bob@example.net', '13800000001']);
    expect(await accounts('?pageSize=2&pageNum=3')).toEqual(['Alice@Example.COM']);
    expect(await list('?pageSize=2&pageNum=4')).toMatchObject({ list: [], totals: 5 });
  });

  it('finds a keyword in the account, the user name or the company name, ignoring case', async () => {
    expect(await accounts('?keyword=alice%40EXAMPLE')).toEqual(['Alice@Example.COM']);
    expect(await accounts('?keyword=wang')).toEqual(['Alice@Example.COM']);
    expect(await accounts('?keyword=BAOSTEEL')).toEqual(['Alice@Example.COM']);
    expect(await accounts(`?keyword=${encodeURIComponent('张')}`)).toEqual(['13800000001']);
    expect(await accounts(`?keyword=${encodeURIComponent('鞍钢')}`)).toEqual(['bob@example.net']);
    expect(await list('?keyword=EXAMPLE')).toMatchObject({ totals: 3 });
    // LIKE's wildcards in a keyword are plain characters.
    expect(await accounts('?keyword=%25')).toEqual(['13800000002']);
    expect(await accounts('?keyword=_')).toEqual(['13800000002']);
    expect(await list('?keyword=nobody')).toMatchObject({ list: [], totals: 0 });
  });

  it('filters by account type, lock and registration audit status, also together', async () => {
    expect(await list('?accountType=email')).toMatchObject({ totals: 3 });
    expect(await accounts('?accountType=phone')).toEqual(['13800000002', '13800000001']);
    expect(await accounts('?locked=true')).toEqual(['bob@example.net']);
    expect(await list('?locked=false')).toMatchObject({ totals: 4 });
    expect(await accounts('?auditStatus=0')).toEqual(['13800000001']);
    expect(await accounts('?auditStatus=2')).toEqual(['bob@example.net']);
    expect(await list('?auditStatus=1')).toMatchObject({ totals: 3 });
    expect(await accounts('?accountType=email&locked=false&keyword=example')).toEqual([
      'carol@example.org',
      'Alice@Example.COM',
    ]);
  });

  it('refuses a bad filter', async () => {
    for (const query of ['locked=yes', 'auditStatus=3', 'accountType=fax', 'pageSize=101']) {
      const res = await c('GET', `/api/c/users?${query}`, { token: reviewer });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
  });

  const phoneLogin = async (url: string) => {
    const code = await mobileCode(t, PHONE);
    return t.inject({ method: 'POST', url, payload: { mobile: PHONE, password: code }, lang: 'en' });
  };
  const probe = (token: string) =>
    t.inject({ method: 'POST', url: '/api/p/user/updateUserName', payload: { userName: '李四' }, token });
  const auditOf = (action: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(id))
      .execute();

  it('disables a user: their token stops at once and their next login answers USER_LOCKED', async () => {
    const first = await phoneLogin('/api/n/user/loginOrRegister/uc');
    const token: string = first.json().data.tokenVO.token;
    const id: number = first.json().data.portalUserVO.id;
    expect((await probe(token)).json().code).toBe(1);

    const res = await c('POST', `/api/c/users/${id}/disable`, { token: reviewer });
    expect(res.json()).toMatchObject({
      code: 1,
      data: { id, userAccount: PHONE, userName: '李四', locked: true },
    });
    expect((await probe(token)).statusCode).toBe(401);

    await ageCodes(t, PHONE);
    const locked = await phoneLogin('/api/n/user/login/uc');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ error: 'USER_LOCKED', message: 'This user has been disabled' });

    // Disabling again changes nothing and writes no second entry.
    const again = await c('POST', `/api/c/users/${id}/disable`, { token: reviewer });
    expect(again.json()).toMatchObject({ code: 1, data: { locked: true } });
    const entries = await auditOf('user.disable', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operator_id: reviewerId, target_type: 'user' });
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toEqual({ account: PHONE });
    expect(await accounts('?locked=true')).toContain(PHONE);

    // Enabling lets them log in again; the token of before the lock stays dead.
    const enabled = await c('POST', `/api/c/users/${id}/enable`, { token: reviewer });
    expect(enabled.json()).toMatchObject({ code: 1, data: { id, locked: false } });
    await ageCodes(t, PHONE);
    const back = await phoneLogin('/api/n/user/login/uc');
    expect(back.json()).toMatchObject({ code: 1, data: { portalUserVO: { id } } });
    expect((await probe(back.json().data.tokenVO.token)).json().code).toBe(1);
    expect((await probe(token)).statusCode).toBe(401);

    await c('POST', `/api/c/users/${id}/enable`, { token: reviewer });
    expect(await auditOf('user.enable', id)).toHaveLength(1);
    expect(await auditOf('user.disable', id)).toHaveLength(1);
  });

  it('answers USER_NOT_FOUND for an unknown id, in zh and en, and refuses a bad id', async () => {
    const zh = await c('POST', '/api/c/users/999999/disable', { token: reviewer, lang: 'zh' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toMatchObject({ error: 'USER_NOT_FOUND', message: '用户不存在', data: null });
    const en = await c('POST', '/api/c/users/999999/enable', { token: reviewer, lang: 'en' });
    expect(en.json()).toMatchObject({ error: 'USER_NOT_FOUND', message: 'User not found' });
    expect((await c('POST', '/api/c/users/abc/disable', { token: reviewer })).statusCode).toBe(400);
    const ok = await c('GET', '/api/c/users', { token: reviewer, lang: 'en' });
    expect(ok.json()).toMatchObject({ code: 1, message: 'Success' });
    expect((await c('GET', '/api/c/users', { token: reviewer, lang: 'zh' })).json().message).toBe('操作成功');
  });

  it('is for reviewers and administrators, not editors nor portal users', async () => {
    expect((await list('', admin)).totals).toBe(6);
    const target = ids['carol@example.org'];
    for (const [method, url] of [
      ['GET', '/api/c/users'],
      ['POST', `/api/c/users/${target}/disable`],
      ['POST', `/api/c/users/${target}/enable`],
    ] as const) {
      const asEditor = await c(method, url, { token: editor, lang: 'en' });
      expect(asEditor.statusCode, url).toBe(403);
      expect(asEditor.json()).toMatchObject({
        error: 'OPERATOR_ROLE_REQUIRED',
        message: 'Your role may not do this',
      });
      const user = await t.loginAs();
      const asUser = await c(method, url, { token: user.token });
      expect(asUser.statusCode, url).toBe(401);
      expect(asUser.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
    const row = await t.db
      .selectFrom('users')
      .select('locked')
      .where('id', '=', target ?? 0)
      .executeTakeFirst();
    expect(row?.locked).toBe(0);
  });

  it('never sent a password hash in any answer', () => {
    expect(c.bodies.length).toBeGreaterThan(20);
    expect(c.bodies.filter((b) => b.includes(HASH_MARKER) || b.includes('password'))).toEqual([]);
  });
});
