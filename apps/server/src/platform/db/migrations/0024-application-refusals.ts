import type { MigrationDb } from '../columns.ts';

/**
 * Issue 29 (decision 196): a refused quote or contract keeps the company's reason, and an
 * application the secretariat moved back to stage 10 keeps its reason while it waits for the
 * applicant's files and resubmission (null: nothing asked).
 */
export const m0024ApplicationRefusals = async (db: MigrationDb) => {
  await db.schema.alterTable('application_quotes').addColumn('refusal_reason', 'text').execute();
  await db.schema.alterTable('application_contracts').addColumn('refusal_reason', 'text').execute();
  await db.schema.alterTable('applications').addColumn('resubmit_note', 'text').execute();
};
