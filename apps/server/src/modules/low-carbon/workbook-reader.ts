import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { childExecArgv } from '../../platform/child-work.ts';
import { type CarbonInputs, WorkbookError, type WorkbookProblem } from './carbon/index.ts';

/**
 * Workbooks are read off the event loop (issue 28): exceljs parses a workbook's XML in one
 * synchronous stretch per part, and a workbook that unpacks to tens of MB held a request's
 * event loop (every other request with it) for seconds and took hundreds of MB. Each workbook
 * is read in a worker process (workbook-worker.ts) with a time limit and a heap limit, at most
 * `workers` at once; more wait in line. A worker past its time is killed, one that ran out of
 * memory or failed is gone, and the next workbook starts a new one; a workbook refused so is
 * refused as any other (WorkbookError, `lowCarbonWorkbook.problem.tooHeavy`). Processes, not
 * worker threads (decision 228): a worker thread ended mid-read at its heap limit could abort
 * the whole server (Node's zlib binding asserted while the thread was torn down).
 */
export interface WorkbookLimits {
  /** Workers reading at once (2 on the 2-core machine: the event loop still answers in time). */
  workers: number;
  /** How long one workbook may take to read, ms; past it the worker is ended. */
  timeoutMs: number;
  /** A worker's heap (V8's old generation), MB; a workbook that needs more is refused. */
  heapMb: number;
  /** A worker idle this long ends, giving its memory back; the next workbook starts one. */
  idleMs: number;
}

/**
 * On the 2-core development machine the template filled in reads in about 20 ms once a worker
 * has started (0.5 s: the contract and exceljs); a workbook at the unpacked cap reads in 0.3 to
 * 0.7 s as 8 MiB of shared strings (a 64 MB heap holds it) and in 1.2 to 2.2 s as 8 MiB of cells
 * on a sheet (400,000 cells: more than 64 MB, within 128), several times that when the machine
 * is loaded, where the latter may be refused: no data-collection workbook comes near either
 * (docs/performance.md, "Workbook uploads").
 */
export const WORKBOOK_LIMITS: Readonly<WorkbookLimits> = {
  workers: 2,
  timeoutMs: 5_000,
  heapMb: 128,
  idleMs: 60_000,
};

/** What the reader sends a worker and what it answers (workbook-worker.ts). */
export interface WorkerJob {
  id: number;
  bytes: Uint8Array;
}
export type WorkerAnswer =
  | { id: number; inputs: CarbonInputs }
  | { id: number; problems: WorkbookProblem[] }
  | { id: number; failure: string };

const WORKER_PATH = fileURLToPath(new URL('./workbook-worker.ts', import.meta.url));

interface Job {
  bytes: Uint8Array;
  resolve: (inputs: CarbonInputs) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: ChildProcess;
  ready: boolean;
  running: (Job & { id: number; started: number; timer: NodeJS.Timeout }) | null;
  idle?: NodeJS.Timeout;
}

const tooHeavy = () =>
  new WorkbookError([{ sheet: '', cell: '', message: 'lowCarbonWorkbook.problem.tooHeavy' }]);

export interface WorkbookReader {
  /** The workbook's inputs, or WorkbookError with its problems; an Error when a worker failed. */
  read(bytes: Uint8Array): Promise<CarbonInputs>;
  /** The limits in force: a change applies to the next workbook (heapMb: the next worker). */
  readonly limits: WorkbookLimits;
  /** Workers alive, of them reading, and workbooks waiting for one. */
  state(): { workers: number; reading: number; waiting: number };
  /** Ends every worker; workbooks waiting are refused with an Error. */
  close(): Promise<void>;
}

