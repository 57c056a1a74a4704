import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import {
  ArchiveWriter,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
} from '../platform/backup/archive.ts';
import { copyDatabase } from '../platform/db/backup.ts';
import { makePrivateDir } from '../platform/private-files.ts';
import { createFileStorage } from '../platform/storage/file-storage.ts';

/**
 * Backs up the database and the stored files into one .tar.gz, while the server runs.
 *
 *   npm run backup [-- --out FILE]
 *
 * The database is copied first (SQLite's online backup, or pg_dump of DATABASE_SCHEMA), then
 * every file of the storage (the files folder or the S3 bucket): a file whose row is in the
 * copy was stored before it, so it is there too. The manifest, last in the archive, counts
 * each table's rows, the files and the evidence ledger's head; `npm run restore` checks them.
 */

const USAGE = `Usage: npm run backup [-- --out FILE]

  --out   the archive to write (it must not exist); default DATA_DIR/backups/steel-epd-<UTC time>.tar.gz
`;

const OPTIONS = {
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface BackupIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export interface CommandDeps {
  io?: BackupIo;
  /** Settings for loadConfig; the process environment by default. */
  env?: Record<string, string | undefined>;
  /** The time written into the default name and the manifest. */
  now?: () => Date;
}

/** `20260102T030405Z`: sorts by time, and is a file name everywhere. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export const formatBytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} KB`
      : bytes < 1024 ** 3
        ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
        : `${(bytes / 1024 ** 3).toFixed(2)} GB`;

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** Runs the command with `argv` (without node and the script); answers the exit code. */
export const backupCommand = async (argv: string[], deps: CommandDeps = {}): Promise<number> => {
  const io = deps.io ?? { stdout: process.stdout, stderr: process.stderr };
  let args: { out?: string; help?: boolean };
  try {
    args = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const config = loadConfig(deps.env ?? process.env);
  const startedAt = (deps.now ?? (() => new Date()))();
  let out: string;
  if (args.out) {
    out = path.resolve(args.out);
  } else {
    const folder = path.join(config.DATA_DIR, 'backups');
    makePrivateDir(folder);
    out = path.join(folder, `steel-epd-${stamp(startedAt)}.tar.gz`);
  }
  if (fs.existsSync(out)) {
    io.stderr.write(`${out} exists already: name another file with --out.\n`);
    return 2;
  }
  if (!fs.existsSync(path.dirname(out))) {
    io.stderr.write(`The folder ${path.dirname(out)} does not exist.\n`);
    return 2;
  }

  // Beside the archive: the copy needs about the database's size, where the archive goes anyway.
  const staging = fs.mkdtempSync(path.join(path.dirname(out), '.steel-epd-backup-'));
  const partial = `${out}.partial`;
  const storage = await createFileStorage(config);
  let archive: ArchiveWriter | undefined;
  try {
    const copy = await copyDatabase(config, staging);
    archive = new ArchiveWriter(partial);
    const dbBytes = fs.statSync(copy.file).size;
    const dbSha = await archive.add(copy.entry, dbBytes, fs.createReadStream(copy.file));
    fs.rmSync(copy.file);

    // Listed after the copy was taken: every file a copied row names had been stored by then.
    let count = 0;
    let bytes = 0;
    let gone = 0;
    for await (const file of storage.list()) {
      const body = await storage.get(file.key);
      if (!body) {
        gone += 1;
        continue;
      }
      await archive.add(FILES_PREFIX + file.key, file.size, body);
      count += 1;
      bytes += file.size;
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      engine: copy.engine,
      schema: copy.schema,
      createdAt: startedAt.toISOString(),
      migration: copy.migration,
      database: { entry: copy.entry, bytes: dbBytes, sha256: dbSha },
      tables: copy.tables,
      files: { count, bytes },
      ledger: copy.ledger,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await archive.add(MANIFEST_ENTRY, text.length, text);
    await archive.finish();
    fs.renameSync(partial, out);

    const where = copy.engine === 'sqlite' ? 'SQLite' : `PostgreSQL schema ${copy.schema}`;
    io.stdout.write(
      [
        `Backup written: ${out} (${formatBytes(fs.statSync(out).size)})`,
        `  database: ${where}, ${Object.keys(copy.tables).length} tables, ${sum(copy.tables)} rows, migration ${copy.migration ?? 'none'}`,
        `  files: ${count} (${formatBytes(bytes)})${gone ? `; ${gone} removed while the backup ran, not in it` : ''}`,
        `  ledger: ${copy.ledger ? `${copy.ledger.entries} entries, head ${copy.ledger.headId} ${copy.ledger.headHash}` : 'empty'}`,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    await archive?.abort();
    fs.rmSync(partial, { force: true });
    io.stderr.write(
      `Backup failed, nothing written: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    storage.close?.();
  }
};

if (import.meta.main) {
  backupCommand(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
