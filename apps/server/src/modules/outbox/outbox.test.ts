import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPath } from '../../platform/messaging/outbox.ts';
import type { OutgoingMessage } from '../../platform/services.ts';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import {
  type ConsoleCaller,
  consoleCaller,
  operatorLogin,
  runCreateAdmin,
} from '../operators/operator-fixtures.ts';

const ROOT_PASSWORD = 'RootPass123';
const REVIEWER_PASSWORD = 'Review1234';

/** Message n: odd ones are SMS to a phone, even ones mail to an address. */
const message = (n: number): OutgoingMessage =>
  n % 2
    ? {
        channel: 'sms',
        to: `1380000${String(n).padStart(4, '0')}`,
        subject: '验证码',
        text: `验证码${n}`,
        code: `${n}`,
        lang: 'zh',
      }
    : {
        channel: 'mail',
        to: `User${n}@Example.com`,
        subject: 'Code',
        text: `Code ${n}`,
        code: `${n}`,
        lang: 'en',
      };

describe(`the console's outbox (${engineName})`, () => {
  let t: TestApp;
  let c: ConsoleCaller;
  let admin: string;
  let reviewer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    c = consoleCaller(t);
    await runCreateAdmin(t, ['--username', 'root'], ROOT_PASSWORD);
    admin = await operatorLogin(c, 'root', ROOT_PASSWORD);
    await c('POST', '/api/c/operators', {
      token: admin,
      payload: { username: 'rev', displayName: 'Reviewer', role: 'reviewer', password: REVIEWER_PASSWORD },
    });
    reviewer = await operatorLogin(c, 'rev', REVIEWER_PASSWORD);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await c('GET', `/api/c/outbox${query}`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('answers an empty page before anything was sent, saying both channels use the outbox', async () => {
    expect(await list()).toEqual({
      list: [],
      totals: 0,
      pageSize: 10,
      pageNum: 1,
      delivery: { mail: 'outbox', sms: 'outbox' },
    });
  });

  it('lists the messages newest first, with every field and the line number as id', async () => {
    for (let n = 1; n <= 12; n += 1) await t.app.services.messaging.send(message(n));
    const page = await list('?pageSize=5');
    expect(page).toMatchObject({ totals: 12, pageSize: 5, pageNum: 1 });
    expect(page.list.map((m: { code: string }) => m.code)).toEqual(['12', '11', '10', '9', '8']);
    expect(page.list[1]).toEqual({
      id: 11,
      channel: 'sms',
      to: '13800000011',
      subject: '验证码',
      text: '验证码11',
      code: '11',
      time: expect.any(String),
    });
  });

  it('pages back to the oldest, and past the end to an empty page', async () => {
    expect((await list('?pageSize=5&pageNum=3')).list.map((m: { id: number }) => m.id)).toEqual([2, 1]);
    expect(await list('?pageSize=5&pageNum=4')).toMatchObject({ list: [], totals: 12 });
  });

  it('filters by channel and by a part of the recipient, ignoring case, and skips torn lines', async () => {
    fs.appendFileSync(outboxPath(t.app.config.DATA_DIR), 'not json\n');
    const mail = await list('?channel=mail&pageSize=100');
    expect(mail.totals).toBe(6);
    expect(mail.list.every((m: { channel: string }) => m.channel === 'mail')).toBe(true);
    const one = await list(`?to=${encodeURIComponent('user4@example')}`);
    expect(one).toMatchObject({ totals: 1, list: [{ to: 'User4@Example.com', code: '4' }] });
    const both = await list('?channel=sms&to=0000001');
    expect(both.list.map((m: { to: string }) => m.to)).toEqual(['13800000011', '13800000001']);
  });

  it('refuses a bad filter', async () => {
    const res = await c('GET', '/api/c/outbox?channel=fax', { token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('does not audit reading it', async () => {
    const rows = await t.db.selectFrom('audit_log').select('action').execute();
    expect(rows.map((r) => r.action).filter((a) => a.startsWith('outbox'))).toEqual([]);
  });

  it('is for administrators only, and not for portal users', async () => {
    const asReviewer = await c('GET', '/api/c/outbox', { token: reviewer });
    expect(asReviewer.statusCode).toBe(403);
    expect(asReviewer.json()).toMatchObject({ error: 'OPERATOR_ROLE_REQUIRED' });
    const user = await t.loginAs();
    const asUser = await c('GET', '/api/c/outbox', { token: user.token });
    expect(asUser.statusCode).toBe(401);
    expect(asUser.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect((await c('GET', '/api/c/outbox')).statusCode).toBe(401);
  });
});

describe(`the console's outbox with SMTP and an SMS gateway configured (${engineName})`, () => {
  let t: TestApp;
  let c: ConsoleCaller;
  beforeAll(async () => {
    // Nothing listens there: listing the outbox never contacts them.
    t = await buildTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' },
    });
    c = consoleCaller(t);
    await runCreateAdmin(t, ['--username', 'root'], ROOT_PASSWORD);
  });
  afterAll(() => t.close());

  it('says where messages go, so the console can explain the empty list', async () => {
    const admin = await operatorLogin(c, 'root', ROOT_PASSWORD);
    const res = await c('GET', '/api/c/outbox', { token: admin });
    expect(res.json().data).toMatchObject({
      list: [],
      totals: 0,
      delivery: { mail: 'smtp', sms: 'gateway' },
    });
  });
});
