import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { evidenceLedger } from '../modules/evidence/index.ts';
import {
  type ArchiveEntry,
  DATABASE_ENTRIES,
  entryBytes,
  keyOfEntry,
  MANIFEST_ENTRY,
  type Manifest,
  readArchive,
  sha256Hex,
  ZManifest,
} from '../platform/backup/archive.ts';
import {
  databaseContents,
  databaseNotEmpty,
  placeSqlite,
  restorePostgres,
  schemaOf,
  sqliteFileOf,
} from '../platform/db/backup.ts';
import { openDatabase } from '../platform/db/database.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../platform/private-files.ts';
import { DiskStorage } from '../platform/storage/disk-storage.ts';
import { createFileStorage, type FileStorage } from '../platform/storage/file-storage.ts';
import { S3Storage } from '../platform/storage/s3-storage.ts';
import { type CommandDeps, formatBytes } from './backup.ts';

/**
 * Restores an archive of `npm run backup` into the database and file storage the settings
 * name, which must both be empty (the server stopped).
 *
 *   npm run restore -- --from FILE
 *
 * The archive is read once to check it against its manifest before anything is written, then
 * the files are stored, then the database is put in place (SQLite) or restored in one
 * transaction (PostgreSQL, also into a schema of another name). Each table's rows, the files
 * and the ledger's head are checked against the manifest; then the migrations bring an older
 * backup up to date and the whole ledger is verified.
 */

const USAGE = `Usage: npm run restore -- --from FILE

  --from   an archive written by npm run backup
The database (DATA_DIR's SQLite file, or DATABASE_URL's DATABASE_SCHEMA) and the file storage
(STORAGE_DIR, DATA_DIR/files or S3_BUCKET) must be empty.
`;

