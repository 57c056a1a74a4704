import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';
import { STORAGE_KEY_RE } from './storage-key.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a folder, one file per key. A body is written to `.tmp/` inside the same folder (so
 * the same file system) and renamed into place once complete: a reader never sees half a file,
 * and an aborted upload leaves only a temp file, which is deleted at once, or, after a crash,
 * swept at start and by the attachments' periodic sweep.
 */
export class DiskStorage implements FileStorage {
  readonly root: string;
  readonly #temp: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.#temp = path.join(this.root, '.tmp');
  }

  /** The file of a key; a key that is not one of ours is refused before it touches the disk. */
  pathOf(key: string): string {
    if (!STORAGE_KEY_RE.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(this.#temp, { recursive: true, mode: PRIVATE_DIR_MODE });
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    const temp = path.join(this.#temp, `${randomUUID()}.part`);
    // flush: the bytes are on disk before the rename makes them visible. Users' files are the
    // server's only (0600 in 0700 folders), as everything else it keeps.
    const out = createWriteStream(temp, { flags: 'wx', mode: PRIVATE_FILE_MODE, flush: true });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, out);
      await rename(temp, target);
      return { size: out.bytesWritten };
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable | null> {
    // Opened before answering, so a missing file is a null here, not a failure mid-response.
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** The files under the folder whose names are keys: temp files and anything not ours are left out. */
  async *list(): AsyncGenerator<StoredFile> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (!STORAGE_KEY_RE.test(key)) continue;
      const info = await stat(file).catch((err: unknown) => {
        if (isMissing(err)) return null;
        throw err;
      });
      if (info) yield { key, size: info.size, modified: info.mtime };
    }
  }

  /**
   * Deletes temp files whose last write is older than `olderThanMs` at `now`: left by a crash,
   * never by a running upload (older than any request may last). Only `.part` files are touched.
   */
  async sweepTemp(olderThanMs: number, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.#temp);
    } catch (err) {
      if (isMissing(err)) return 0;
      throw err;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith('.part')) continue;
      const file = path.join(this.#temp, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && now - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** How many uploads are being written now (tests check that a refusal leaves none). */
  async tempCount(): Promise<number> {
    return (await readdir(this.#temp).catch(() => [])).length;
  }
}
