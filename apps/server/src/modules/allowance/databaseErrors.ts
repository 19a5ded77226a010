/** Postgres' SQLSTATE for a foreign key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

function sqlStateOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * True when a query failed on a foreign key, on node-postgres and PGlite alike (Drizzle may
 * wrap the driver's error as `cause`).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return true;
  const cause = error instanceof Error ? error.cause : undefined;
  return sqlStateOf(cause) === FOREIGN_KEY_VIOLATION;
}
