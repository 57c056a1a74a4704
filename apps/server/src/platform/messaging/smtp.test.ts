import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { AppError } from '../errors.ts';
import type { OutgoingMessage } from '../services.ts';
import { readOutbox } from './outbox-reader.ts';
import { startSmtpTestServer } from './smtp-test-server.ts';

const FROM = 'Steel EPD Platform <no-reply@steel-epd.test>';
const mail: OutgoingMessage = {
  channel: 'mail',
  to: 'han.meimei@example.com',
  subject: '钢铁行业EPD平台：您的验证码',
  text: '您好，您的验证码是 246810，5分钟内有效。\n如非本人操作，请忽略本邮件。',
  code: '246810',
  lang: 'zh',
};

const isUnavailable = (e: unknown) => e instanceof AppError && e.errorName === 'UNAVAILABLE';

/** A port on loopback that nothing listens on: connections to it are refused. */
const closedPort = async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe(`mail through SMTP (${engineName})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('hands the mail to the SMTP server with its sender, recipient, subject and text, and not to the outbox', async () => {
    await t.app.services.messaging.send(mail);
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got?.envelopeFrom).toBe('no-reply@steel-epd.test');
    expect(got?.envelopeTo).toEqual(['han.meimei@example.com']);
    expect(got?.headers.from).toBe(FROM);
    expect(got?.headers.to).toBe('han.meimei@example.com');
    expect(got?.headers.subject).toBe(mail.subject);
    expect(got?.headers['content-type']).toMatch(/charset=utf-8/i);
    expect(got?.text.replace(/\r\n/g, '\n')).toBe(mail.text);
    expect(readOutbox(t.app.config.DATA_DIR)).toEqual([]);
  });

  it('still keeps SMS in the outbox while no gateway is configured', async () => {
    await t.app.services.messaging.send({ ...mail, channel: 'sms', to: '13800138000' });
    expect(smtp.received).toHaveLength(1);
    expect(readOutbox(t.app.config.DATA_DIR)).toMatchObject([{ channel: 'sms', to: '13800138000' }]);
  });
});

describe(`an SMTP server that refuses the connection (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => t.close());

  it('fails the send as UNAVAILABLE and keeps nothing in the outbox', async () => {
    await expect(t.app.services.messaging.send(mail)).rejects.toSatisfy(isUnavailable);
    expect(readOutbox(t.app.config.DATA_DIR)).toEqual([]);
  });
});
