/** True when a database error is a unique-constraint violation, on SQLite and PostgreSQL alike. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown } | null;
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e?.code === '23505'
  );
};
