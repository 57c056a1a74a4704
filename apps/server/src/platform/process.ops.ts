import { execFileSync } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { accountRoutes, epdMobileRoutes, referenceRoutes } from '@steel-epd/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { type TcpProxy, tcpProxy } from '../test/tcp-proxy.ts';

/**
 * Issue 28 on the real server process (`npm run test:ops`, after the other tests, because it
 * restarts the machine's PostgreSQL cluster): the server outlives a database restart under load
 * and loses no acknowledged write, answers 503 through a stalled database link and outlives its
 * resets; SIGTERM lets every request in flight finish.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;

interface Outcome {
  status: number;
  error?: string;
  /** The page views the answer counted (a write's acknowledgement). */
  pv?: number;
  /** The request failed without an answer (a dropped connection). */
  dropped?: string;
}

const send = async (url: string, init: RequestInit): Promise<Outcome> => {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
    const body = (await res.json()) as { error?: string; data?: { pv?: number } | null };
    return {
      status: res.status,
      ...(body.error ? { error: body.error } : {}),
      ...(body.data?.pv ? { pv: body.data.pv } : {}),
    };
  } catch (err) {
    return { status: 0, dropped: String((err as Error).cause ?? err) };
  }
};

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-language': 'en' },
  body: JSON.stringify(body),
});

const cluster = () => {
  const version = fs.readdirSync('/etc/postgresql')[0];
  if (!version) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  return version;
};

describe.skipIf(!DATABASE_URL)('the server process while PostgreSQL restarts under load', () => {
  let server: ServerProcess | undefined;
  const schema = `t_${randomBytes(6).toString('hex')}`;

  afterAll(async () => {
    await server?.stop();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('answers 503 in the envelope while it is down, serves again by itself, and loses no acknowledged write', async () => {
    server = await startServerProcess({ DATABASE_URL: DATABASE_URL as string, DATABASE_SCHEMA: schema });
    const base = `${server.url}/api`;
    const write = () =>
      send(`${base}${referenceRoutes.pvuvCount.path}`, json({ visitorId: randomBytes(8).toString('hex') }));
    const read = () => send(`${base}/n/epd/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { 'accept-language': 'en' } });
    expect(epdMobileRoutes.epdInfo.path).toBe('/n/epd/{id}');

    const outcomes: Outcome[] = [];
    let running = true;
    const worker = async (n: number) => {
      while (running) outcomes.push(await (n % 2 ? read() : write()));
    };
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster(), 'main', 'restart'], {
      stdio: 'ignore',
    });
    const restartedAt = outcomes.length;
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    running = false;
    await Promise.all(workers);

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(outcomes.filter((o) => o.dropped)).toEqual([]);
    const unexpected = outcomes.filter(
      (o) =>
        !(o.status === 200 || o.status === 404 || (o.status === 503 && o.error === 'DATABASE_UNAVAILABLE')),
    );
    expect(unexpected).toEqual([]);
    // It came back without a restart of its own: the last answers are the database's again.
    const tail = outcomes.slice(-12);
    expect(
      tail.every((o) => o.status === 200 || o.status === 404),
      JSON.stringify(tail),
    ).toBe(true);
    expect(outcomes.length).toBeGreaterThan(restartedAt);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // Every acknowledged page view is in the database: today's count covers them all.
    const acknowledged = outcomes.filter((o) => o.status === 200 && o.pv !== undefined).length;
    const last = await write();
    expect(last.status).toBe(200);
    expect((last.pv ?? 0) - 1).toBeGreaterThanOrEqual(acknowledged);
    expect(acknowledged).toBeGreaterThan(0);
  }, 60_000);
});

describe.skipIf(!DATABASE_URL)('the server process behind a database link that stalls and resets', () => {
  let server: ServerProcess | undefined;
  let proxy: TcpProxy | undefined;
  const schema = `t_${randomBytes(6).toString('hex')}`;

  afterAll(async () => {
    proxy?.pass();
    await server?.stop();
    await proxy?.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('answers 503 within seconds while stalled, outlives the resets, and serves again by itself', async () => {
    const url = new URL(DATABASE_URL as string);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({
      DATABASE_URL: url.toString(),
      DATABASE_SCHEMA: schema,
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_QUERY_TIMEOUT_MS: '2000',
    });
    const read = () =>
      send(`${server?.url}/api/n/epd/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { 'accept-language': 'en' } });
    expect((await read()).status).toBe(404);

    proxy.stall();
    const stalled = await Promise.all(Array.from({ length: 12 }, read));
    expect(stalled.filter((o) => o.dropped)).toEqual([]);
    expect(stalled.map((o) => o.error)).toEqual(stalled.map(() => 'DATABASE_UNAVAILABLE'));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);

    proxy.reset();
    proxy.pass();
    const after: Outcome[] = [];
    while (after.at(-1)?.status !== 404 && after.length < 12) after.push(await read());
    expect(after.filter((o) => o.dropped)).toEqual([]);
    expect(after.at(-1)?.status).toBe(404);
    for (const o of after.slice(0, -1)) expect(o.error).toBe('DATABASE_UNAVAILABLE');
    // The process was never replaced: the same child answers.
    expect(server.child.exitCode, server.output()).toBeNull();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 60_000);
});

describe('the server process on SIGTERM under load', () => {
  it('finishes every request in flight, then exits 0 and takes no new connection', async () => {
    // TRUST_PROXY=1: each login may come from its own address, so no limit refuses it before
    // the password is hashed (the slow part, which keeps the requests in flight).
    const server = await startServerProcess({ TRUST_PROXY: '1' });
    const base = `${server.url}/api`;
    const keyAnswer = (await (await fetch(`${base}${accountRoutes.getPublicKey.path}`, json({}))).json()) as {
      data: string;
    };
    const key = createPublicKey({ key: Buffer.from(keyAnswer.data, 'base64'), format: 'der', type: 'spki' });
    const password = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('Wrong2026Steel'),
    ).toString('base64');
    // As many as the hashing pool takes at once and queues (2 cores: 2 + 8), none refused.
    const logins = Array.from({ length: Math.min(8, availableParallelism() * 5) }, (_, n) =>
      send(`${base}${accountRoutes.emailLogin.path}`, {
        ...json({ userAccount: `nobody${n}@example.org`, userPassword: password }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n + 1}` },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(logins);
    expect(answers.filter((a) => a.dropped)).toEqual([]);
    expect(answers.map((a) => a.error)).toEqual(answers.map(() => 'ACCOUNT_PASSWORD_ERROR'));
    expect(await server.exited).toBe(0);
    expect((await send(`${server.url}/healthz`, {})).dropped).toBeDefined();
    await server.stop();
  }, 60_000);
});
