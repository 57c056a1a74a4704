import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Header, Pack, Parser, ReadEntry } from 'tar';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../private-files.ts';
import { STORAGE_KEY_RE } from '../storage/storage-key.ts';

/**
 * A backup is one .tar.gz: the database (`database.sqlite`, SQLite's online copy, or
 * `database.pgdump`, pg_dump's custom format), every stored file under `files/<key>`, and last
 * `manifest.json`, written after everything it counts: an archive without it was cut off.
 */
export const BACKUP_FORMAT = 'steel-epd-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const FILES_PREFIX = 'files/';
export const DATABASE_ENTRIES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/** A PostgreSQL schema name as DATABASE_SCHEMA allows it: safe inside SQL and on a command line. */
export const SCHEMA_NAME_RE = /^[a-z_][a-z0-9_]{0,62}$/;

const ZCount = z.number().int().min(0);
const ZSha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  engine: z.enum(['sqlite', 'postgres']),
  /** The PostgreSQL schema the dump holds; null on SQLite. */
  schema: z.string().regex(SCHEMA_NAME_RE).nullable(),
  createdAt: z.iso.datetime(),
  /** The last migration the database had when it was copied. */
  migration: z.string().nullable(),
  database: z.object({ entry: z.string(), bytes: ZCount, sha256: ZSha256 }),
  /** Rows of every table, as the copy holds them. */
  tables: z.record(z.string(), ZCount),
  files: z.object({ count: ZCount, bytes: ZCount }),
  /** The evidence ledger's last entry in the copy; null when it is empty. */
  ledger: z.object({ entries: ZCount, headId: z.number().int(), headHash: ZSha256 }).nullable(),
});
export type Manifest = z.infer<typeof ZManifest>;

export const sha256Hex = () => createHash('sha256');

/** Writes entries one after the other into a gzipped tar file (0600, which must not exist yet). */
export class ArchiveWriter {
  readonly #pack = new Pack({ gzip: true, portable: true });
  readonly #out: fs.WriteStream;
  readonly #written: Promise<void>;
  #failure: Error | null = null;

  constructor(file: string) {
    const out = fs.createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE });
    this.#out = out;
    this.#written = new Promise((resolve, reject) => {
      const fail = (err: unknown) => {
        this.#failure ??= err instanceof Error ? err : new Error(String(err));
        reject(this.#failure);
      };
      out.on('close', () => (this.#failure ? reject(this.#failure) : resolve()));
      out.on('error', fail);
      this.#pack.on('error', fail);
    });
    // Seen by finish(); a failure while entries are added is thrown by the next add().
    this.#written.catch(() => {});
    this.#pack.pipe(out);
  }

  /**
   * Adds a file entry of exactly `size` bytes from `body` and answers their SHA-256. A body
   * that brings more or fewer bytes (a file changed while it was read) fails the archive.
   */
  async add(name: string, size: number, body: AsyncIterable<Buffer | string> | Buffer): Promise<string> {
    if (this.#failure) throw this.#failure;
    const entry = new ReadEntry(
      new Header({ path: name, size, mode: PRIVATE_FILE_MODE, mtime: new Date(), type: 'File' }),
    );
    this.#pack.add(entry);
    const hash = sha256Hex();
    let seen = 0;
    for await (const piece of Buffer.isBuffer(body) ? [body] : body) {
      const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
      seen += chunk.length;
      if (seen > size) throw new Error(`${name} grew while it was read (more than ${size} bytes)`);
      hash.update(chunk);
      if (!entry.write(chunk)) await new Promise((resolve) => entry.once('drain', resolve));
      if (this.#failure) throw this.#failure;
    }
    if (seen !== size) throw new Error(`${name} shrank while it was read (${seen} of ${size} bytes)`);
    entry.end();
    return hash.digest('hex');
  }

  /** Gives up a failed archive: its file is closed (the caller removes it). */
  async abort(): Promise<void> {
    this.#failure ??= new Error('archive abandoned');
    if (!this.#out.closed) {
      await new Promise<void>((resolve) => {
        this.#out.once('close', () => resolve());
        this.#out.destroy();
      });
    }
  }

  /** Ends the archive and waits until every byte is in the file. */
  async finish(): Promise<void> {
    this.#pack.end();
    await this.#written;
  }
}

/** One entry as a reader sees it: a plain file's name, size and bytes (read them, or skip them). */
export type ArchiveEntry = ReadEntry;

/**
 * Reads a gzipped tar file's entries in order, each handed to `onEntry`, which must read the
 * entry to its end or `resume()` it; the next one is handed over once it has returned. Anything but a plain file, a
 * damaged or cut archive, or an `onEntry` that throws, fails the read.
 */
export const readArchive = (file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> =>
  new Promise((resolve, reject) => {
    const input = fs.createReadStream(file);
    const parser = new Parser({ strict: true });
    let failed = false;
    // An entry "ends" once its last bytes are read, before its reader is done with them: the
    // readers are chained, so one runs at a time and the parser waits on the one after.
    let chain: Promise<void> = Promise.resolve();
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      input.destroy();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    parser.on('entry', (entry: ReadEntry) => {
      chain = chain
        .then(async () => {
          if (failed) {
            entry.resume();
            return;
          }
          if (entry.type !== 'File' && entry.type !== 'OldFile') {
            throw new Error(`unexpected ${entry.type} entry ${entry.path} in the archive`);
          }
          await onEntry(entry);
        })
        .catch((err: unknown) => {
          entry.resume();
          fail(err);
        });
    });
    parser.on('error', fail);
    input.on('error', fail);
    parser.on('end', () => {
      chain.then(() => {
        if (!failed) resolve();
      }, fail);
    });
    input.pipe(parser);
  });

/** The storage key of a `files/…` entry, or null for any other name. */
export const keyOfEntry = (name: string): string | null => {
  if (!name.startsWith(FILES_PREFIX)) return null;
  const key = name.slice(FILES_PREFIX.length);
  return STORAGE_KEY_RE.test(key) ? key : null;
};

/** Reads an entry to its end; answers its bytes (for the small manifest). */
export const entryBytes = async (entry: ArchiveEntry, limit: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > limit) throw new Error(`${entry.path} is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};
