import { createHash } from 'node:crypto';
import { type EvidenceKind, LEDGER_GENESIS_HASH, type TChainCheck } from '@steel-epd/contract';
import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Dialect } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { type LedgerRow, ledgerStore } from './ledger.store.ts';

/** What a caller registers: the digest of a record's data or of one report file. */
export interface LedgerInput {
  kind: EvidenceKind;
  epdId: number;
  reportId: number | null;
  lang: string | null;
  /** SHA-256, 64 lower-case hex. */
  digest: string;
}

/**
 * The canonical text an entry's hash covers: a version tag and every field in a fixed order,
 * `|`-separated (no field can hold a `|`: kinds and languages are fixed words, ids are numbers,
 * digests and hashes hex, times ISO-8601). prev_hash fixes the entry's place in the chain, so
 * the position needs no field of its own; the row id is not covered (it is the database's).
 * Third parties recompute it (docs/evidence.md); ledger.test.ts pins it with golden vectors.
 */
export const canonicalEntry = (e: {
  kind: string;
  epd_id: number;
  report_id: number | null;
  lang: string | null;
  digest: string;
  prev_hash: string;
  created_at: string;
}) =>
  [
    'steel-epd-ledger-v1',
    e.kind,
    String(e.epd_id),
    e.report_id === null ? '' : String(e.report_id),
    e.lang ?? '',
    e.digest,
    e.prev_hash,
    e.created_at,
  ].join('|');

export const entryHashOf = (e: Parameters<typeof canonicalEntry>[0]) =>
  createHash('sha256').update(canonicalEntry(e), 'utf8').digest('hex');

/** An arbitrary constant key of the PostgreSQL advisory lock that serialises appends. */
const APPEND_LOCK_KEY = 0x45_56_44_4c; // "EVDL"

const BATCH = 1000;

/**
 * The append-only, hash-chained evidence ledger. `append` must run inside the caller's
 * transaction (pass its `db`), so an entry commits with the decision it records. Appends are
 * serialised: on PostgreSQL by a transaction-scoped advisory lock taken before the head is read;
 * on SQLite a write transaction is serial by itself. A unique index on prev_hash (migration
 * 0010-evidence) makes a fork impossible even if something bypassed the lock: the second append
 * on the same head fails and its transaction rolls back.
 */
export const evidenceLedger = (db: Kysely<Database>, dialect: Dialect) => {
  const store = ledgerStore(db);
  return {
    async append(entries: readonly LedgerInput[]): Promise<LedgerRow[]> {
      if (entries.length === 0) return [];
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${APPEND_LOCK_KEY})`.execute(db);
      let prev = (await store.head())?.entry_hash ?? LEDGER_GENESIS_HASH;
      const written: LedgerRow[] = [];
      for (const e of entries) {
        const row = {
          kind: e.kind,
          epd_id: e.epdId,
          report_id: e.reportId,
          lang: e.lang,
          digest: e.digest,
          prev_hash: prev,
          created_at: nowIso(),
        };
        const entry_hash = entryHashOf(row);
        const { id } = await store.insert({ ...row, entry_hash });
        written.push({ id, ...row, entry_hash });
        prev = entry_hash;
      }
      return written;
    },

    /**
     * Walks every entry in order, recomputing its hash and checking its link to the entry
     * before. Ok, or the first entry that does not verify.
     */
    async verifyChain(): Promise<TChainCheck> {
      let prev = LEDGER_GENESIS_HASH;
      let afterId = 0;
      let checked = 0;
      let headId: number | null = null;
      for (;;) {
        const rows = await store.batchAfter(afterId, BATCH);
        for (const row of rows) {
          const problem =
            row.prev_hash !== prev ? 'link' : entryHashOf(row) !== row.entry_hash ? 'hash' : null;
          if (problem) {
            return {
              ok: false,
              checked,
              headHash: prev === LEDGER_GENESIS_HASH ? null : prev,
              headId,
              firstBad: { id: row.id, problem },
              checkedAt: nowIso(),
            };
          }
          prev = row.entry_hash;
          headId = row.id;
          checked += 1;
        }
        if (rows.length < BATCH) break;
        afterId = rows[rows.length - 1]?.id ?? afterId;
      }
      return {
        ok: true,
        checked,
        headHash: checked === 0 ? null : prev,
        headId,
        firstBad: null,
        checkedAt: nowIso(),
      };
    },

    entriesOf: (epdId: number) => store.ofEpd(epdId),
  };
};

export type EvidenceLedger = ReturnType<typeof evidenceLedger>;
export type EvidenceLedgerFor = (db: Kysely<Database>) => EvidenceLedger;
