import { type MigrationDb, withId } from '../columns.ts';
import type { Dialect } from '../database.ts';

/**
 * Issue 13, low-carbon steel certification (spec 02 §3 "Low-carbon steel application payload"):
 * a company's application (submitted, approved or rejected with a reason) and its 1 to 3 product
 * blocks, each with its workbook upload and the result computed from it (figure, scrap share,
 * grid factor, grades with their schemes' versions, the method's version, the breakdown by
 * source as JSON) and, once approved, the published EPD it was linked to.
 */
export const m0018LowCarbon = async (db: MigrationDb, dialect: Dialect) => {
  const double = dialect === 'postgres' ? 'double precision' : 'real';
  await withId(db.schema.createTable('low_carbon_applications'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('reason', 'text')
    .addColumn('grid_factor', double, (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('low_carbon_applications_company_idx')
    .on('low_carbon_applications')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('low_carbon_applications_state_idx')
    .on('low_carbon_applications')
    .columns(['state', 'created_at'])
    .execute();

  await withId(db.schema.createTable('low_carbon_blocks'), dialect)
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('low_carbon_applications.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('processes', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('year', 'text', (c) => c.notNull())
    .addColumn('crude_steel_t', double, (c) => c.notNull())
    .addColumn('intensity', double, (c) => c.notNull())
    .addColumn('scrap_share', double, (c) => c.notNull())
    .addColumn('grid_factor', double, (c) => c.notNull())
    .addColumn('iea_grade', 'text', (c) => c.notNull())
    .addColumn('iea_scheme', 'text', (c) => c.notNull())
    .addColumn('rs_level', 'integer', (c) => c.notNull())
    .addColumn('rs_scheme', 'text', (c) => c.notNull())
    .addColumn('method_version', 'text', (c) => c.notNull())
    .addColumn('breakdown', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .addColumn('epd_id', 'integer', (c) => c.references('epds.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('low_carbon_blocks_application_idx')
    .on('low_carbon_blocks')
    .columns(['application_id', 'position'])
    .unique()
    .execute();
  // One block per upload: the same workbook cannot be filed twice.
  await db.schema
    .createIndex('low_carbon_blocks_attachment_idx')
    .on('low_carbon_blocks')
    .column('attachment_id')
    .unique()
    .execute();
};
