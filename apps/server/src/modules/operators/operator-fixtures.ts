import { PassThrough, Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createAdminCommand } from '../../cli/create-admin.ts';
import type { TestApp } from '../../test/helper.ts';

/** Runs the create-admin command against the test app's own database, with a piped password. */
export const runCreateAdmin = async (t: TestApp, argv: string[], password: string) => {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (d: Buffer) => out.push(d.toString()));
  stderr.on('data', (d: Buffer) => err.push(d.toString()));
  const code = await createAdminCommand([...argv, '--password-stdin'], {
    io: { stdin: Readable.from([`${password}\n`]), stdout, stderr },
    // The test database outlives the command, so its close is a no-op here.
    openDb: async () => ({ db: t.db, dialect: t.app.dialect, close: async () => {} }),
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
};

export interface ConsoleCaller {
  (
    method: 'GET' | 'POST',
    url: string,
    options?: { token?: string; payload?: unknown; lang?: 'zh' | 'en'; ip?: string },
  ): Promise<LightMyRequestResponse>;
  /** Every answer body so far: the test checks that no password hash ever left the server. */
  bodies: string[];
}

/** Calls the console API the way the console does: `Authorization: Bearer <token>`. */
export const consoleCaller = (t: TestApp): ConsoleCaller => {
  const bodies: string[] = [];
  const caller = async (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; payload?: unknown; lang?: 'zh' | 'en'; ip?: string } = {},
  ) => {
    const request: InjectOptions & { lang?: 'zh' | 'en' } = {
      method,
      url,
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.payload !== undefined ? { payload: options.payload as InjectOptions['payload'] } : {}),
      ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    };
    const res = await t.inject(request);
    bodies.push(res.body);
    return res;
  };
  return Object.assign(caller, { bodies });
};

/** Logs an operator in through the API and answers the token. */
export const operatorLogin = async (c: ConsoleCaller, username: string, password: string) => {
  const res = await c('POST', '/api/c/auth/login', { payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
  return res.json().data.token as string;
};
