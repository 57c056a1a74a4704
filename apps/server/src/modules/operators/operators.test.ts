import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { consoleRoutes, OPERATOR_LOGIN_THROTTLE, referenceRoutes } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type CallOptions, engineName, invalid, type TestApp } from '../../test/helper.ts';
import { runCreateAdmin } from '../../test/operator-fixtures.ts';
import { operatorLoginKeys } from './operator-auth.service.ts';

const ROOT_PASSWORD = 'RootPass123';

describe(`operator accounts and console login (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, options: CallOptions = {}) =>
    t.call(consoleRoutes.login, { body: { username, password } }, options);
  const loginToken = async (username: string, password: string) =>
    (await t.data(consoleRoutes.login, { body: { username, password } })).token;

  const auditRows = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('creates the first administrator from the command line, with an audit entry and no default password', async () => {
    const run = await runCreateAdmin(
      t,
      ['--username', 'root', '--display-name', 'Root Admin'],
      ROOT_PASSWORD,
    );
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const row = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('username', '=', 'root')
      .executeTakeFirst();
    expect(row).toMatchObject({
      display_name: 'Root Admin',
      role: 'administrator',
      disabled: 0,
      last_login_at: null,
    });
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain(ROOT_PASSWORD);
    const [entry] = await auditRows('operator.create');
    expect(entry).toMatchObject({
      operator_id: null,
      ip: null,
      target_type: 'operator',
      target_id: String(row?.id),
    });
    expect(JSON.parse(entry?.detail ?? '{}')).toMatchObject({ by: 'cli', username: 'root' });
  });

  it('refuses an existing username, a weak password and a bad username on the command line', async () => {
    const duplicate = await runCreateAdmin(t, ['--username', 'root'], 'Another123');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('This username is already taken');
    const weak = await runCreateAdmin(t, ['--username', 'second'], 'weakpass');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('8 to 16 characters');
    const badName = await runCreateAdmin(t, ['--username', 'No Spaces'], 'Another123');
    expect(badName.code).toBe(1);
    const rows = await t.db.selectFrom('operators').select('username').execute();
    expect(rows).toEqual([{ username: 'root' }]);
    expect(await auditRows('operator.create')).toHaveLength(1);
  });

  it('runs as the documented command under Node, reading the password from stdin', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-cli-'));
    const script = path.resolve(import.meta.dirname, '../../cli/create-admin.ts');
    const env = { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [script, '--username', 'ops', '--password-stdin'],
        { env },
        (error, stdout) =>
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout }),
      );
      child.stdin?.end('Secret123\n');
    });
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain("Administrator 'ops' created");
    expect(fs.existsSync(path.join(dataDir, 'steel-epd.sqlite'))).toBe(true);
  });

  it('logs in with the right password: a token, the operator, last login and an audit entry with the address', async () => {
    const res = await login(' Root ', ROOT_PASSWORD);
    expect(res.status).toBe(200);
    const data = res.data!;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data.operator).toEqual({
      id: expect.any(Number),
      username: 'root',
      displayName: 'Root Admin',
      role: 'administrator',
    });
    const row = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('username', '=', 'root')
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
    const session = await t.db
      .selectFrom('operator_sessions')
      .selectAll()
      .where('operator_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).not.toBe(data.token);
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(12 * 60 * 60 * 1000);
    const [entry] = await auditRows('operator.login');
    expect(entry).toMatchObject({ operator_id: row.id, ip: '127.0.0.1', target_id: String(row.id) });
  });

  it('answers a wrong password and an unknown username alike, and audits both failures', async () => {
    const wrong = await login('root', 'Wrong1234', { lang: 'en' });
    const unknown = await login('nobody', 'Wrong1234', { lang: 'en' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res).toEqual({
        code: 1001,
        message: 'The account or password is incorrect',
        data: null,
        error: 'OPERATOR_LOGIN_FAILED',
      });
    }
    const failures = await auditRows('operator.loginFailed');
    expect(failures.map((f) => [f.operator_id, f.target_id, f.ip])).toEqual([
      [null, 'root', '127.0.0.1'],
      [null, 'nobody', '127.0.0.1'],
    ]);
    expect(failures.every((f) => !f.detail?.includes('Wrong1234'))).toBe(true);
  });

  it('answers validation errors with 400 in the caller language', async () => {
    const zh = await login('', 'x');
    expect(zh.status).toBe(400);
    expect(zh).toMatchObject({ error: 'VALIDATION_FAILED', message: '请输入用户名' });
    const en = await t.call(consoleRoutes.login, { body: invalid({ username: 'root' }) }, { lang: 'en' });
    expect(en).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Please enter a password' });
    expect(en.fields).toEqual([{ path: 'body.password', message: 'Please enter a password' }]);
  });

  it('answers me, and after logout the token is dead and the session revoked', async () => {
    const as = `Bearer ${await loginToken('root', ROOT_PASSWORD)}`;
    const me = await t.call(consoleRoutes.me, {}, { as });
    expect(me).toMatchObject({ code: 1, data: { username: 'root', role: 'administrator' } });
    expect(await t.call(consoleRoutes.logout, {}, { as, bare: true })).toMatchObject({ code: 1, data: null });
    const after = await t.call(consoleRoutes.me, {}, { as, lang: 'en' });
    expect(after.status).toBe(401);
    expect(after).toMatchObject({ error: 'UNAUTHENTICATED' });
    const revoked = await t.db
      .selectFrom('operator_sessions')
      .select('revoked_at')
      .where('revoked_at', 'is not', null)
      .execute();
    expect(revoked).toHaveLength(1);
    const [entry] = await auditRows('operator.logout');
    expect(entry).toMatchObject({ ip: '127.0.0.1', operator_id: me.data?.id });
  });

  it('keeps the two faces apart: a portal token is no operator, an operator token no portal user', async () => {
    // Each token as the console sends it: `Bearer <token>`.
    const user = `Bearer ${(await t.loginAs()).token}`;
    const asOperator = await t.call(consoleRoutes.me, {}, { as: user });
    expect(asOperator.status).toBe(401);
    expect((await t.call(consoleRoutes.operatorList, {}, { as: user })).status).toBe(401);
    const operator = `Bearer ${await loginToken('root', ROOT_PASSWORD)}`;
    const asUser = await t.call(referenceRoutes.qrShow, {}, { as: operator });
    expect(asUser.status).toBe(401);
    expect((await t.call(referenceRoutes.qrShow, {}, { as: user })).status).toBe(200);
  });

  it('throttles logins per username and address, and per address, from the limiter', async () => {
    const { limiter } = t.app.services;
    const { windowMs } = OPERATOR_LOGIN_THROTTLE;
    const failures = (username: string, ip: string, count: number) =>
      limiter.hit(operatorLoginKeys(username, ip).usernameAndAddress, 0, windowMs, count);
    await failures('root', '192.0.2.1', OPERATOR_LOGIN_THROTTLE.maxFailures);
    // Even the right password is refused from the address that failed ten times...
    const byName = await login('root', ROOT_PASSWORD, { ip: '192.0.2.1', lang: 'en' });
    expect(byName.status).toBe(429);
    expect(byName).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Too many requests, please try again later',
    });
    // ...but not from another one: a stranger cannot lock the administrator out.
    expect((await login('root', ROOT_PASSWORD, { ip: '203.0.113.5' })).status).toBe(200);

    // An address that has used up its tries over all usernames is refused for any of them.
    const address = operatorLoginKeys('root', '198.51.100.9').address;
    if (!address) throw new Error('an address has a key');
    await limiter.hit(address, 0, windowMs, OPERATOR_LOGIN_THROTTLE.perAddress);
    const byIp = await login('root', ROOT_PASSWORD, { ip: '198.51.100.9' });
    expect(byIp).toMatchObject({ error: 'RATE_LIMITED' });
    expect((await login('root', ROOT_PASSWORD, { ip: '198.51.100.10' })).status).toBe(200);

    // Failures older than the window no longer count.
    await failures('stale', '198.51.100.20', OPERATOR_LOGIN_THROTTLE.maxFailures);
    await t.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', operatorLoginKeys('stale', '198.51.100.20').usernameAndAddress)
      .execute();
    const stale = await login('stale', 'Wrong1234', { ip: '198.51.100.20' });
    expect(stale).toMatchObject({ error: 'OPERATOR_LOGIN_FAILED' });
  });

  it('never answers a password hash', () => {
    const all = t.bodies.join('\n');
    expect(all).not.toMatch(/scrypt\$|password_?hash/i);
  });
});
