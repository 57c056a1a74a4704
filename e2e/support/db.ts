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

/**
 * Gives a user a company of their own as the certification would leave it: its name, its
 * certification status (null none, 0 under review, 1 certified, 2 rejected) and its type
 * ('4' is a third-party agency). Answers the company id.
 */
export const giveCompany = (
  userId: number,
  company: { name: string; status: number | null; type?: string | null },
): number =>
  sqlite((db) => {
    const code = `E2E${userId}T${Date.now()}`;
    const { lastInsertRowid } = db
      .prepare(
        "insert into companies (code, name, status, company_type, created_at) values (?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
      )
      .run(code, company.name, company.status, company.type ?? null);
    db.prepare('update users set company_id = ? where id = ?').run(lastInsertRowid, userId);
    return Number(lastInsertRowid);
  });
