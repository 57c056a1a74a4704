import { loadConfig } from '../config.ts';
import { evidenceLedger } from '../modules/evidence/index.ts';
import { type Db, openDatabase } from '../platform/db/database.ts';

/**
 * Verifies the whole evidence ledger end to end: every entry's hash recomputed, every link to
 * the entry before checked. Prints the result; exits 1 when the chain breaks.
 *
 *   npm run ledger:verify
 *
 * Works on whichever database the settings name (DATA_DIR for SQLite, DATABASE_URL).
 */
export const runLedgerVerify = async (
  out: NodeJS.WritableStream,
  openDb: () => Promise<Db> = () => openDatabase(loadConfig()),
): Promise<number> => {
  const db = await openDb();
  try {
    const result = await evidenceLedger(db.db, db.dialect).verifyChain();
    if (result.ok) {
      out.write(
        result.checked === 0
          ? 'Ledger is empty: nothing to verify.\n'
          : `Ledger OK: ${result.checked} entries verify; head entry ${result.headId} ${result.headHash}\n`,
      );
      return 0;
    }
    const bad = result.firstBad;
    out.write(
      `Ledger BROKEN at entry ${bad?.id} (${bad?.problem === 'hash' ? 'its content does not match its hash' : 'its prev_hash is not the previous entry hash'}); ` +
        `${result.checked} entries before it verify${result.headHash ? `, last good ${result.headId} ${result.headHash}` : ''}\n`,
    );
    return 1;
  } finally {
    await db.close();
  }
};

if (import.meta.main) {
  runLedgerVerify(process.stdout).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
