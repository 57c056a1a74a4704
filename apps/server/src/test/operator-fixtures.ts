import { PassThrough, Readable } from 'node:stream';
import { createAdminCommand } from '../cli/create-admin.ts';
import type { TestApp } from './helper.ts';

/** Runs the create-admin command against the test app's own database, with a piped password. */
export const runCreateAdmin = async (t: Pick<TestApp, 'app' | 'db'>, argv: string[], password: string) => {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (d: Buffer) => out.push(d.toString()));
  stderr.on('data', (d: Buffer) => err.push(d.toString()));
  const code = await createAdminCommand([...argv, '--password-stdin'], {
    io: { stdin: Readable.from([`${password}\n`]), stdout, stderr },
    // The test database outlives the command, so its close is a no-op here.
    openDb: async () => ({
      db: t.db,
      dialect: t.app.dialect,
      exclusive: t.app.underStartLock,
      close: async () => {},
    }),
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
};
