import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { AppError } from '../errors.ts';
import type { OutgoingMessage } from '../services.ts';
import { outboxPath } from './outbox.ts';
import { lastCodeFor, readOutbox } from './outbox-reader.ts';

const sms = (to: string, code?: string): OutgoingMessage => ({
  channel: 'sms',
  to,
  subject: '验证码',
  text: code ? `您的验证码是${code}，5分钟内有效。` : '您的申请已通过。',
  lang: 'zh',
  ...(code ? { code } : {}),
});

describe(`the outbox, when no SMTP server or SMS gateway is configured (${engineName})`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    // A folder that does not exist yet: the first send makes it.
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-outbox-')), 'nested', 'data');
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(() => t.close());

  it('writes one JSON line per message with every field, making the folder', async () => {
    expect(readOutbox(dataDir)).toEqual([]);
    await t.app.services.messaging.send(sms('13800138000', '123456'));
    await t.app.services.messaging.send({
      channel: 'mail',
      to: 'li.lei@example.com',
      subject: 'Your code',
      text: 'Your code is 654321.',
      code: '654321',
      lang: 'en',
    });
    const lines = fs.readFileSync(outboxPath(dataDir), 'utf8').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      channel: 'sms',
      to: '13800138000',
      subject: '验证码',
      text: '您的验证码是123456，5分钟内有效。',
      code: '123456',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({
      channel: 'mail',
      to: 'li.lei@example.com',
      code: '654321',
    });
  });

  it('keeps 20 concurrent sends as 20 whole lines', async () => {
    const before = readOutbox(dataDir).length;
    const many = Array.from({ length: 20 }, (_, i) =>
      t.app.services.messaging.send(sms(`139000000${String(i).padStart(2, '0')}`, String(100_000 + i))),
    );
    await Promise.all(many);
    const lines = fs.readFileSync(outboxPath(dataDir), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(before + 20);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const codes = readOutbox(dataDir)
      .slice(before)
      .map((m) => m.code);
    expect(codes.sort()).toEqual(Array.from({ length: 20 }, (_, i) => String(100_000 + i)));
  });

  it('answers the newest code sent to an address, and nothing for an unknown one', async () => {
    await t.app.services.messaging.send(sms('13800138000', '777777'));
    // A message without a code does not hide the code before it.
    await t.app.services.messaging.send(sms('13800138000'));
    expect(lastCodeFor(dataDir, '13800138000')).toBe('777777');
    expect(lastCodeFor(dataDir, 'li.lei@example.com')).toBe('654321');
    expect(lastCodeFor(dataDir, '13700000000')).toBeUndefined();
    expect(readOutbox(dataDir).at(-1)).toMatchObject({ code: null, text: '您的申请已通过。' });
  });

  it('skips a torn line when reading', async () => {
    fs.appendFileSync(outboxPath(dataDir), '{"channel":"sms","to":"1380\n');
    await t.app.services.messaging.send(sms('13800138001', '888888'));
    expect(lastCodeFor(dataDir, '13800138001')).toBe('888888');
  });
});

describe(`an outbox that cannot be written (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A folder where the outbox file should be: every append fails.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-outbox-'));
    fs.mkdirSync(outboxPath(dataDir));
    t = await buildTestApp({
      env: { DATA_DIR: dataDir },
      beforeReady: (app) =>
        app.post('/test/send', async () => {
          await app.services.messaging.send(sms('13800138000', '123456'));
          return { ok: true };
        }),
    });
  });
  afterAll(() => t.close());

  it('fails the send as UNAVAILABLE, which a request answers as a 503 envelope', async () => {
    await expect(t.app.services.messaging.send(sms('13800138000', '1'))).rejects.toSatisfy(
      (e) => e instanceof AppError && e.errorName === 'UNAVAILABLE',
    );
    // A route this test adds: no descriptor describes it.
    const res = await t.inject({ method: 'POST', url: '/test/send', lang: 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      message: 'The service is unavailable',
      data: null,
      error: 'UNAVAILABLE',
    });
  });
});
