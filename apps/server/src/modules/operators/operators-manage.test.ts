import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { type ConsoleCaller, consoleCaller, operatorLogin, runCreateAdmin } from './operator-fixtures.ts';

const ROOT_PASSWORD = 'RootPass123';
const REVIEWER_PASSWORD = 'Review1234';

describe(`operator management and the audit log (${engineName})`, () => {
  let t: TestApp;
  let c: ConsoleCaller;
  let admin: string;
  let rootId: number;
  let reviewerId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    c = consoleCaller(t);
    await runCreateAdmin(t, ['--username', 'root'], ROOT_PASSWORD);
    admin = await operatorLogin(c, 'root', ROOT_PASSWORD);
    rootId = (await c('GET', '/api/c/auth/me', { token: admin })).json().data.id;
  });
  afterAll(() => t.close());

  const lastAudit = (action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('lets an administrator create an operator, audited, without the hash in the answer', async () => {
    const payload = {
      username: 'rev.one',
      displayName: '审核员一',
      role: 'reviewer',
      password: REVIEWER_PASSWORD,
    };
    const res = await c('POST', '/api/c/operators', { token: admin, payload });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      username: 'rev.one',
      displayName: '审核员一',
      role: 'reviewer',
      disabled: false,
      createdAt: expect.any(String),
      lastLoginAt: null,
    });
    reviewerId = data.id;
    expect(await lastAudit('operator.create')).toMatchObject({
      operator_id: rootId,
      ip: '127.0.0.1',
      target_id: String(reviewerId),
    });
    const list = await c('GET', '/api/c/operators', { token: admin });
    expect(list.json().data.map((o: { username: string }) => o.username)).toEqual(['root', 'rev.one']);
    const again = await c('POST', '/api/c/operators', { token: admin, payload, lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'OPERATOR_EXISTS',
      message: 'This username is already taken',
    });
  });

  it('refuses invalid operator input with 400 in zh and en, writing nothing', async () => {
    const bad = { username: 'Bad Name', displayName: 'x', role: 'reviewer', password: 'weak' };
    const zh = await c('POST', '/api/c/operators', { token: admin, payload: bad });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().fields).toEqual([
      { path: 'body.username', message: '用户名为3-32位小写字母、数字、点、下划线或连字符' },
      { path: 'body.password', message: '密码为8-16位，且须包含大写字母、小写字母和数字' },
    ]);
    const en = await c('POST', '/api/c/operators', {
      token: admin,
      payload: { ...bad, username: 'ok.name', role: 'boss' },
      lang: 'en',
    });
    expect(en.json()).toMatchObject({
      code: 400,
      error: 'VALIDATION_FAILED',
      message: 'Please choose a valid role',
    });
    const bogusId = await c('POST', '/api/c/operators/abc/disable', { token: admin });
    expect(bogusId.statusCode).toBe(400);
    expect((await c('POST', '/api/c/operators/9999/disable', { token: admin })).statusCode).toBe(404);
    expect(await t.db.selectFrom('operators').select('username').execute()).toHaveLength(2);
  });

  it('refuses operator management and the audit log to a reviewer', async () => {
    const reviewer = await operatorLogin(c, 'rev.one', REVIEWER_PASSWORD);
    expect((await c('GET', '/api/c/auth/me', { token: reviewer })).json().data.role).toBe('reviewer');
    const calls = [
      c('GET', '/api/c/operators', { token: reviewer, lang: 'en' }),
      c('POST', '/api/c/operators', { token: reviewer, payload: { username: 'x' } }),
      c('POST', `/api/c/operators/${rootId}/disable`, { token: reviewer }),
      c('GET', '/api/c/audit-log', { token: reviewer }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 1003, error: 'OPERATOR_ROLE_REQUIRED' });
    }
    expect((await calls[0])?.json().message).toBe('Your role may not do this');
  });

  it('changes a role at once and records from and to', async () => {
    const reviewer = await operatorLogin(c, 'rev.one', REVIEWER_PASSWORD);
    const res = await c('POST', `/api/c/operators/${reviewerId}/role`, {
      token: admin,
      payload: { role: 'editor' },
    });
    expect(res.json().data).toMatchObject({ role: 'editor' });
    expect((await c('GET', '/c/auth/me', { token: reviewer })).json().data.role).toBe('editor');
    const entry = await lastAudit('operator.roleChange');
    expect(entry).toMatchObject({ operator_id: rootId, ip: '127.0.0.1', target_id: String(reviewerId) });
    expect(JSON.parse(entry.detail ?? '')).toEqual({ from: 'reviewer', to: 'editor' });
  });

  it('keeps the last active administrator from being demoted or disabled', async () => {
    for (const [url, payload] of [
      [`/api/c/operators/${rootId}/role`, { role: 'reviewer' }],
      [`/api/c/operators/${rootId}/disable`, undefined],
    ] as const) {
      const res = await c('POST', url, { token: admin, payload, lang: 'en' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'OPERATOR_LAST_ADMIN' });
    }
    // A second administrator who is disabled does not count as active.
    await c('POST', `/api/c/operators/${reviewerId}/role`, {
      token: admin,
      payload: { role: 'administrator' },
    });
    await c('POST', `/api/c/operators/${reviewerId}/disable`, { token: admin });
    const still = await c('POST', `/api/c/operators/${rootId}/role`, {
      token: admin,
      payload: { role: 'editor' },
    });
    expect(still.json()).toMatchObject({ error: 'OPERATOR_LAST_ADMIN' });
    const root = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', rootId)
      .executeTakeFirstOrThrow();
    expect(root).toMatchObject({ role: 'administrator', disabled: 0 });
    await c('POST', `/api/c/operators/${reviewerId}/enable`, { token: admin });
    await c('POST', `/api/c/operators/${reviewerId}/role`, { token: admin, payload: { role: 'reviewer' } });
  });

  it('disables an operator: sessions end, login says disabled; enabling lets them back', async () => {
    const reviewer = await operatorLogin(c, 'rev.one', REVIEWER_PASSWORD);
    const res = await c('POST', `/api/c/operators/${reviewerId}/disable`, { token: admin });
    expect(res.json().data).toMatchObject({ disabled: true });
    expect((await c('GET', '/api/c/auth/me', { token: reviewer })).statusCode).toBe(401);
    const live = await t.db
      .selectFrom('operator_sessions')
      .select('id')
      .where('operator_id', '=', reviewerId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const login = await c('POST', '/api/c/auth/login', {
      payload: { username: 'rev.one', password: REVIEWER_PASSWORD },
      lang: 'en',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      error: 'OPERATOR_DISABLED',
      message: 'This operator account is disabled',
    });
    expect(await lastAudit('operator.disable')).toMatchObject({
      operator_id: rootId,
      target_id: String(reviewerId),
    });
    await c('POST', `/api/c/operators/${reviewerId}/enable`, { token: admin });
    expect(await lastAudit('operator.enable')).toMatchObject({ operator_id: rootId, ip: '127.0.0.1' });
    await operatorLogin(c, 'rev.one', REVIEWER_PASSWORD);
  });

  it('resets a password: the old one and its sessions stop working', async () => {
    const reviewer = await operatorLogin(c, 'rev.one', REVIEWER_PASSWORD);
    const res = await c('POST', `/api/c/operators/${reviewerId}/password`, {
      token: admin,
      payload: { password: 'NewPass456' },
    });
    expect(res.statusCode).toBe(200);
    expect((await c('GET', '/api/c/auth/me', { token: reviewer })).statusCode).toBe(401);
    const old = await c('POST', '/api/c/auth/login', {
      payload: { username: 'rev.one', password: REVIEWER_PASSWORD },
    });
    expect(old.json()).toMatchObject({ error: 'OPERATOR_LOGIN_FAILED' });
    await operatorLogin(c, 'rev.one', 'NewPass456');
    const entry = await lastAudit('operator.passwordReset');
    expect(entry).toMatchObject({ operator_id: rootId, target_id: String(reviewerId), detail: null });
    // The administrator's own session is untouched by resetting someone else's password.
    expect((await c('GET', '/api/c/auth/me', { token: admin })).statusCode).toBe(200);
  });

  it('pages the audit log newest first, filtered by action and by operator', async () => {
    const all = (await c('GET', '/api/c/audit-log?pageSize=3', { token: admin })).json().data;
    expect(all.pageSize).toBe(3);
    expect(all.pageNum).toBe(1);
    expect(all.list).toHaveLength(3);
    expect(all.totals).toBeGreaterThan(10);
    expect(all.list[0].id).toBeGreaterThan(all.list[1].id);
    const logins = (
      await c('GET', `/api/c/audit-log?action=operator.login&operatorId=${reviewerId}`, { token: admin })
    ).json().data;
    expect(logins.list.length).toBeGreaterThanOrEqual(4);
    expect(
      logins.list.every(
        (e: { action: string; operatorUsername: string; ip: string }) =>
          e.action === 'operator.login' && e.operatorUsername === 'rev.one' && e.ip === '127.0.0.1',
      ),
    ).toBe(true);
    const created = (await c('GET', '/api/c/audit-log?action=operator.create', { token: admin })).json().data;
    expect(
      created.list.map((e: { operatorUsername: string | null; detail: unknown }) => [
        e.operatorUsername,
        e.detail,
      ]),
    ).toEqual([
      ['root', { username: 'rev.one', role: 'reviewer' }],
      [null, { username: 'root', role: 'administrator', by: 'cli' }],
    ]);
    const second = (await c('GET', '/api/c/audit-log?pageSize=3&pageNum=2', { token: admin })).json().data;
    expect(second.list[0].id).toBeLessThan(all.list[2].id);
    const bad = await c('GET', '/api/c/audit-log?pageSize=1000', { token: admin, lang: 'en' });
    expect(bad.statusCode).toBe(400);
  });

  it('never answers a password hash', () => {
    expect(c.bodies.join('\n')).not.toMatch(/scrypt\$|password_?hash/i);
  });
});
