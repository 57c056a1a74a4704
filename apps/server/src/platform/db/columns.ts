import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from './database.ts';

/** An auto-numbered primary key `id`, written the way each engine wants it. */
export const withId = <T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) =>
  dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * What a migration sees: an untyped database, as Kysely advises, because a migration must keep
 * working when the current schema types have moved on.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's advised type for migrations
export type MigrationDb = Kysely<any>;
