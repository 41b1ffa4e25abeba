import { type Instant, toEpochMs } from './instant';
import { type TimeWindow, windowBounds } from './time-window';

/**
 * Signed delay of an ETA against a window, in minutes: positive past the end,
 * negative before the start, zero anywhere inside. Null when either is unknown.
 */
export function delayMinutes(
  eta: Instant | null | undefined,
  window: TimeWindow | null | undefined,
): number | null {
  const at = toEpochMs(eta);
  const bounds = windowBounds(window);
  if (at === null || bounds === null) return null;
  if (at > bounds.end) return (at - bounds.end) / 60_000;
  if (at < bounds.start) return (at - bounds.start) / 60_000;
  return 0;
}
