import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { makePrivateDir, makePrivateFile, narrowToOwner } from '../private-files.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** Runs seeds (or any start work) while no other instance on this database runs its own. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The request pool's connections now (PostgreSQL; SQLite has no pool): the metrics read it. */
  poolStats?(): DbPoolStats;
}

/** node-postgres's counts: connections open, of them idle, and callers waiting for one. */
export interface DbPoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** PostgreSQL's int8 and numeric come back as strings by default; ours fit in a JS number. */
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 || oid === 1700 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
};

/** What a pooled PostgreSQL connection needs to be found dead and replaced (issue 28). */
export interface PoolSettings {
  /** Connections at most. */
  size: number;
  /** How long a new connection, or a wait for a free one, may take. */
  connectTimeoutMs: number;
  /**
   * The longest statement: the server cancels it, and the client gives up on a connection that
   * sends nothing back for a little longer (a stalled network), which is then closed, not reused.
   */
  queryTimeoutMs: number;
}

export const DEFAULT_POOL: PoolSettings = { size: 10, connectTimeoutMs: 3_000, queryTimeoutMs: 5_000 };

/** Where the pool tells of a connection it lost; never fatal. */
export interface DbLog {
  warn(obj: object, msg: string): void;
}

const quietLog: DbLog = { warn: () => {} };

/**
 * A pool for Kysely whose connections are closed instead of reused once a query on them failed
 * for the connection's sake (a read timeout, a reset, the server's shutdown): node-postgres
 * would hand a connection with a stalled query to the next caller, who would wait on it too.
 */
const replacingBroken = (pool: pg.Pool): PostgresPool => ({
  options: pool.options,
  end: () => pool.end(),
  connect: async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    const query = ((text: unknown, values?: ReadonlyArray<unknown>) => {
      if (typeof text !== 'string') return client.query(text as never);
      return client.query(text, values as unknown[]).catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) broken = err as Error;
        throw err;
      });
    }) as unknown as PostgresPoolClient['query'];
    return {
      query,
      processID: (client as unknown as { processID?: number }).processID,
      release: (destroy?: boolean) => client.release(broken ?? (destroy ? true : undefined)),
    };
  },
});

const postgresPool = (url: string, schema: string, settings: PoolSettings, log: DbLog, forStart = false) => {
  const serverTimeouts = forStart
    ? ''
    : ` -c statement_timeout=${settings.queryTimeoutMs} -c idle_in_transaction_session_timeout=${settings.queryTimeoutMs * 6}`;
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c search_path=${schema}${serverTimeouts}`,
    types: pgTypes,
    max: forStart ? 1 : settings.size,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    // A migration may run long; every other statement is bounded on both sides.
    ...(forStart ? {} : { query_timeout: settings.queryTimeoutMs + 1_000 }),
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection the server closed (a restart, a proxy's reset) is removed by the pool,
  // which then emits this; without a listener the process would exit.
  pool.on('error', (err) =>
    log.warn(
      { err: { message: err.message, code: (err as { code?: string }).code } },
      'database connection lost',
    ),
  );
  // A connection lost while it is lent out (inside a transaction, between two statements) emits
  // on the client; its next query fails and the connection is closed at release.
  pool.on('connect', (client) => {
    client.on('error', (err) =>
      log.warn({ err: { message: err.message } }, 'database connection lost while in use'),
    );
  });
  return pool;
};

/** Tries for the start lock this often while another instance holds it, and this long at most. */
const LOCK_POLL_MS = 200;
const LOCK_WAIT_MS = 10 * 60_000;

/**
 * Runs `work` while this process holds the database's start lock (a PostgreSQL session advisory
 * lock named after the schema): migrations and seeds of instances started together run one
 * after the other, each finding what the one before made (issue 28). The lock is asked for with
 * a try in a loop, so no statement waits longer than the statement timeout.
 */
const underStartLock = async <T>(
  db: Kysely<Database>,
  schema: string,
  work: (lockHolder: Kysely<Database>) => Promise<T>,
): Promise<T> =>
  db.connection().execute(async (conn) => {
    const name = `steel-epd:start:${schema}`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      const { rows } = await sql<{
        got: boolean;
      }>`select pg_try_advisory_lock(hashtext(${name})) as got`.execute(conn);
      if (rows[0]?.got) break;
      if (Date.now() > deadline) throw new Error('another instance held the start lock for over 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn);
    }
  });

/**
 * Opens the database the configuration names (PostgreSQL when DATABASE_URL is set, else the
 * SQLite file in the data folder) and brings its schema to the latest migration.
 */
export const openDatabase = async (
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_SCHEMA'> & Partial<Pick<Config, 'DB_POOL'>>,
  options: { sqliteFile?: string; log?: DbLog } = {},
): Promise<Db> => {
  const log = options.log ?? quietLog;
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    const schema = config.DATABASE_SCHEMA ?? 'public';
    const settings = config.DB_POOL ?? DEFAULT_POOL;
    // The schema and its migrations on a connection of their own, without the statement
    // timeout, under the start lock; the pool for requests is made after.
    const starter = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: replacingBroken(postgresPool(url, 'public', settings, log, true)),
      }),
    });
    try {
      await underStartLock(starter, schema, async (conn) => {
        await sql.raw(`create schema if not exists ${schema}`).execute(conn);
        await sql.raw(`set search_path to ${schema}`).execute(conn);
        await migrateToLatest(conn, 'postgres', schema);
      });
    } finally {
      await starter.destroy();
    }
    const pool = postgresPool(url, schema, settings, log);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: replacingBroken(pool) }) });
    return {
      db,
      dialect: 'postgres',
      // The lock holds one connection; the work runs on the others.
      exclusive: (work) => underStartLock(db, schema, () => work()),
      close: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
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
  await migrateToLatest(db, 'sqlite');
  // One process owns the embedded file: its start needs no lock.
  return { db, dialect: 'sqlite', exclusive: (work) => work(), close: () => db.destroy() };
};

/** Asks the database for the smallest answer it can give; readiness checks use it. */
export const pingDatabase = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};
