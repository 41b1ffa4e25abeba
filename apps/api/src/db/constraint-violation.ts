// PostgreSQL and PGlite both report a broken unique index as SQLSTATE 23505 with the constraint's name:
// repositories turn that into "which value is taken" instead of racing a SELECT before the write.
const UNIQUE_VIOLATION = '23505';

/** The name of the unique constraint or index the error broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && typeof constraint === 'string' ? constraint : undefined;
}
