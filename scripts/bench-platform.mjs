// The platform's own cost per request (issue 10): in one run, starts a bare Fastify server that
// answers GET /healthz with the platform's JSON and the platform itself (SQLite, fresh data
// folder, default log level), loads both with autocannon on loopback and prints req/s, the ratio
// to bare Fastify's /healthz, p50 and p99. Each server is its own process; the load generator
// runs in this one. Results go in docs/performance.md.
//   npm run bench:platform -- [seconds=10] [connections=32]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 32);
const barePort = 4391;
const platformPort = 4392;
const bareBase = `http://127.0.0.1:${barePort}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-bench-platform-'));

// The bare server: Fastify's defaults (no logger), the same JSON as the platform's /healthz.
const BARE = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: ${barePort}, host: '127.0.0.1' });
`;

const children = [];
const start = (args, env) => {
  const child = spawn(process.execPath, args, {
    cwd: path.resolve('apps/server'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};

const waitReady = async (url) => {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
};

const run = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

const fmt = (result) => {
  const rps = Math.round(result.requests.average);
  return `${String(rps).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(3)} ms`;
};

/**
 * One line: bare Fastify's /healthz and then the platform's call, back to back, so that the
 * ratio compares two runs under the same conditions (a shared machine's load drifts).
 */
const line = async (name, url, headers = {}, { expect304 = false, note = '' } = {}) => {
  const bare = await run(`${bareBase}/healthz`);
  const result = await run(url, headers);
  const ratio = ((result.requests.average / bare.requests.average) * 100).toFixed(0);
  const ok = expect304 ? (result.statusCodeStats['304']?.count ?? 0) : result['2xx'];
  const bad = result.requests.total - ok + result.errors + result.timeouts;
  console.log(
    `${name.padEnd(44)} ${fmt(result)}  ${ratio.padStart(3)}% of bare (${fmt(bare)})${bad > 0 ? `  unexpected answers or errors: ${bad}` : ''}${note}`,
  );
};

try {
  start(['--input-type=module', '-e', BARE], {});
  start(['src/main.ts'], {
    PORT: String(platformPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_DIST: path.join(dataDir, 'no-portal'),
    CONSOLE_DIST: path.join(dataDir, 'no-console'),
  });
  const platform = `http://127.0.0.1:${platformPort}`;
  await waitReady(`${bareBase}/healthz`);
  await waitReady(`${platform}/readyz`);
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, ${connections} connections, ${seconds} s per run, platform LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info (default)'}`,
  );

  // Warm both (JIT, caches) before anything is counted.
  await Promise.all([
    new Promise((r) => autocannon({ url: `${bareBase}/healthz`, connections, duration: 2 }, r)),
    new Promise((r) => autocannon({ url: `${platform}/healthz`, connections, duration: 2 }, r)),
  ]);

  const encoded = { 'accept-encoding': 'br, gzip' };
  await line('platform GET /healthz', `${platform}/healthz`);
  await line('platform GET /api/n/menu/all', `${platform}/api/n/menu/all`, encoded);
  await line(
    'platform GET /api/n/dict/list/COMPANY_TYPE',
    `${platform}/api/n/dict/list/COMPANY_TYPE`,
    encoded,
  );

  const plain = Buffer.from(await (await fetch(`${platform}/api/n/text/all`)).arrayBuffer());
  const texts = await fetch(`${platform}/api/n/text/all`, { headers: encoded });
  const sent = Number(texts.headers.get('content-length') ?? (await texts.arrayBuffer()).byteLength);
  const etag = texts.headers.get('etag');
  await line('platform GET /api/n/text/all (br, gzip)', `${platform}/api/n/text/all`, encoded, {
    note: `  [${(plain.length / 1024).toFixed(0)} KiB JSON sent as ${(sent / 1024).toFixed(0)} KiB ${texts.headers.get('content-encoding') ?? 'plain'}]`,
  });
  if (etag) {
    await line(
      'platform GET /api/n/text/all If-None-Match',
      `${platform}/api/n/text/all`,
      { ...encoded, 'if-none-match': etag },
      { expect304: true },
    );
  } else {
    console.log('platform GET /api/n/text/all sends no ETag');
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
