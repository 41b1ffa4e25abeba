// Instants as the tracking worker's batched statements carry them: epoch milliseconds in, ISO-8601 text out
// (jsonb_to_recordset reads it as timestamptz), and a stored column compared with a computed instant.

export const isoOfMs = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

export const sameInstant = (stored: Date | null, ms: number | null): boolean =>
  (stored?.getTime() ?? null) === ms;
