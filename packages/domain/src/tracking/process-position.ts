import { inferSparseVisits } from './infer-sparse-visit';
import { learnApproach } from './learn-approach';
import { learnObservedSpeed } from './learn-observed-speed';
import { currentStopIndex, recordArrival, recordDeparture, refreshTourStatus } from './stop-sequence';
import type { EpochMs, PositionFix, TrackerState, TrackingEvent } from './types';
import { coreLevelOf, exitMarginOf, minDwellOf, updatePresence } from './update-presence';

/** Runs one in-order fix through speed learning, unseen-visit inference, presence and the stop sequence. */
export function processPosition(state: TrackerState, fix: PositionFix, events: TrackingEvent[]): void {
  const prev = state.last;
  const { config, stops, fences } = state;
  const n = stops.length;
  let current = currentStopIndex(state);
  const lastOnSite = n > 0 && stops[n - 1]!.arrivedAt !== null && stops[n - 1]!.leftAt === null;
  const dwelling = (current < n && stops[current]!.inside) || lastOnSite;
  learnObservedSpeed(state, prev, fix, dwelling);
  if (prev !== null && fix.at - prev.at >= config.sparseGapMs) {
    inferSparseVisits(state, prev, fix, events);
    current = currentStopIndex(state);
  }
  // Presence is tracked from the current stop on; the last stop stays watched after arrival for its departure.
  const from = current === n && lastOnSite ? n - 1 : current;
  for (let i = from; i < n; i++) {
    const progress = stops[i]!;
    const fence = fences[i]!;
    const exitAt = updatePresence(
      progress,
      fence,
      exitMarginOf(fence, config.exitMarginRatio, config.exitMarginMinM),
      coreLevelOf(fence, config),
      prev,
      fix,
    );
    if (exitAt === null) continue;
    if (progress.arrivedAt !== null && progress.leftAt === null)
      recordDeparture(state, i, exitAt, fix.at, 'geofence', events);
    else progress.enteredAt = null;
  }
  state.last = fix;
  state.processed++;
  confirmVisits(state, fix.at, events);
  refreshTourStatus(state, fix.at, fix.at, events);
  learnApproach(state, fix);
}

/**
 * A stay becomes a visit once it has lasted the minimum dwell up to `at` (the fix time, or the clock when fixes
 * stop while inside), or at once when tracking began inside the stop the tour is heading to.
 */
export function confirmVisits(state: TrackerState, at: EpochMs, events: TrackingEvent[]): void {
  const current = currentStopIndex(state);
  const stops = state.stops;
  const head = stops[current];
  // While on site, a later stop with an overlapping geofence is the same place, not the next visit.
  if (!head || (head.arrivedAt !== null && head.leftAt === null)) return;
  for (let i = current; i < stops.length; i++) {
    const stop = stops[i]!;
    if (!stop.inside || stop.enteredAt === null || stop.arrivedAt !== null) continue;
    const atStart = i === current && stop.startedInside;
    if (atStart || at - stop.enteredAt >= minDwellOf(state, i, stop.coreEnteredAt !== null)) {
      const arrivedAt = stop.coreEnteredAt ?? stop.enteredAt;
      recordArrival(state, i, arrivedAt, at, atStart ? 'on-site-at-start' : 'geofence', events);
      return;
    }
  }
}
