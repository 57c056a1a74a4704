import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { NEW_STORAGE_KEY_RE } from '../../platform/storage/storage-key.ts';
import { attachmentsStore } from './attachments.store.ts';

/**
 * How much older than the request timeout a stored file without a row must be before it is
 * taken for a crash's: past its body, an upload still has its content check (a workbook's) and
 * the row's insert in its transaction to do, and the store's clock may differ from the server's.
 */
export const ORPHAN_MARGIN_MS = 15 * 60 * 1000;

/** A listening server sweeps at start and then this often. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Keys asked about in one query. */
const PAGE = 500;

export interface SweepDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** REQUEST_TIMEOUT_MS: no upload is still being received, nor its row committed, much past it. */
  requestTimeoutMs: number;
}

export interface SweepResult {
  /** Keys of the server's own shape (`yyyy/mm/<uuid>`) the store holds. */
  listed: number;
  /** Old keys a row names: kept. */
  withRows: number;
  /** Old keys no row names. */
  orphans: number;
  removed: number;
  /** Temp files a crash left, removed (disk only). */
  temp: number;
  /** No old key has a row: this database is not the store's, and nothing was removed. */
  refused: boolean;
}

/**
 * Removes what a crash left in the file storage: a file stored whose row never committed (killed
 * between the put and the commit, or during a rollback's removal), and temp files of writes
 * that never ended. A stored file goes only when no attachments row names its key and it is
 * older than the request timeout plus ORPHAN_MARGIN_MS (by the store's own time: mtime, or
 * LastModified), so an upload in progress, whose row is not committed yet, is never touched; a
 * temp file goes when its last write is older than the request timeout. Only keys of the
 * server's own shape are looked at. Rows are never deleted, so a key found without a row at
 * that age cannot gain one; several instances may sweep at once (removing a missing key is not
 * an error). When none of the old keys has a row, the database is not the one these files
 * belong to (a wrong DATABASE_URL, a database restored without its files): nothing is removed.
 */
export const sweepStoredFiles = async (
  { db, storage, log, requestTimeoutMs }: SweepDeps,
  options: { now?: number; stopped?: () => boolean } = {},
): Promise<SweepResult> => {
  const now = options.now ?? Date.now();
  const stopped = options.stopped ?? (() => false);
  const store = attachmentsStore(db);
  const temp = (await storage.sweepTemp?.(requestTimeoutMs, now)) ?? 0;
  const minAgeMs = requestTimeoutMs + ORPHAN_MARGIN_MS;

  let listed = 0;
  let withRows = 0;
  const orphans: string[] = [];
  let page: string[] = [];
  const checkPage = async () => {
    const named = await store.keysWithRows(page);
    withRows += named.size;
    for (const key of page) if (!named.has(key)) orphans.push(key);
    page = [];
  };
  for await (const file of storage.list()) {
    if (stopped()) break;
    if (!NEW_STORAGE_KEY_RE.test(file.key)) continue;
    listed += 1;
    if (now - file.modified.getTime() <= minAgeMs) continue;
    page.push(file.key);
    if (page.length >= PAGE) await checkPage();
  }
  await checkPage();

  const result = { listed, withRows, orphans: orphans.length, removed: 0, temp, refused: false };
  if (orphans.length > 0 && withRows === 0) {
    log.error(
      { listed, orphans: orphans.length },
      'stored files: none removed, as no old one has an attachments row (is this the database they belong to?)',
    );
    return { ...result, refused: true };
  }
  for (const key of orphans) {
    if (stopped()) break;
    try {
      await storage.remove(key);
      result.removed += 1;
    } catch (err) {
      log.warn({ err, key }, 'stored file without a row not removed');
    }
  }
  if (result.removed > 0 || temp > 0) {
    log.info(
      { removed: result.removed, temp, listed },
      'stored files: removed those without an attachments row and temp files a crash left',
    );
  }
  return result;
};

/**
 * The sweep at start (a listening server) and every SWEEP_EVERY_MS after, one run at a time,
 * on a timer that keeps no process alive. `stop` (the app's close) ends a run in progress
 * between two keys and waits for it.
 */
export const storedFilesSweeper = (deps: SweepDeps, everyMs = SWEEP_EVERY_MS) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = sweepStoredFiles(deps, { stopped: () => stopped })
      .then(() => {})
      .catch((err: unknown) => deps.log.warn({ err }, 'stored files sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer || stopped) return;
      run();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
