import {
  type Edition,
  type LciaMethod,
  type LifeCycleModule,
  MODULES,
  type ResultsMatrix,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

/** How a matrix arrived: the applicant's workbook, an imported openEPD or ILCD document, the demo seed. */
export type ResultSource = 'workbook' | 'openepd' | 'ilcd' | 'demo';

/** A stored matrix with what the set row adds: its id, source, derived product-stage GWP and date. */
export interface StoredResultSet extends ResultsMatrix {
  id: number;
  source: ResultSource;
  gwpA1a3: number | null;
  createdAt: string;
}

/** Rows per insert: 4 parameters each, far below either engine's limit of bound parameters. */
const VALUE_ROWS_PER_INSERT = 500;

/** The SQL of result_sets and result_values (catalogue's tables, decision 237). */
export const resultsStore = (db: Kysely<Database>) => ({
  /** Writes a set and its values (the caller checked the matrix and holds the transaction). */
  async insert(
    matrix: ResultsMatrix,
    meta: { source: ResultSource; gwpA1a3: number | null; createdAt: string },
  ): Promise<number> {
    const modules = MODULES.filter((module) => matrix.modules.includes(module));
    const { id } = await db
      .insertInto('result_sets')
      .values({
        edition: matrix.edition,
        lcia_method: matrix.lciaMethod,
        declared_amount: matrix.declaredUnit.amount,
        declared_unit: matrix.declaredUnit.unit,
        kg_per_declared_unit: matrix.kgPerDeclaredUnit,
        service_life_years: matrix.referenceServiceLifeYears,
        modules: modules.join(','),
        gwp_a1a3: meta.gwpA1a3,
        source: meta.source,
        created_at: meta.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Only figures are rows: an undeclared module (MND) or indicator (ND) has none.
    const rows = Object.entries(matrix.values).flatMap(([indicator, byModule]) =>
      modules
        .map((module) => ({ module, value: byModule[module] }))
        .filter((cell): cell is { module: LifeCycleModule; value: number } => typeof cell.value === 'number')
        .map(({ module, value }) => ({ set_id: id, indicator, module, value: value === 0 ? 0 : value })),
    );
    for (let i = 0; i < rows.length; i += VALUE_ROWS_PER_INSERT) {
      await db
        .insertInto('result_values')
        .values(rows.slice(i, i + VALUE_ROWS_PER_INSERT))
        .execute();
    }
    return id;
  },

  /** The sets of these ids with their values, by id; an unknown id is absent. */
  async setsOf(ids: readonly number[]): Promise<Map<number, StoredResultSet>> {
    const found = new Map<number, StoredResultSet>();
    if (ids.length === 0) return found;
    const sets = await db
      .selectFrom('result_sets')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    for (const row of sets) {
      found.set(row.id, {
        id: row.id,
        edition: row.edition as Edition,
        lciaMethod: row.lcia_method as LciaMethod,
        declaredUnit: {
          amount: row.declared_amount,
          unit: row.declared_unit as ResultsMatrix['declaredUnit']['unit'],
        },
        kgPerDeclaredUnit: row.kg_per_declared_unit,
        referenceServiceLifeYears: row.service_life_years,
        modules: row.modules === '' ? [] : (row.modules.split(',') as LifeCycleModule[]),
        values: {},
        source: row.source as ResultSource,
        gwpA1a3: row.gwp_a1a3,
        createdAt: row.created_at,
      });
    }
    if (found.size === 0) return found;
    const values = await db
      .selectFrom('result_values')
      .select(['set_id', 'indicator', 'module', 'value'])
      .where('set_id', 'in', [...found.keys()])
      .execute();
    for (const { set_id, indicator, module, value } of values) {
      const set = found.get(set_id);
      if (!set) continue;
      const row = set.values[indicator] ?? {};
      row[module as LifeCycleModule] = value;
      set.values[indicator] = row;
    }
    return found;
  },
});
