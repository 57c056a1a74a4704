import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { DATABASE_ENTRIES, SCHEMA_NAME_RE } from '../backup/archive.ts';
import { PRIVATE_FILE_MODE } from '../private-files.ts';
import { type DatabaseContents, postgresContents, sqliteContents } from './backup-contents.ts';
import { missingTool, runTool, type ToolRun, toolConnection, toolFailed } from './backup-tools.ts';
import type { Dialect } from './database.ts';

/**
 * The database side of a backup and a restore, below the SQL the modules speak: SQLite's online
 * copy and PostgreSQL's pg_dump, pg_restore and psql, each table's rows counted the same way on
 * the copy and on the restored database.
 */

export type DatabaseConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_SCHEMA'>;

export interface DatabaseCopy extends DatabaseContents {
  engine: Dialect;
  schema: string | null;
  /** The copy, a file in the staging folder. */
  file: string;
  entry: string;
}

export const sqliteFileOf = (config: DatabaseConfig) => path.join(config.DATA_DIR, 'steel-epd.sqlite');
export const schemaOf = (config: DatabaseConfig) => config.DATABASE_SCHEMA ?? 'public';

/**
 * Copies the database the settings name into `stagingDir`, while the server may run, and counts
 * what the copy holds. SQLite: the online backup API (a consistent copy, taken page by page
 * between the server's writes). PostgreSQL: pg_dump of the schema in custom format, inside a
 * repeatable-read transaction whose snapshot pg_dump shares, so the counts are of the same rows.
 */
