/**
 * Is this failure the database being away (issue 28), not a fault of the request or the code?
 * Such a failure answers 503 DATABASE_UNAVAILABLE: the same call may succeed in a moment.
 */

/** Node's socket errors: the database's host refused, reset or did not answer. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of an unreachable, restarting or overloaded server: class 08
 * (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now),
 * 53300 (too many connections) and 57014 (the statement timeout cancelled the query).
 */
const PG_STATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|57014)$/;

/** node-postgres's own messages for a connection that never came or went away. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection terminated unexpectedly|Cannot use a pool after calling end)/;

/** SQLite: the file is locked past the busy timeout, the disk failed or is full, the file cannot be opened. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|PROTOCOL)/;

const matches = (err: unknown): boolean => {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || PG_STATES.test(code) || SQLITE_CODES.test(code))
  ) {
    return true;
  }
  return PG_MESSAGES.test(err.message);
};

/** The failure, or one of its causes (a migration or Kysely may wrap it), is the database being away. */
export const isDatabaseUnavailable = (err: unknown): boolean => {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    if (matches(current)) return true;
    if (current instanceof AggregateError && current.errors.some(matches)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
