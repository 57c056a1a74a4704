import type { MigrationDb } from '../columns.ts';

/**
 * Issue 29 (decision 222): a certification records the user who submitted it
 * (`submitted_by_user_id`, set at every submission and resubmission), so its decision is mailed
 * to them even when they send again the images a colleague uploaded. Rows submitted before keep
 * null: their decision goes to the uploader of the licence image, as before.
 */
export const m0035CertificationSubmitter = async (db: MigrationDb) => {
  await db.schema.alterTable('companies').addColumn('submitted_by_user_id', 'integer').execute();
};