export const copyDatabase = async (config: DatabaseConfig, stagingDir: string): Promise<DatabaseCopy> => {
  if (!config.DATABASE_URL) {
    const source = sqliteFileOf(config);
    if (!fs.existsSync(source)) throw new Error(`there is no database at ${source}`);
    const file = path.join(stagingDir, DATABASE_ENTRIES.sqlite);
    const db = new SQLite(source, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      await db.backup(file);
    } finally {
      db.close();
    }
    fs.chmodSync(file, PRIVATE_FILE_MODE);
    return { engine: 'sqlite', schema: null, file, entry: DATABASE_ENTRIES.sqlite, ...sqliteContents(file) };
  }
  const schema = schemaOf(config);
  const file = path.join(stagingDir, DATABASE_ENTRIES.postgres);
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const exists = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    if (exists.rowCount === 0) throw new Error(`the database has no schema "${schema}"`);
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id;
    const contents = await postgresContents(client, schema);
    const tool = toolConnection(config.DATABASE_URL);
    const run = await runTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--schema=${schema}`,
        `--file=${file}`,
        `--dbname=${tool.url}`,
      ],
      tool.env,
    );
    if (run.code !== 0) throw toolFailed('pg_dump', run);
    await client.query('commit');
    fs.chmodSync(file, PRIVATE_FILE_MODE);
    return { engine: 'postgres', schema, file, entry: DATABASE_ENTRIES.postgres, ...contents };
  } finally {
    await client.end();
  }
};

/** Why a restore may not write into the configured database, or null when it is empty. */
export const databaseNotEmpty = async (config: DatabaseConfig): Promise<string | null> => {
  if (!config.DATABASE_URL) {
    const file = sqliteFileOf(config);
    if (!fs.existsSync(file)) return null;
    const tables = Object.keys(sqliteContents(file).tables).length;
    return tables === 0
      ? null
      : `the database ${file} already has ${tables} tables: restore into a DATA_DIR without a database (move the file away first)`;
  }
  const schema = schemaOf(config);
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
      [schema],
    );
    const relations = Number(rows[0]?.n ?? 0);
    return relations === 0
      ? null
      : `the PostgreSQL schema "${schema}" already has ${relations} tables and sequences: restore into an empty schema (drop it first, or set DATABASE_SCHEMA to a new one)`;
  } finally {
    await client.end();
  }
};

/**
 * Puts a verified SQLite copy in place as the configured database: linked under its name, which
 * fails rather than replace a file that appeared meanwhile. An empty database file there (no
 * tables) is removed first.
 */
export const placeSqlite = (config: DatabaseConfig, copy: string): void => {
  const target = sqliteFileOf(config);
  if (fs.existsSync(target)) {
    if (Object.keys(sqliteContents(target).tables).length > 0) throw new Error(`${target} is not empty`);
    for (const side of ['', '-wal', '-shm']) fs.rmSync(target + side, { force: true });
  }
  fs.linkSync(copy, target);
  fs.rmSync(copy);
  fs.chmodSync(target, PRIVATE_FILE_MODE);
};

/**
 * Restores a pg_dump of schema `source` into the configured schema, in one transaction (psql
 * fed by pg_restore): either all of it is there afterwards, or nothing. A dump is restored under
 * its own schema name and then, for another target, its tables are moved into the target and the
 * emptied schema dropped. When the database already has a schema of the source's name (another
 * deployment's), that one is renamed aside for the transaction and back before it commits.
 */
export const restorePostgres = async (
  config: DatabaseConfig,
  dump: string,
  source: string,
): Promise<void> => {
  if (!config.DATABASE_URL) throw new Error('restorePostgres needs DATABASE_URL');
  const target = schemaOf(config);
  if (!SCHEMA_NAME_RE.test(source) || !SCHEMA_NAME_RE.test(target)) throw new Error('invalid schema name');
  const tool = toolConnection(config.DATABASE_URL);

  // The dump's own CREATE SCHEMA (and its comment, which only the schema's owner may set) is
  // left out: the script below makes the schema it restores into.
  const listing = await runTool('pg_restore', ['--list', dump], tool.env);
  if (listing.code !== 0) throw toolFailed('pg_restore', listing);
  const list = path.join(path.dirname(dump), 'restore.list');
  fs.writeFileSync(
    list,
    listing.stdout
      .split('\n')
      .filter((line) => !/^\d+; \d+ \d+ (SCHEMA - |COMMENT - SCHEMA )/.test(line))
      .join('\n'),
    { mode: PRIVATE_FILE_MODE },
  );

  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  const sourceTaken =
    source !== target &&
    ((await client.query('select 1 from pg_namespace where nspname = $1', [source])).rowCount ?? 0) > 0;
  await client.end();

  const aside = `steel_epd_restore_${randomBytes(4).toString('hex')}`;
  const before = [
    'begin;',
    sourceTaken ? `alter schema ${source} rename to ${aside};` : '',
    source === target ? `create schema if not exists ${target};` : `create schema ${source};`,
  ];
  const after =
    source === target
      ? ['commit;']
      : [
          `create schema if not exists ${target};`,
          `do $move$ declare t record; begin
             for t in select tablename from pg_tables where schemaname = '${source}' loop
               execute format('alter table %I.%I set schema %I', '${source}', t.tablename, '${target}');
             end loop;
           end $move$;`,
          `drop schema ${source};`,
          sourceTaken ? `alter schema ${aside} rename to ${source};` : '',
          'commit;',
        ];

  const script = spawn(
    'pg_restore',
    ['--no-owner', '--no-privileges', `--use-list=${list}`, '--file=-', dump],
    { env: tool.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let scriptErrors = '';
  script.stderr.on('data', (chunk: Buffer) => {
    scriptErrors += chunk.toString('utf8');
  });
  const scriptDone = new Promise<number>((resolve, reject) => {
    script.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? missingTool('pg_restore') : err),
    );
    script.on('close', (code) => resolve(code ?? 1));
  });
  scriptDone.catch(() => {});
  let run: ToolRun;
  try {
    run = await runTool(
      'psql',
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${tool.url}`],
      tool.env,
      (stdin) =>
        pipeline(async function* () {
          yield `${before.join('\n')}\n`;
          yield* script.stdout;
          // A script cut short must not be committed: psql then ends without COMMIT, rolled back.
          const code = await scriptDone;
          if (code !== 0) throw toolFailed('pg_restore', { code, stdout: '', stderr: scriptErrors });
          yield `\n${after.join('\n')}\n`;
        }, stdin),
    );
  } finally {
    if (script.exitCode === null) script.kill();
  }
  if (run.code !== 0) throw toolFailed('psql', run);
};

/** What the configured database holds now (after a restore, before its migrations). */
export const databaseContents = async (config: DatabaseConfig): Promise<DatabaseContents> => {
  if (!config.DATABASE_URL) return sqliteContents(sqliteFileOf(config));
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    return await postgresContents(client, schemaOf(config));
  } finally {
    await client.end();
  }
};
