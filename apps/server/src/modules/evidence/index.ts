/**
 * The evidence module's face. It owns evidence_ledger (append-only, hash-chained): the
 * catalogue's publishing appends through `evidenceLedger(trx, dialect)` (services.evidenceFor),
 * other modules only read the table in their own queries.
 */
export { evidenceModule } from './evidence.routes.ts';
export type { LedgerRow } from './ledger.store.ts';
export {
  canonicalEntry,
  type EvidenceLedger,
  type EvidenceLedgerFor,
  entryHashOf,
  evidenceLedger,
  type LedgerInput,
} from './ledger.ts';
