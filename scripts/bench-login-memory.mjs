// Memory of the server under a burst of wrong e-mail logins (issue 9, finding 2). Starts the
// real server as a child process (SQLite in a fresh data folder, behind TRUST_PROXY=1 so each
// request may come from its own address), sends 100 parallel wrong but correctly encrypted
// passwords, and prints the server's peak resident memory (VmHWM) and what it answered.
//   npm run bench:login-memory
// Two bursts: 100 tries at one account from one address (the limits refuse all but 10 before
// hashing) and 100 tries at 100 accounts from 100 addresses (no limit applies: the bounded
// hashing pool is what holds memory). Target: peak RSS under 512 MB.
import { spawn } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const TARGET_MB = 512;

/** The child's resident memory now and at its peak, in MB, from /proc. */
const memoryOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-bench-login-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    PORTAL_DIST: path.join(dataDir, 'no-portal'),
    CONSOLE_DIST: path.join(dataDir, 'no-console'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

const stop = async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};

const post = async (url, body, from) => {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  return { status: res.status, json, ms: performance.now() - started };
};

const burst = async (label, requests) => {
  let peakSampled = 0;
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, memoryOf(server.pid).rss);
  }, 10);
  const started = performance.now();
  const answers = await Promise.all(requests.map((send) => send()));
  const wall = performance.now() - started;
  clearInterval(sampler);
  const counts = {};
  for (const a of answers) {
    const name = a.json.error ?? `code ${a.json.code}`;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const { peak } = memoryOf(server.pid);
  console.log(
    `${label}: ${JSON.stringify(counts)}; median ${Math.round(ms[ms.length >> 1])} ms, worst ${Math.round(ms.at(-1))} ms, ` +
      `all in ${Math.round(wall)} ms; RSS peak sampled ${Math.round(peakSampled)} MB, VmHWM so far ${Math.round(peak)} MB`,
  );
  return peak;
};

try {
  for (let i = 0; ; i += 1) {
    if (server.exitCode !== null) throw new Error('the server exited');
    if (i > 300) throw new Error('the server did not start in 30 s');
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Made at start; a login before it is ready would pay for it.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const keyDer = (await post('/api/n/user/getPublicKey', {})).json.data;
  const key = createPublicKey({ key: Buffer.from(keyDer, 'base64'), format: 'der', type: 'spki' });
  const encrypt = (password) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');

  const idle = memoryOf(server.pid);
  console.log(
    `server pid ${server.pid}, ${os.availableParallelism()} cores, Node ${process.version}; idle RSS ${Math.round(idle.rss)} MB`,
  );
  const oneAccount = await burst(
    '100 parallel wrong logins, one account, one address',
    Array.from(
      { length: 100 },
      () => () =>
        post(
          '/api/n/user/email/login',
          { userAccount: 'target@example.com', userPassword: encrypt('Wrong2026ok') },
          '198.51.100.1',
        ),
    ),
  );
  const manyAccounts = await burst(
    '100 parallel wrong logins, 100 accounts, 100 addresses',
    Array.from(
      { length: 100 },
      (_, i) => () =>
        post(
          '/api/n/user/email/login',
          { userAccount: `target${i}@example.com`, userPassword: encrypt('Wrong2026ok') },
          `203.0.113.${i + 1}`,
        ),
    ),
  );
  const peak = Math.max(oneAccount, manyAccounts);
  console.log(
    `peak RSS ${Math.round(peak)} MB (target under ${TARGET_MB} MB): ${peak < TARGET_MB ? 'ok' : 'OVER'}`,
  );
  process.exitCode = peak < TARGET_MB ? 0 : 1;
} finally {
  await stop();
}