const OPTIONS = {
  from: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const MANIFEST_LIMIT = 1024 * 1024;

/** A refusal before anything was written: exit code 2. */
class Refused extends Error {}

const whereFiles = (storage: FileStorage) =>
  storage instanceof DiskStorage
    ? `the files folder ${storage.root}`
    : storage instanceof S3Storage
      ? `the S3 bucket ${storage.bucket}`
      : 'the file storage';

const hasFiles = async (storage: FileStorage) => {
  for await (const _ of storage.list()) return true;
  return false;
};

const drain = async (entry: ArchiveEntry, hash?: ReturnType<typeof sha256Hex>) => {
  let bytes = 0;
  for await (const chunk of entry) {
    bytes += chunk.length;
    hash?.update(chunk);
  }
  return bytes;
};

/** Reads the whole archive without writing anything: its manifest, if everything agrees with it. */
const checkArchive = async (file: string): Promise<Manifest> => {
  const names = new Set<string>();
  let manifestText: string | undefined;
  let database: { name: string; bytes: number; sha256: string } | undefined;
  let count = 0;
  let bytes = 0;
  await readArchive(file, async (entry) => {
    if (manifestText !== undefined) throw new Error(`${entry.path} comes after the manifest`);
    if (names.has(entry.path)) throw new Error(`${entry.path} is in it twice`);
    names.add(entry.path);
    if (entry.path === MANIFEST_ENTRY) {
      manifestText = (await entryBytes(entry, MANIFEST_LIMIT)).toString('utf8');
    } else if (Object.values<string>(DATABASE_ENTRIES).includes(entry.path)) {
      if (database) throw new Error('it holds two databases');
      const hash = sha256Hex();
      const size = await drain(entry, hash);
      database = { name: entry.path, bytes: size, sha256: hash.digest('hex') };
    } else if (keyOfEntry(entry.path)) {
      const size = await drain(entry);
      bytes += size;
      count += 1;
    } else {
      throw new Error(`it holds ${entry.path}, which no backup writes`);
    }
  });
  if (manifestText === undefined) throw new Error('it has no manifest (a backup cut off before its end?)');
  let parsed: ReturnType<typeof ZManifest.safeParse>;
  try {
    parsed = ZManifest.safeParse(JSON.parse(manifestText));
  } catch {
    throw new Error('its manifest is not JSON');
  }
  if (!parsed.success) {
    throw new Error(`its manifest is not one this version reads: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  const manifest = parsed.data;
  const expected = manifest.database;
  if (
    !database ||
    database.name !== expected.entry ||
    database.name !== DATABASE_ENTRIES[manifest.engine] ||
    database.bytes !== expected.bytes ||
    database.sha256 !== expected.sha256
  ) {
    throw new Error(
      `its database is not the one the manifest names (${expected.entry}, sha256 ${expected.sha256})`,
    );
  }
  if (count !== manifest.files.count || bytes !== manifest.files.bytes) {
    throw new Error(
      `it holds ${count} files (${bytes} bytes), the manifest says ${manifest.files.count} (${manifest.files.bytes} bytes)`,
    );
  }
  if (manifest.engine === 'postgres' && !manifest.schema) throw new Error('its manifest names no schema');
  return manifest;
};

/** Writes the files into the storage and the database entry into `dbFile`; answers the files' count. */
const unpack = async (file: string, manifest: Manifest, storage: FileStorage, dbFile: string) => {
  let files = 0;
  await readArchive(file, async (entry) => {
    if (entry.path === manifest.database.entry) {
      const hash = sha256Hex();
      const out = fs.createWriteStream(dbFile, { flags: 'wx', mode: PRIVATE_FILE_MODE });
      const counting = Readable.from(
        (async function* () {
          for await (const chunk of entry) {
            hash.update(chunk);
            yield chunk;
          }
        })(),
      );
      await new Promise<void>((resolve, reject) => {
        counting.pipe(out).on('close', resolve).on('error', reject);
        counting.on('error', reject);
      });
      if (hash.digest('hex') !== manifest.database.sha256)
        throw new Error('the database changed since it was checked');
      return;
    }
    const key = keyOfEntry(entry.path);
    if (!key) {
      entry.resume();
      return;
    }
    const { size } = await storage.put(key, Readable.from(entry as AsyncIterable<Buffer>));
    if (size !== entry.size) throw new Error(`${entry.path}: ${size} of ${entry.size} bytes stored`);
    files += 1;
  });
  return files;
};

const rowDifferences = (expected: Record<string, number>, found: Record<string, number>) =>
  [...new Set([...Object.keys(expected), ...Object.keys(found)])]
    .sort()
    .filter((name) => expected[name] !== found[name])
    .map(
      (name) =>
        `${name}: ${found[name] === undefined ? 'missing' : `${found[name]} rows`}, the backup has ${expected[name] === undefined ? 'no such table' : `${expected[name]} rows`}`,
    );

/** Runs the command with `argv` (without node and the script); answers the exit code. */
export const restoreCommand = async (argv: string[], deps: CommandDeps = {}): Promise<number> => {
  const io = deps.io ?? { stdout: process.stdout, stderr: process.stderr };
  let args: { from?: string; help?: boolean };
  try {
    args = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (args.help || !args.from) {
    (args.help ? io.stdout : io.stderr).write(USAGE);
    return args.help ? 0 : 2;
  }
  const archive = path.resolve(args.from);
  if (!fs.existsSync(archive)) {
    io.stderr.write(`There is no file ${archive}.\n`);
    return 2;
  }
  const config = loadConfig(deps.env ?? process.env);
  const storage = await createFileStorage(config);
  let staging: string | undefined;
  let writing = false;
  try {
    // The targets first: a refusal should not wait for a large archive to be read.
    const refusals = [
      await databaseNotEmpty(config),
      (await hasFiles(storage))
        ? `${whereFiles(storage)} already has files: restore into an empty one`
        : null,
    ].filter((r): r is string => r !== null);
    if (refusals.length > 0) throw new Refused(`Nothing restored: ${refusals.join('; ')}.`);

    let manifest: Manifest;
    try {
      manifest = await checkArchive(archive);
    } catch (error) {
      throw new Error(`${archive} is not a complete backup: ${(error as Error).message}`);
    }
    const engine = config.DATABASE_URL ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine) {
      throw new Refused(
        `Nothing restored: the backup is of a ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, the settings name ${engine === 'sqlite' ? 'SQLite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}.`,
      );
    }

    makePrivateDir(config.DATA_DIR);
    staging = fs.mkdtempSync(path.join(config.DATA_DIR, '.steel-epd-restore-'));
    const dbFile = path.join(staging, manifest.database.entry);
    writing = true;
    const files = await unpack(archive, manifest, storage, dbFile);
    if (manifest.engine === 'sqlite') placeSqlite(config, dbFile);
    else await restorePostgres(config, dbFile, manifest.schema ?? 'public');

    const restored = await databaseContents(config);
    const problems = rowDifferences(manifest.tables, restored.tables);
    if (files !== manifest.files.count)
      problems.push(`${files} files stored, the backup has ${manifest.files.count}`);
    if (restored.ledger?.headHash !== manifest.ledger?.headHash) {
      problems.push(
        `the ledger's head is ${restored.ledger?.headHash ?? 'none'}, the backup's ${manifest.ledger?.headHash ?? 'none'}`,
      );
    }
    if (problems.length > 0) {
      io.stderr.write(
        `Restored, but it does not match the backup:\n${problems.map((p) => `  ${p}\n`).join('')}`,
      );
      return 1;
    }

    // The migrations bring a backup of an older version up to date; then the whole chain is checked.
    const db = await openDatabase(config);
    let chain: Awaited<ReturnType<ReturnType<typeof evidenceLedger>['verifyChain']>>;
    try {
      chain = await evidenceLedger(db.db, db.dialect).verifyChain();
    } finally {
      await db.close();
    }
    if (!chain.ok) {
      io.stderr.write(
        `Restored, but the evidence ledger does not verify from entry ${chain.firstBad?.id}.\n`,
      );
      return 1;
    }
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const where = config.DATABASE_URL ? `PostgreSQL schema ${schemaOf(config)}` : sqliteFileOf(config);
    io.stdout.write(
      [
        `Restored ${archive} (made ${manifest.createdAt})`,
        `  database: ${where}, ${Object.keys(manifest.tables).length} tables and ${rows} rows as in the backup, migrated to the latest`,
        `  files: ${files} (${formatBytes(manifest.files.bytes)}) into ${whereFiles(storage)}`,
        `  ledger: ${chain.checked === 0 ? 'empty' : `${chain.checked} entries verify, head ${chain.headId} ${chain.headHash}`}`,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(
      writing
        ? `Restore failed: ${message}\nWhat it stored may stay in ${whereFiles(storage)}; empty it before trying again.\n`
        : `Restore refused, nothing written: ${message}\n`,
    );
    return 1;
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    storage.close?.();
  }
};

if (import.meta.main) {
  restoreCommand(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
