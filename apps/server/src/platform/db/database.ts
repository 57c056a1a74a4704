import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { makePrivateDir, makePrivateFile, narrowToOwner } from '../private-files.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

/** PostgreSQL's int8 and numeric come back as strings by default; ours fit in a JS number. */
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 || oid === 1700 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
};

/**
 * Opens the database the configuration names (PostgreSQL when DATABASE_URL is set, else the
 * SQLite file in the data folder) and brings its schema to the latest migration.
 */
export const openDatabase = async (
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_SCHEMA'>,
  options: { sqliteFile?: string } = {},
): Promise<Db> => {
  let result: Db;
  let schema: string | undefined;
  if (config.DATABASE_URL) {
    schema = config.DATABASE_SCHEMA ?? 'public';
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      options: `-c search_path=${schema}`,
      types: pgTypes,
      max: 10,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await pool.query(`create schema if not exists ${schema}`);
    result = { db, dialect: 'postgres', close: () => db.destroy() };
  } else {
    const file = options.sqliteFile ?? path.join(config.DATA_DIR, 'steel-epd.sqlite');
    if (file !== ':memory:') {
      // SQLite gives its -wal and -shm files the database file's mode, so 0600 here covers all three.
      makePrivateDir(path.dirname(file));
      makePrivateFile(file);
      for (const side of ['-wal', '-shm']) narrowToOwner(file + side);
    }
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    result = { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  await migrateToLatest(result.db, result.dialect, schema);
  return result;
};

/** Asks the database for the smallest answer it can give; readiness checks use it. */
export const pingDatabase = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};
