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
  sqlite((db) =>
    db
      .prepare(
        "update verification_codes set created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '-120 seconds') where account = ?",
      )
      .run(account),
  );
