import { type Instant, toEpochMs } from './instant';

/** A planned window or an appointment: both are a start and an end, either may be missing. */
export interface TimeWindow {
  readonly startAt?: Instant | null;
  readonly endAt?: Instant | null;
}

/** The window bounds in epoch ms; a one-sided window collapses onto its known bound. */
export function windowBounds(window: TimeWindow | null | undefined): { start: number; end: number } | null {
  const start = toEpochMs(window?.startAt);
  const end = toEpochMs(window?.endAt);
  if (start === null && end === null) return null;
  const s = start ?? (end as number);
  const e = end ?? s;
  // A window entered backwards still means "between these two times".
  return { start: Math.min(s, e), end: Math.max(s, e) };
}

/**
 * The reference an ETA is judged against: an appointment is a commitment made
 * with the site, so it wins over the shipper's planned window when both exist.
 */
export function referenceWindow(
  appointment: TimeWindow | null | undefined,
  plannedWindow: TimeWindow | null | undefined,
): TimeWindow | null {
  if (windowBounds(appointment)) return appointment ?? null;
  if (windowBounds(plannedWindow)) return plannedWindow ?? null;
  return null;
}
