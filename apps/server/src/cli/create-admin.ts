import type { ReadStream } from 'node:tty';
import { parseArgs } from 'node:util';
import { textOf, ZOperatorCreate } from '@steel-epd/contract';
import { loadConfig } from '../config.ts';
import { operatorsService } from '../modules/operators/index.ts';
import { SYSTEM_ACTOR } from '../platform/access/actor.ts';
import { type Db, openDatabase } from '../platform/db/database.ts';
import { AppError } from '../platform/errors.ts';

/**
 * Creates a console administrator: the only way to the first one, so that no installation
 * ever ships a default password.
 *
 *   npm run admin:create -- --username NAME [--display-name "..."] [--password-stdin]
 *
 * Without --password-stdin the password is asked twice on the terminal, without echo.
 * Works on whichever database the settings name (DATA_DIR for SQLite, DATABASE_URL).
 */

const USAGE = `Usage: npm run admin:create -- --username NAME [--display-name "Display Name"] [--password-stdin]

  --username        3 to 32 lower-case letters, digits, '.', '_' or '-'
  --display-name    the name the console shows (default: the username)
  --password-stdin  read the password from standard input (scripts); otherwise it is asked twice
`;

const OPTIONS = {
  username: { type: 'string' },
  'display-name': { type: 'string' },
  'password-stdin': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const parse = (argv: string[]) =>
  parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;

export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export interface CreateAdminDeps {
  io?: CliIo;
  /** Settings for loadConfig; the process environment by default. */
  env?: Record<string, string | undefined>;
  /** Tests hand in their own database; it is closed like an opened one. */
  openDb?: () => Promise<Db>;
}

/** A catalogue text in both languages: whoever runs the command reads one of them. */
const bilingual = (key: string) => `${textOf(key, 'en')} / ${textOf(key, 'zh')}`;

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

const isTty = (stream: CliIo['stdin']): stream is CliIo['stdin'] & ReadStream =>
  stream.isTTY === true && 'setRawMode' in stream;

/** Reads one line from a terminal in raw mode, so the typed characters are never echoed. */
const readHidden = (prompt: string, input: ReadStream, output: NodeJS.WritableStream) =>
  new Promise<string>((resolve, reject) => {
    output.write(prompt);
    let value = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });

const readPassword = async (fromStdin: boolean, io: CliIo): Promise<string | null> => {
  if (fromStdin) return (await readAll(io.stdin)).replace(/\r?\n$/, '');
  if (!isTty(io.stdin)) {
    io.stderr.write('No terminal to ask for the password on: pass --password-stdin and pipe it in.\n');
    return null;
  }
  const first = await readHidden('Password: ', io.stdin, io.stdout);
  const second = await readHidden('Repeat the password: ', io.stdin, io.stdout);
  if (first !== second) {
    io.stderr.write(`${bilingual('validation.passwordMismatch')}\n`);
    return null;
  }
  return first;
};

/** Runs the command with `argv` (without node and the script); answers the exit code. */
export const createAdminCommand = async (argv: string[], deps: CreateAdminDeps = {}): Promise<number> => {
  const io = deps.io ?? { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (args.help || !args.username) {
    (args.help ? io.stdout : io.stderr).write(USAGE);
    return args.help ? 0 : 2;
  }

  const password = await readPassword(args['password-stdin'] === true, io);
  if (password === null) return 1;
  const parsed = ZOperatorCreate.safeParse({
    username: args.username,
    displayName: args['display-name'] ?? args.username,
    role: 'administrator',
    password,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) io.stderr.write(`${bilingual(issue.message)}\n`);
    return 1;
  }

  const db = await (deps.openDb ?? (() => openDatabase(loadConfig(deps.env ?? process.env))))();
  try {
    const created = await operatorsService({ db: db.db, dialect: db.dialect }).create(
      parsed.data,
      SYSTEM_ACTOR,
      { by: 'cli' },
    );
    io.stdout.write(
      `Administrator '${created.username}' created (id ${created.id}). Log in to the console at /console/.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.stderr.write(`${bilingual(`error.${error.errorName}`)}\n`);
    return 1;
  } finally {
    await db.close();
  }
};

if (import.meta.main) {
  createAdminCommand(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
