import { consoleRoutes, type OperatorRole, type RouteInput } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../platform/access/actor.ts';
import {
  buildTestApp,
  type CallOptions,
  engineName,
  invalid,
  type TestApp,
  type TestOperator,
} from '../../test/helper.ts';
import { operatorsService } from './operators.service.ts';

const REVIEWER_PASSWORD = 'Review1234';

describe(`operator management and the audit log (${engineName})`, () => {
  let t: TestApp;
  let admin: TestOperator;
  let rootId: number;
  let reviewerId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAsOperator('administrator', { username: 'root' });
    rootId = (await t.data(consoleRoutes.me, {}, { as: admin })).id;
  });
  afterAll(() => t.close());

  /** The reviewer the first test creates, logged in afresh. */
  const reviewerLogin = async (password = REVIEWER_PASSWORD) =>
    `Bearer ${(await t.data(consoleRoutes.login, { body: { username: 'rev.one', password } })).token}`;
  const setRole = (id: number, role: OperatorRole, options: CallOptions = {}) =>
    t.call(consoleRoutes.operatorSetRole, { params: { id }, body: { role } }, { as: admin, ...options });
  const disable = (id: number | string, options: CallOptions = {}) =>
    t.call(consoleRoutes.operatorDisable, { params: { id } }, { as: admin, ...options });
  const enable = (id: number) => t.call(consoleRoutes.operatorEnable, { params: { id } }, { as: admin });
  const me = (as: string, options: CallOptions = {}) => t.call(consoleRoutes.me, {}, { as, ...options });

  const lastAudit = (action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('lets an administrator create an operator, audited, without the hash in the answer', async () => {
    const body = {
      username: 'rev.one',
      displayName: '审核员一',
      role: 'reviewer',
      password: REVIEWER_PASSWORD,
    } as const;
    const res = await t.call(consoleRoutes.operatorCreate, { body }, { as: admin });
    expect(res.status).toBe(200);
    const data = res.data!;
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
    const list = await t.data(consoleRoutes.operatorList, {}, { as: admin });
    expect(list.map((o) => o.username)).toEqual(['root', 'rev.one']);
    const again = await t.call(consoleRoutes.operatorCreate, { body }, { as: admin, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again).toMatchObject({
      error: 'OPERATOR_EXISTS',
      message: 'This username is already taken',
    });
  });

  it('refuses invalid operator input with 400 in zh and en, writing nothing', async () => {
    const bad = { username: 'Bad Name', displayName: 'x', role: 'reviewer', password: 'weak' } as const;
    const zh = await t.call(consoleRoutes.operatorCreate, { body: bad }, { as: admin });
    expect(zh.status).toBe(400);
    expect(zh.fields).toEqual([
      { path: 'body.username', message: '用户名为3-32位小写字母、数字、点、下划线或连字符' },
      { path: 'body.password', message: '密码为8-16位，且须包含大写字母、小写字母和数字' },
    ]);
    const en = await t.call(
      consoleRoutes.operatorCreate,
      { body: { ...bad, username: 'ok.name', role: invalid('boss') } },
      { as: admin, lang: 'en' },
    );
    expect(en).toMatchObject({
      code: 400,
      error: 'VALIDATION_FAILED',
      message: 'Please choose a valid role',
    });
    const bogusId = await disable('abc');
    expect(bogusId.status).toBe(400);
    expect((await disable(9999)).status).toBe(404);
    expect(await t.db.selectFrom('operators').select('username').execute()).toHaveLength(2);
  });

  it('refuses operator management and the audit log to a reviewer', async () => {
    const reviewer = await reviewerLogin();
    expect((await me(reviewer)).data?.role).toBe('reviewer');
    const calls = [
      t.call(consoleRoutes.operatorList, {}, { as: reviewer, lang: 'en' }),
      t.call(consoleRoutes.operatorCreate, { body: invalid({ username: 'x' }) }, { as: reviewer }),
      disable(rootId, { as: reviewer }),
      t.call(consoleRoutes.auditLog, {}, { as: reviewer }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res).toMatchObject({ code: 1003, error: 'OPERATOR_ROLE_REQUIRED' });
    }
    expect((await calls[0])?.message).toBe('Your role may not do this');
  });

  it('changes a role at once and records from and to', async () => {
    const reviewer = await reviewerLogin();
    const res = await setRole(reviewerId, 'editor');
    expect(res.data).toMatchObject({ role: 'editor' });
    expect((await me(reviewer, { bare: true })).data?.role).toBe('editor');
    const entry = await lastAudit('operator.roleChange');
    expect(entry).toMatchObject({ operator_id: rootId, ip: '127.0.0.1', target_id: String(reviewerId) });
    expect(JSON.parse(entry.detail ?? '')).toEqual({ from: 'reviewer', to: 'editor' });
  });

  it('keeps an administrator from disabling or demoting their own account (issue 29)', async () => {
    for (const res of [
      await setRole(rootId, 'reviewer', { lang: 'en' }),
      await disable(rootId, { lang: 'en' }),
    ]) {
      expect(res.status).toBe(409);
      expect(res).toMatchObject({
        error: 'OPERATOR_SELF_CHANGE',
        message: 'You cannot disable your own account or change your own role; ask another administrator',
      });
    }
    const root = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', rootId)
      .executeTakeFirstOrThrow();
    expect(root).toMatchObject({ role: 'administrator', disabled: 0 });
  });

  it('keeps the last active administrator from being demoted or disabled', async () => {
    // Only the command line can still reach it: an operator cannot change their own account.
    const service = operatorsService({ db: t.db, dialect: t.app.dialect });
    await expect(service.setDisabled(rootId, true, SYSTEM_ACTOR)).rejects.toMatchObject({
      errorName: 'OPERATOR_LAST_ADMIN',
    });
    // A second administrator who is disabled does not count as active.
    await setRole(reviewerId, 'administrator');
    await disable(reviewerId);
    await expect(service.setRole(rootId, 'editor', SYSTEM_ACTOR)).rejects.toMatchObject({
      errorName: 'OPERATOR_LAST_ADMIN',
    });
    const root = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', rootId)
      .executeTakeFirstOrThrow();
    expect(root).toMatchObject({ role: 'administrator', disabled: 0 });
    await enable(reviewerId);
    await setRole(reviewerId, 'reviewer');
  });

  it('disables an operator: sessions end, login says disabled; enabling lets them back', async () => {
    const reviewer = await reviewerLogin();
    const res = await disable(reviewerId);
    expect(res.data).toMatchObject({ disabled: true });
    expect((await me(reviewer)).status).toBe(401);
    const live = await t.db
      .selectFrom('operator_sessions')
      .select('id')
      .where('operator_id', '=', reviewerId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const login = await t.call(
      consoleRoutes.login,
      { body: { username: 'rev.one', password: REVIEWER_PASSWORD } },
      { lang: 'en' },
    );
    expect(login.status).toBe(403);
    expect(login).toMatchObject({
      error: 'OPERATOR_DISABLED',
      message: 'This operator account is disabled',
    });
    expect(await lastAudit('operator.disable')).toMatchObject({
      operator_id: rootId,
      target_id: String(reviewerId),
    });
    await enable(reviewerId);
    expect(await lastAudit('operator.enable')).toMatchObject({ operator_id: rootId, ip: '127.0.0.1' });
    await reviewerLogin();
  });

  it('resets a password: the old one and its sessions stop working', async () => {
    const reviewer = await reviewerLogin();
    const res = await t.call(
      consoleRoutes.operatorResetPassword,
      { params: { id: reviewerId }, body: { password: 'NewPass456' } },
      { as: admin },
    );
    expect(res.status).toBe(200);
    expect((await me(reviewer)).status).toBe(401);
    const old = await t.call(consoleRoutes.login, {
      body: { username: 'rev.one', password: REVIEWER_PASSWORD },
    });
    expect(old).toMatchObject({ error: 'OPERATOR_LOGIN_FAILED' });
    await reviewerLogin('NewPass456');
    const entry = await lastAudit('operator.passwordReset');
    expect(entry).toMatchObject({ operator_id: rootId, target_id: String(reviewerId), detail: null });
    // The administrator's own session is untouched by resetting someone else's password.
    expect((await t.call(consoleRoutes.me, {}, { as: admin })).status).toBe(200);
  });

  it('pages the audit log newest first, filtered by action and by operator', async () => {
    const auditLog = (query: RouteInput<typeof consoleRoutes.auditLog>['query'], options: CallOptions = {}) =>
      t.call(consoleRoutes.auditLog, { query }, { as: admin, ...options });
    const all = (await auditLog({ pageSize: 3 })).data!;
    expect(all.pageSize).toBe(3);
    expect(all.pageNum).toBe(1);
    expect(all.list).toHaveLength(3);
    expect(all.totals).toBeGreaterThan(10);
    expect(all.list[0]!.id).toBeGreaterThan(all.list[1]!.id);
    const logins = (await auditLog({ action: 'operator.login', operatorId: reviewerId })).data!;
    expect(logins.list.length).toBeGreaterThanOrEqual(4);
    expect(
      logins.list.every(
        (e) => e.action === 'operator.login' && e.operatorUsername === 'rev.one' && e.ip === '127.0.0.1',
      ),
    ).toBe(true);
    const created = (await auditLog({ action: 'operator.create' })).data!;
    expect(created.list.map((e) => [e.operatorUsername, e.detail])).toEqual([
      ['root', { username: 'rev.one', role: 'reviewer' }],
      [null, { username: 'root', role: 'administrator', by: 'cli' }],
    ]);
    // Without sign-ins: the rest of the log, and nothing of the sign-ins; an action filter still finds them.
    const quiet = (await auditLog({ pageSize: 100, signIns: 'false' })).data!;
    const everything = (await auditLog({ pageSize: 100 })).data!;
    const signIns = everything.list.filter((e) => e.action.startsWith('operator.log')).length;
    expect(signIns).toBeGreaterThan(3);
    expect(quiet.totals).toBe(everything.totals - signIns);
    expect(quiet.list.some((e) => e.action.startsWith('operator.log'))).toBe(false);
    const allLogins = (await auditLog({ action: 'operator.login' })).data!.totals;
    expect(allLogins).toBeGreaterThan(0);
    expect((await auditLog({ action: 'operator.login', signIns: 'false' })).data!.totals).toBe(allLogins);
    expect((await auditLog({ signIns: 'maybe' as 'true' }, { lang: 'en' })).status).toBe(400);
    const second = (await auditLog({ pageSize: 3, pageNum: 2 })).data!;
    expect(second.list[0]!.id).toBeLessThan(all.list[2]!.id);
    const bad = await auditLog({ pageSize: 1000 }, { lang: 'en' });
    expect(bad.status).toBe(400);
  });

  it('never answers a password hash', () => {
    expect(t.bodies.join('\n')).not.toMatch(/scrypt\$|password_?hash/i);
  });
});
