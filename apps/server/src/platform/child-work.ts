import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Work done once and thrown away (the files a start generates: demo reports and PCR documents
 * in the CJK font, templates) run in a child process that ends when the work is done
 * (decision 230). Drawing a PDF allocates several MB of short-lived objects, fontkit and
 * HarfBuzz keep a 16 MB face in a wasm memory that never shrinks, and V8 keeps the heap it grew
 * to: done in the server, a fresh start's seed left about 230 MB resident for good. A child's
 * memory goes back to the system when it exits.
 *
 * The child imports the named module and calls the named export with the arguments; both go
 * through advanced serialization (structured clone: plain data, Uint8Array, Map, Date), so a
 * function takes and returns data, never a live object such as a font.
 */
export interface ChildWork {
  /** Calls `name` of the module at `module` (a file URL) in the child: its answer, or its error. */
  call<T>(module: URL, name: string, ...args: unknown[]): Promise<T>;
  /** Ends the child (started at the first call, if any) once the calls made have answered. */
  close(): Promise<void>;
}

/** What the parent sends and the child answers (child-work-worker.ts). */
export interface ChildCall {
  id: number;
  module: string;
  name: string;
  args: unknown[];
}
export type ChildAnswer = { id: number; value: unknown } | { id: number; failure: string };

const WORKER_PATH = fileURLToPath(new URL('./child-work-worker.ts', import.meta.url));

/**
 * The Node options of a child process: the server's own (a test runner's loaders with them),
 * without --input-type (for a script given on the command line, refused with a file) and,
 * given `heapMb`, with that heap limit instead of the server's.
 */
export const childExecArgv = (heapMb?: number): string[] => {
  const args = process.execArgv;
  const kept: string[] = [];
  const drop = heapMb === undefined ? ['--input-type'] : ['--input-type', '--max-old-space-size'];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (drop.includes(arg)) i++;
    else if (!drop.some((flag) => arg.startsWith(`${flag}=`))) kept.push(arg);
  }
  return heapMb === undefined ? kept : [...kept, `--max-old-space-size=${heapMb}`];
};

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** A child for a batch of calls; nothing starts until the first call. */
export const startChildWork = (): ChildWork => {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let said = '';

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const spawn = (): ChildProcess => {
    const worker = fork(WORKER_PATH, [], {
      execArgv: childExecArgv(),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    worker.stderr?.setEncoding('utf8');
    worker.stderr?.on('data', (chunk: string) => {
      said = (said + chunk).slice(-2000);
    });
    worker.on('message', (answer: ChildAnswer) => {
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      if ('value' in answer) p.resolve(answer.value);
      else p.reject(new Error(answer.failure));
    });
    exited = new Promise((resolve) => {
      worker.once('exit', (code, signal) => {
        if (child === worker) child = undefined;
        failAll(
          new Error(
            `the child process exited (${signal ?? `code ${code}`}): ${said.trim().split('\n').at(-1) ?? ''}`,
          ),
        );
        resolve();
      });
    });
    worker.on('error', (err: Error) => failAll(err));
    return worker;
  };

  /** The calls made and not yet answered, so that close() waits for them. */
  const inFlight = new Set<Promise<unknown>>();

  return {
    call<T>(module: URL, name: string, ...args: unknown[]) {
      child ??= spawn();
      const worker = child;
      const id = nextId++;
      const answer = new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.send({ id, module: module.href, name, args } satisfies ChildCall, (err) => {
          if (err && pending.delete(id)) reject(err);
        });
      });
      const settled = answer.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.then(() => inFlight.delete(settled));
      return answer;
    },
    async close() {
      const worker = child;
      if (!worker) return;
      child = undefined;
      await Promise.all(inFlight);
      // The end of its channel ends the child (child-work-worker.ts).
      if (worker.connected) worker.disconnect();
      await exited;
    },
  };
};

/** One call in a child process of its own, ended once it answered. */
export const inChildProcess = async <T>(module: URL, name: string, ...args: unknown[]): Promise<T> => {
  const work = startChildWork();
  try {
    return await work.call<T>(module, name, ...args);
  } finally {
    await work.close();
  }
};