export const createWorkbookReader = (limits: Partial<WorkbookLimits> = {}): WorkbookReader => {
  const settings: WorkbookLimits = { ...WORKBOOK_LIMITS, ...limits };
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;

  /** An idle worker does not keep the server's process alive, nor its channel. */
  const hold = (slot: Slot, held: boolean) => {
    if (held) {
      slot.worker.ref();
      slot.worker.channel?.ref();
    } else {
      slot.worker.unref();
      slot.worker.channel?.unref();
    }
  };

  const rest = (slot: Slot) => {
    slot.running = null;
    hold(slot, false);
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => end(slot), settings.idleMs);
    slot.idle.unref();
  };

  /**
   * Takes a worker out of the pool (ended, failed or idle); its running workbook hears `why`. A
   * worker that ends before it is ready would only be followed by another that does the same
   * (no workbook's fault: the heap limit, a missing file), so those waiting hear it instead, and
   * the others starting are ended with it.
   */
  const end = (slot: Slot, why?: Error) => {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.idle);
    const { running } = slot;
    if (running) {
      clearTimeout(running.timer);
      running.reject(why ?? new Error('the workbook worker ended while reading'));
    }
    if (!slot.ready) {
      const failure = new Error(`the workbook worker could not start: ${why?.message ?? 'it ended'}`);
      for (const job of waiting.splice(0)) job.reject(failure);
      for (const other of [...slots]) if (!other.ready) end(other, failure);
    }
    slot.worker.kill('SIGKILL');
    pump();
  };

  const start = (slot: Slot, job: Job) => {
    clearTimeout(slot.idle);
    hold(slot, true);
    const id = nextId++;
    const timer = setTimeout(() => end(slot, tooHeavy()), settings.timeoutMs);
    slot.running = { ...job, id, started: performance.now(), timer };
    slot.worker.send({ id, bytes: job.bytes } satisfies WorkerJob);
  };

  const answered = (slot: Slot, answer: WorkerAnswer) => {
    const { running } = slot;
    if (!running || running.id !== answer.id) return;
    clearTimeout(running.timer);
    rest(slot);
    // An answer that arrives after the limit (the timer was late: a busy event loop) is refused
    // as the timer would have refused it, so the limit does not depend on which came first.
    if (performance.now() - running.started > settings.timeoutMs) running.reject(tooHeavy());
    else if ('inputs' in answer) running.resolve(answer.inputs);
    else if ('problems' in answer) running.reject(new WorkbookError(answer.problems));
    else running.reject(new Error(`the workbook worker failed: ${answer.failure}`));
    pump();
  };

  const spawn = (): boolean => {
    let worker: ChildProcess;
    try {
      worker = fork(WORKER_PATH, [], {
        // The server's Node options with the worker's own heap limit.
        execArgv: childExecArgv(settings.heapMb),
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
    } catch (err) {
      // Refused at once: those waiting hear why.
      const failure = new Error(`the workbook worker could not start: ${(err as Error).message}`);
      for (const job of waiting.splice(0)) job.reject(failure);
      return false;
    }
    const slot: Slot = { worker, ready: false, running: null };
    slots.add(slot);
    // What it last wrote to stderr (V8's report of a heap limit, a start's failure), for the
    // error of a worker that could not start.
    let said = '';
    worker.stderr?.setEncoding('utf8');
    worker.stderr?.on('data', (chunk: string) => {
      said = (said + chunk).slice(-2000);
    });
    // A pipe is a socket: it must not keep the server's process alive either.
    (worker.stderr as Socket | null)?.unref();
    worker.on('message', (message: 'ready' | WorkerAnswer) => {
      if (message !== 'ready') return answered(slot, message);
      slot.ready = true;
      rest(slot);
      pump();
    });
    worker.on('error', (err: Error) => end(slot, err));
    // A worker that dies while reading (its heap limit: V8 aborts the process) refuses that
    // workbook as too heavy; one that dies before it is ready could not start.
    worker.on('exit', (code, signal) =>
      end(
        slot,
        slot.ready && slot.running
          ? tooHeavy()
          : new Error(
              `the workbook worker exited (${signal ?? `code ${code}`}): ${said.trim().split('\n')[0] ?? ''}`,
            ),
      ),
    );
    return true;
  };

  function pump() {
    while (waiting.length > 0) {
      const free = [...slots].find((s) => s.ready && !s.running);
      if (free) {
        start(free, waiting.shift()!);
        continue;
      }
      const starting = [...slots].filter((s) => !s.ready).length;
      if (slots.size < settings.workers && starting < waiting.length) {
        if (!spawn()) return;
        continue;
      }
      return;
    }
  }

  return {
    limits: settings,
    read: (bytes) =>
      new Promise<CarbonInputs>((resolve, reject) => {
        waiting.push({ bytes, resolve, reject });
        pump();
      }),
    state: () => ({
      workers: slots.size,
      reading: [...slots].filter((s) => s.running).length,
      waiting: waiting.length,
    }),
    async close() {
      for (const job of waiting.splice(0)) job.reject(new Error('the workbook reader was closed'));
      const workers = [...slots].map((s) => s.worker);
      const exited = workers.map(
        (w) =>
          new Promise<void>((resolve) =>
            w.exitCode !== null || w.signalCode !== null ? resolve() : w.once('exit', () => resolve()),
          ),
      );
      for (const slot of [...slots]) end(slot, new Error('the workbook reader was closed'));
      await Promise.all(exited);
    },
  };
};

let shared: WorkbookReader | undefined;

/** The server's reader, made at the first workbook. */
export const workbookReader = (): WorkbookReader => {
  shared ??= createWorkbookReader();
  return shared;
};

/** The server reader's workbooks being read and waiting, for the metrics; no worker is made for it. */
export const workbookReading = (): { running: number; queued: number } => {
  const state = shared?.state();
  return { running: state?.reading ?? 0, queued: state?.waiting ?? 0 };
};
