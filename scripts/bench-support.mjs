// What the benchmark scripts share: a free loopback port, the platform started on a fresh data
// folder, and the demo user's login as the portal sends it (the password RSA-OAEP encrypted).
import { spawn } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const DEMO_USER = { email: 'demo@steel-epd.example', password: 'Demo2026Steel' };

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The built platform on `port` with `dataDir`, warnings only on stderr; more settings in `env`. */
export const startPlatform = ({ port, dataDir, env = {} }) =>
  spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** The demo user's login answer (`data`: token and user) from the platform at `base`. */
export const demoLogin = async (base) => {
  const post = async (url, body) =>
    (
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const keyDer = (await post('/api/n/user/getPublicKey', {})).data;
  const key = createPublicKey({ key: Buffer.from(keyDer, 'base64'), format: 'der', type: 'spki' });
  const userPassword = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO_USER.password),
  ).toString('base64');
  const answer = await post('/api/n/user/email/login', { userAccount: DEMO_USER.email, userPassword });
  if (!answer.data?.tokenVO?.token)
    throw new Error(`the demo login failed: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
};

/** Waits until the platform at `base` is ready (a fresh start seeds and draws: up to a minute on a loaded machine). */
export const waitReady = async (base, timeoutMs = 120_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the platform at ${base} was not ready within ${timeoutMs / 1000} s`);
};
