import { spawn } from 'node:child_process';

/** PostgreSQL's client tools (pg_dump, pg_restore, psql) as the backup and the restore run them. */

/**
 * The command-line tools reach the server as the URL says, the password in the environment
 * rather than on the command line (where every user of the machine could read it).
 */
export const toolConnection = (url: string) => {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
};

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

export const missingTool = (command: string) =>
  new Error(
    `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), of the server's major version or newer`,
  );

/** Runs a tool to its end; its output as text. `feed` writes its standard input. */
export const runTool = (
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  feed?: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<ToolRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: [feed ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    let fed: Promise<unknown> = Promise.resolve();
    if (feed && child.stdin) {
      // A tool that stops early closes its input; what it said on stderr is the news, not the EPIPE.
      fed = feed(child.stdin).catch((err: unknown) => err);
    }
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? missingTool(command) : err),
    );
    child.on('close', async (code) => {
      const feedError = await fed;
      if (code === 0 && feedError instanceof Error) reject(feedError);
      else resolve({ code: code ?? 1, stdout, stderr });
    });
  });

export const toolFailed = (command: string, run: ToolRun) =>
  new Error(`${command} failed (exit ${run.code}): ${run.stderr.trim() || run.stdout.trim()}`);
