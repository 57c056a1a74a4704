import fs from 'node:fs';
import { outboxRoutes, type RouteInput } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPath } from '../../platform/messaging/outbox.ts';
import type { OutgoingMessage } from '../../platform/services.ts';
import {
  buildTestApp,
  type Caller,
  engineName,
  invalid,
  type TestApp,
  type TestOperator,
} from '../../test/helper.ts';

type OutboxQuery = RouteInput<typeof outboxRoutes.outboxList>['query'];

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
  let admin: TestOperator;
  let reviewer: TestOperator;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAsOperator('administrator');
    reviewer = await t.loginAsOperator('reviewer');
  });
  afterAll(() => t.close());

  const outbox = (query: OutboxQuery = {}, as?: Caller) => t.call(outboxRoutes.outboxList, { query }, { as });
  const list = async (query: OutboxQuery = {}) => {
    const res = await outbox(query, admin);
    expect(res.status, res.body).toBe(200);
    return res.data!;
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
    const page = await list({ pageSize: 5 });
    expect(page).toMatchObject({ totals: 12, pageSize: 5, pageNum: 1 });
    expect(page.list.map((m) => m.code)).toEqual(['12', '11', '10', '9', '8']);
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
    expect((await list({ pageSize: 5, pageNum: 3 })).list.map((m) => m.id)).toEqual([2, 1]);
    expect(await list({ pageSize: 5, pageNum: 4 })).toMatchObject({ list: [], totals: 12 });
  });

  it('filters by channel and by a part of the recipient, ignoring case, and skips torn lines', async () => {
    fs.appendFileSync(outboxPath(t.app.config.DATA_DIR), 'not json\n');
    const mail = await list({ channel: 'mail', pageSize: 100 });
    expect(mail.totals).toBe(6);
    expect(mail.list.every((m) => m.channel === 'mail')).toBe(true);
    const one = await list({ to: 'user4@example' });
    expect(one).toMatchObject({ totals: 1, list: [{ to: 'User4@Example.com', code: '4' }] });
    const both = await list({ channel: 'sms', to: '0000001' });
    expect(both.list.map((m) => m.to)).toEqual(['13800000011', '13800000001']);
  });

  it('refuses a bad filter', async () => {
    const res = await outbox({ channel: invalid('fax') }, admin);
    expect(res.status).toBe(400);
    expect(res).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('does not audit reading it', async () => {
    const rows = await t.db.selectFrom('audit_log').select('action').execute();
    expect(rows.map((r) => r.action).filter((a) => a.startsWith('outbox'))).toEqual([]);
  });

  it('is for administrators only, and not for portal users', async () => {
    const asReviewer = await outbox({}, reviewer);
    expect(asReviewer.status).toBe(403);
    expect(asReviewer).toMatchObject({ error: 'OPERATOR_ROLE_REQUIRED' });
    // A portal token, sent as the console sends its own.
    const asUser = await outbox({}, `Bearer ${(await t.loginAs()).token}`);
    expect(asUser.status).toBe(401);
    expect(asUser).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect((await outbox()).status).toBe(401);
  });
});

describe(`the console's outbox with SMTP and an SMS gateway configured (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: listing the outbox never contacts them.
    t = await buildTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' },
    });
  });
  afterAll(() => t.close());

  it('says where messages go, so the console can explain the empty list', async () => {
    const admin = await t.loginAsOperator('administrator');
    const res = await t.call(outboxRoutes.outboxList, {}, { as: admin });
    expect(res.data).toMatchObject({
      list: [],
      totals: 0,
      delivery: { mail: 'smtp', sms: 'gateway' },
    });
  });
});
