import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

/**
 * A fingerprint of every table of the test database: two equal fingerprints mean no row was
 * inserted, changed or deleted in between. Every table has its counter, so a table added later
 * is covered without being named.
 */
export type Fingerprint = Record<string, string>;

const tablesOf = async (db: Kysely<Database>, dialect: Dialect): Promise<string[]> => {
  const rows =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' order by 1`.execute(db);
  return rows.rows.map((r) => r.name);
};

/**
 * Every insert, update and delete of a row counts one in `fuzz_writes` under its table's name,
 * by a row trigger on each table; the counts are the fingerprint. A write rolled back takes its
 * count back with it. One small read per fingerprint, whatever the tables hold (reading every
 * table each time made the guard's time grow with everything the requests before had written).
 */
const WRITES = 'fuzz_writes';

/** SQLite: temporary triggers on the main tables (the test database is one in-memory connection). */
const sqliteCounters = async (db: Kysely<Database>, tables: string[]) => {
  await sql.raw(`create temp table ${WRITES} (name text primary key, n integer not null)`).execute(db);
  for (const table of tables) {
    await sql`insert into temp.${sql.raw(WRITES)} (name, n) values (${table}, 0)`.execute(db);
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create temp trigger "fuzz_${table}_${event}" after ${event} on main."${table}" for each row ` +
            `begin update ${WRITES} set n = n + 1 where name = '${table}'; end`,
        )
        .execute(db);
    }
  }
};

/** PostgreSQL: a table and a trigger function in the test's own schema, dropped with it. */
const postgresCounters = async (db: Kysely<Database>, tables: string[]) => {
  await sql.raw(`create table ${WRITES} (name text primary key, n bigint not null)`).execute(db);
  await sql
    .raw(
      `create function fuzz_count() returns trigger language plpgsql as $$ begin ` +
        `update ${WRITES} set n = n + 1 where name = TG_TABLE_NAME; return null; end $$`,
    )
    .execute(db);
  for (const table of tables) {
    await sql`insert into ${sql.table(WRITES)} (name, n) values (${table}, 0)`.execute(db);
    await sql
      .raw(
        `create trigger fuzz_count after insert or update or delete on "${table}" ` +
          `for each row execute function fuzz_count()`,
      )
      .execute(db);
  }
};

/** A fingerprint function over the database's tables as they are now. */
export const databaseFingerprint = async (
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<() => Promise<Fingerprint>> => {
  const tables = await tablesOf(db, dialect);
  await (dialect === 'postgres' ? postgresCounters(db, tables) : sqliteCounters(db, tables));
  return async () => {
    const { rows } = await sql<{
      name: string;
      n: number | string;
    }>`select name, n from ${sql.table(WRITES)}`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.name, String(r.n)]));
  };
};

/** The tables whose content differs between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
