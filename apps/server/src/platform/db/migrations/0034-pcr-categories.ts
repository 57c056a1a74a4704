import type { MigrationDb } from '../columns.ts';

/**
 * Issue 29 (decision 229): the product categories a PCR covers, which the secretariat links in
 * the console's PCR editor. An application's products must then be of a linked category or one
 * below it; a PCR with no row here accepts any category, so the PCRs and applications before
 * this migration keep working as they did.
 *
 * Existing rows: none are linked.
 */
export const m0034PcrCategories = async (db: MigrationDb) => {
  await db.schema
    .createTable('pcr_categories')
    .addColumn('pcr_id', 'integer', (c) => c.notNull().references('pcrs.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('product_categories.id'))
    .addPrimaryKeyConstraint('pcr_categories_pk', ['pcr_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('pcr_categories_category_idx')
    .on('pcr_categories')
    .column('category_id')
    .execute();
};
