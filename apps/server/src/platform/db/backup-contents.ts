import SQLite from 'better-sqlite3';
import type pg from 'pg';
import type { Manifest } from '../backup/archive.ts';

/**
 * What a database holds, counted the same way on a backup's copy and on a restored database:
 * each table's rows, the last migration and the evidence ledger's head (the manifest's record).
 */

/** What a copy or a restored database holds, as the manifest records it. */
export interface DatabaseContents {
  tables: Record<string, number>;
  migration: string | null;
  ledger: Manifest['ledger'];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const MIGRATION_TABLE = 'kysely_migration';
const LEDGER_TABLE = 'evidence_ledger';

const contentsOf = (
  tables: Record<string, number>,
  lastMigration: () => string | null,
  ledgerHead: () => { id: number; entry_hash: string } | undefined,
): DatabaseContents => {
  const head = tables[LEDGER_TABLE] ? ledgerHead() : undefined;
  return {
    tables,
    migration: MIGRATION_TABLE in tables ? lastMigration() : null,
    ledger: head
      ? { entries: tables[LEDGER_TABLE] ?? 0, headId: Number(head.id), headHash: head.entry_hash }
      : null,
  };
};

/** Every table's rows, the last migration and the ledger's head of a SQLite file. */
export const sqliteContents = (file: string): DatabaseContents => {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const names = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
      )
      .pluck()
      .all() as string[];
    const tables = Object.fromEntries(
      names.map((name) => [
        name,
        Number(
          db
            .prepare(`select count(*) from ${quoted(name)}`)
            .pluck()
            .get(),
        ),
      ]),
    );
    return contentsOf(
      tables,
      () =>
        (db.prepare(`select name from ${MIGRATION_TABLE} order by name desc limit 1`).pluck().get() as
          | string
          | undefined) ?? null,
      () =>
        db.prepare(`select id, entry_hash from ${LEDGER_TABLE} order by id desc limit 1`).get() as
          | { id: number; entry_hash: string }
          | undefined,
    );
  } finally {
    db.close();
  }
};

/** The same of a PostgreSQL schema, read on `client` (inside its transaction, if it has one). */
export const postgresContents = async (client: pg.ClientBase, schema: string): Promise<DatabaseContents> => {
  const { rows } = await client.query<{ name: string }>(
    'select tablename as name from pg_tables where schemaname = $1 order by tablename',
    [schema],
  );
  const tables: Record<string, number> = {};
  for (const { name } of rows) {
    const counted = await client.query<{ n: string }>(
      `select count(*) as n from ${quoted(schema)}.${quoted(name)}`,
    );
    tables[name] = Number(counted.rows[0]?.n ?? 0);
  }
  const last =
    MIGRATION_TABLE in tables
      ? (
          await client.query<{ name: string }>(
            `select name from ${quoted(schema)}.${MIGRATION_TABLE} order by name desc limit 1`,
          )
        ).rows[0]?.name
      : undefined;
  const head = tables[LEDGER_TABLE]
    ? (
        await client.query<{ id: number; entry_hash: string }>(
          `select id, entry_hash from ${quoted(schema)}.${LEDGER_TABLE} order by id desc limit 1`,
        )
      ).rows[0]
    : undefined;
  return contentsOf(
    tables,
    () => last ?? null,
    () => head,
  );
};
