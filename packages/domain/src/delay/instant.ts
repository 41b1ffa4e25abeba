// The domain never reads the clock: callers pass instants in whatever form the
// API or the browser holds them, and every rule converts through one place.
export type Instant = Date | string | number;

/** Epoch milliseconds of an instant, or null when it is missing or unparseable. */
export function toEpochMs(instant: Instant | null | undefined): number | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  return Number.isFinite(ms) ? ms : null;
}

/** Whole-or-fractional minutes from `from` to `to` (positive when `to` is later). */
export function minutesBetween(from: Instant, to: Instant): number | null {
  const a = toEpochMs(from);
  const b = toEpochMs(to);
  return a === null || b === null ? null : (b - a) / 60_000;
}
