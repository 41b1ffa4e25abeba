// One engine run for one tour: feed the new fixes in time order, let the clock run to now, compute the ETAs.
// The engine decides everything here (packages/domain); this only sequences the calls.
import { computeEtas, type StopEta } from '@cargolens/domain/eta';
import {
  advanceTrackerClock,
  applyPosition,
  type EpochMs,
  type PositionFix,
  type TrackerState,
  type TrackingEvent,
} from '@cargolens/domain/tracking';

export interface TourAdvance {
  state: TrackerState;
  events: TrackingEvent[];
  etas: StopEta[];
}

/**
 * Where the next run starts reading positions: after the last fix detection processed (fixes still in the
 * reorder buffer are read again, which the engine treats as the same fix), or from `fallback` when the
 * tracker has processed nothing yet.
 */
export function readFrom(state: Pick<TrackerState, 'last' | 'buffer'>, fallback: EpochMs): EpochMs {
  if (state.last !== null) return state.last.at + 1;
  const buffered = state.buffer[0]?.at;
  return buffered === undefined ? fallback : Math.min(buffered, fallback);
}

/** A tour's tracking is over once its last stop is left or skipped: nothing the engine does changes it. */
export function isTrackingOver(state: TrackerState): boolean {
  const last = state.stops[state.stops.length - 1];
  return last === undefined || last.skipped || last.leftAt !== null;
}

/** `caughtUp`: no positions are left unread, so the clock may run to now (not while a backlog remains). */
export function advanceTour(
  state: TrackerState,
  fixes: readonly PositionFix[],
  now: EpochMs,
  caughtUp = true,
): TourAdvance {
  const events: TrackingEvent[] = [];
  let current = state;
  for (const fix of fixes) {
    const step = applyPosition(current, fix);
    current = step.state;
    events.push(...step.events);
  }
  // Time passed since the newest fix counts too: it releases the reorder buffer and confirms a stay while the
  // device is silent inside a stop. Never backwards: a device clock ahead of ours waits for ours.
  if (caughtUp && current.newest !== null && now > current.newest.at) {
    const step = advanceTrackerClock(current, now);
    current = step.state;
    events.push(...step.events);
  }
  return { state: current, events, etas: computeEtas({ tracker: current, now }) };
}
