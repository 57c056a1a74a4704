import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  readonly url: string;
  /** Its data folder (DATA_DIR): the outbox of mail and SMS it kept instead of sending is there. */
  readonly dataDir: string;
  readonly child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Sends the signal and waits for the end (SIGKILL after 20 s). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server (`node apps/server/src/main.ts`, as `npm start` runs it after the build) as a
 * child process on a free port of 127.0.0.1, with a fresh data folder; resolves once /healthz
 * answers. For tests of what only a whole process shows: signals, a database restart.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steel-epd-process-'));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_CONTENT: 'off',
      PORTAL_DIST: path.join(dataDir, 'no-portal'),
      CONSOLE_DIST: path.join(dataDir, 'no-console'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${text}`);
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null) {
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  return { url, dataDir, child, output: () => text, exited, stop };
};
