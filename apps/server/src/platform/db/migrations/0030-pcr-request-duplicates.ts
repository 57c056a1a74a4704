import type { MigrationDb } from '../columns.ts';

/**
 * Issue 29 (decision 219): one open PCR request per company and product. `active_key` is the
 * company (or, without one, the user) and the normalised product while the request is pending or
 * accepted, null once it is declined; a unique index makes two parallel requests give one.
 *
 * Existing rows: each open request gets its key, oldest first; a later duplicate of an open one
 * keeps null (it stays as it is, it only no longer blocks).
 */
/** The key as this migration wrote it (the catalogue's pcr-request-key.ts; a migration keeps its own copy). */
const activeKey = (companyId: number | null, userId: number, product: string): string =>
  `${companyId === null ? `u${userId}` : `c${companyId}`}|${product.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()}`;

export const m0030PcrRequestDuplicates = async (db: MigrationDb) => {
  await db.schema.alterTable('pcr_requests').addColumn('active_key', 'text').execute();
  await db.schema
    .createIndex('pcr_requests_active_key_idx')
    .unique()
    .on('pcr_requests')
    .column('active_key')
    .execute();
  const rows = await db
    .selectFrom('pcr_requests')
    .select(['id', 'user_id', 'company_id', 'product'])
    .where('status', 'in', ['pending', 'accepted'])
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  for (const row of rows) {
    const key = activeKey(row.company_id, row.user_id, row.product);
    if (seen.has(key)) continue;
    seen.add(key);
    await db.updateTable('pcr_requests').set({ active_key: key }).where('id', '=', row.id).execute();
  }
};
