import type { EpochMs, PlannedStop, TimeWindow } from '../tracking';

/**
 * When the work at a stop can begin for a vehicle arriving at `arrival`: not before the site opens, and not
 * before the appointment when the site refuses early vehicles. Without a known future window the vehicle is
 * not held: a missing calendar must not push ETAs into the void.
 */
export function earliestStart(stop: PlannedStop, arrival: EpochMs): EpochMs {
  let start = arrival;
  if (stop.waitForWindow && stop.appointment && start < stop.appointment.startAt)
    start = stop.appointment.startAt;
  return nextOpenAt(stop.openingWindows ?? [], start);
}

export function nextOpenAt(windows: readonly TimeWindow[], at: EpochMs): EpochMs {
  let best: EpochMs | null = null;
  for (const w of windows) {
    if (at >= w.startAt && at < w.endAt) return at;
    if (w.startAt > at && (best === null || w.startAt < best)) best = w.startAt;
  }
  return best ?? at;
}
