import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_DIR } from './env.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Creates a console administrator the way an installer does: with the documented command. */
export const createAdmin = (username: string, password: string) =>
  execFileSync(
    process.execPath,
    ['apps/server/src/cli/create-admin.ts', '--username', username, '--password-stdin'],
    {
      cwd: root,
      input: `${password}\n`,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      // Its refusal (a name that is taken) is the caller's to read, not the run's output.
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );

/** The demo resources, GPI documents and friendly links, as `npm start` seeds them (once). */
export const seedResources = () =>
  execFileSync(process.execPath, ['apps/server/src/cli/seed-resources.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
  });
