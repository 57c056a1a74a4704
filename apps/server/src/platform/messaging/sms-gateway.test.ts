import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, type TestApp } from '../../test/helper.ts';
import { AppError } from '../errors.ts';
import type { OutgoingMessage } from '../services.ts';
import { readOutbox } from './outbox-reader.ts';

const sms: OutgoingMessage = {
  channel: 'sms',
  to: '13800138000',
  subject: '验证码',
  text: '【钢铁EPD】您的验证码是135790，5分钟内有效。',
  code: '135790',
  lang: 'zh',
};

interface GatewayCall {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A stand-in SMS gateway on loopback; it answers `status` and records each call. */
const startGateway = async () => {
  const calls: GatewayCall[] = [];
  const state = { status: 200 };
  const gateway: FastifyInstance = Fastify();
  gateway.post('/send', async (request, reply) => {
    calls.push({
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: request.body,
    });
    return reply.status(state.status).send({ ok: state.status < 300 });
  });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/send`, calls, state, close: () => gateway.close() };
};

describe(`SMS through the gateway (${engineName})`, () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startGateway();
    t = await buildTestApp({
      env: { SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gateway-secret-1' },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('posts {to, text} as JSON with the bearer token, and keeps nothing in the outbox', async () => {
    await t.app.services.messaging.send(sms);
    expect(gateway.calls).toEqual([
      {
        authorization: 'Bearer gateway-secret-1',
        contentType: 'application/json',
        body: { to: '13800138000', text: sms.text },
      },
    ]);
    expect(readOutbox(t.app.config.DATA_DIR)).toEqual([]);
  });

  it('fails the send as UNAVAILABLE when the gateway answers 500', async () => {
    gateway.state.status = 500;
    await expect(t.app.services.messaging.send(sms)).rejects.toSatisfy(
      (e) => e instanceof AppError && e.errorName === 'UNAVAILABLE',
    );
    expect(gateway.calls).toHaveLength(2);
    expect(readOutbox(t.app.config.DATA_DIR)).toEqual([]);
  });
});

describe(`a gateway without a token (${engineName})`, () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startGateway();
    t = await buildTestApp({ env: { SMS_GATEWAY_URL: gateway.url } });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends no Authorization header', async () => {
    await t.app.services.messaging.send(sms);
    expect(gateway.calls).toMatchObject([{ authorization: undefined, body: { to: '13800138000' } }]);
  });
});
