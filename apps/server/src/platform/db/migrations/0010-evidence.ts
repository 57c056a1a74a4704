import type { MigrationDb } from '../columns.ts';

/**
 * Issue 10, evidence ledger: no two entries may follow the same entry, so two parallel appends
 * on one head cannot fork the chain (the second fails and its transaction rolls back).
 */
export const m0010Evidence = async (db: MigrationDb) => {
  await db.schema
    .createIndex('evidence_ledger_prev_hash_unique')
    .on('evidence_ledger')
    .column('prev_hash')
    .unique()
    .execute();
};
