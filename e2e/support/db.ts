import Database from 'better-sqlite3';
import { E2E_SQLITE_FILE } from './env.ts';

/** Runs one statement on the e2e server's SQLite database, to arrange what a test needs. */
export const sqlite = <T>(fn: (db: Database.Database) => T): T => {
  const db = new Database(E2E_SQLITE_FILE);
  try {
    db.pragma('busy_timeout = 5000');
    return fn(db);
  } finally {
    db.close();
  }
};

/** Moves an account's sent codes two minutes back, so the 60-second resend wait has passed. */
export const letResendWaitPass = (account: string) =>
  sqlite((db) => {
    db.prepare(
      "update verification_codes set created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '-120 seconds') where account = ?",
    ).run(account);
    // The 60 s wait itself is a limiter counter (its key hashes the account): end every one.
    db.prepare(
      "update rate_limits set reset_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 seconds') where key like 'code.account.resend:%'",
    ).run();
  });

/**
 * Ends the day's cap of code sends per client address (30): every journey's setup logs users in
 * from 127.0.0.1 through the code path, and the suite as a whole sends more codes than that.
 * What the cap does is the API tests' concern (code-limits.test.ts), not the setup's.
 */
export const letAddressCapPass = () =>
  sqlite((db) => {
    db.prepare(
      "update rate_limits set reset_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 seconds') where key like 'code.address.day:%'",
    ).run();
  });
