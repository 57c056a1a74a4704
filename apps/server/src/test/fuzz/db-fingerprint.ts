import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

/**
 * A fingerprint of every table of the test database: two equal fingerprints mean no row was
 * inserted, changed or deleted in between. Every table is read, so a table added later is
 * covered without being named.
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
 * PostgreSQL: per table, the row count and the newest row version (xmin, the transaction that
 * wrote it). An insert or an update writes a row version of a newer transaction; a delete
 * lowers the count. A write rolled back leaves both as they were. One round trip.
 */
const postgresFingerprint = (db: Kysely<Database>, tables: string[]) => {
  const query = sql.join(
    tables.map(
      (table) =>
        sql`select ${table}::text as name, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text as hash from ${sql.table(table)} x`,
    ),
    sql` union all `,
  );
  return async (): Promise<Fingerprint> => {
    const { rows } = await sql<{ name: string; hash: string }>`${query}`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
  };
};

/**
 * SQLite: a hash of each table's rows. The connection's total_changes() counts every row it
 * inserted, changed or deleted; while it stands still the content cannot have changed, so the
 * tables are read again only when it moved (a write, or a write rolled back).
 */
const sqliteFingerprint = (db: Kysely<Database>, tables: string[]) => {
  const changes = async () =>
    (await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? Number.NaN;
  let cached: { changes: number; fingerprint: Fingerprint } | null = null;
  return async (): Promise<Fingerprint> => {
    const now = await changes();
    if (cached?.changes === now) return cached.fingerprint;
    const fingerprint: Fingerprint = {};
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      const lines = rows.map((row) => JSON.stringify(row)).sort();
      fingerprint[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
    }
    cached = { changes: now, fingerprint };
    return fingerprint;
  };
};

/** A fingerprint function over the database's tables as they are now. */
export const databaseFingerprint = async (
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<() => Promise<Fingerprint>> => {
  const tables = await tablesOf(db, dialect);
  return dialect === 'postgres' ? postgresFingerprint(db, tables) : sqliteFingerprint(db, tables);
};

/** The tables whose content differs between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
