import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 31 (decision 237): the results of an EPD or CFP as data. A result set is one EN 15804
 * results matrix, written once and never changed: its header (edition, LCIA method, declared
 * unit and its mass, service life, the modules declared) and one row per indicator and declared
 * module. An application's product and an EPD version point to their set; a correction makes a
 * new set, so every version keeps its own. `gwp_a1a3` is derived from the values when the set is
 * written (GWP-total of the product stage), the figure search and cards read.
 *
 * Existing rows: no set; their `gwp100` stays what it was.
 */
export const m0036ResultSets = async (db: MigrationDb, dialect: Dialect) => {
  const double = dialect === 'postgres' ? 'double precision' : 'real';
  await withId(db.schema.createTable('result_sets'), dialect)
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('lcia_method', 'text', (c) => c.notNull())
    .addColumn('declared_amount', double, (c) => c.notNull())
    .addColumn('declared_unit', 'text', (c) => c.notNull())
    .addColumn('kg_per_declared_unit', double, (c) => c.notNull())
    .addColumn('service_life_years', double)
    .addColumn('modules', 'text', (c) => c.notNull())
    .addColumn('gwp_a1a3', double)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('result_values')
    .addColumn('set_id', 'integer', (c) => c.notNull().references('result_sets.id'))
    .addColumn('indicator', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('value', double, (c) => c.notNull())
    .addPrimaryKeyConstraint('result_values_pk', ['set_id', 'indicator', 'module'])
    .execute();
  await db.schema
    .alterTable('epds')
    .addColumn('result_set_id', 'integer', (c) => c.references('result_sets.id'))
    .execute();
  await db.schema
    .alterTable('application_products')
    .addColumn('result_set_id', 'integer', (c) => c.references('result_sets.id'))
    .execute();
};
