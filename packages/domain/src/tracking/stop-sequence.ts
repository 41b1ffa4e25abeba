import { isDoneStop } from '../stops/stop-states';
import { stopEventCode } from './stop-event-codes';
import type { DetectionMethod, EpochMs, TourStatus, TrackerState, TrackingEvent } from './types';

/** Done as stopStates decides it (decision 0065): left, or arrived at the last stop. */
export function isStopDone(state: TrackerState, index: number): boolean {
  const stop = state.stops[index]!;
  return isDoneStop(stop.arrivedAt, stop.leftAt, index === state.stops.length - 1);
}

/** The stop the vehicle is heading to or standing at: the first one neither done nor skipped (nextStopIndex). */
export function currentStopIndex(state: TrackerState): number {
  for (let i = 0; i < state.stops.length; i++) {
    if (!state.stops[i]!.skipped && !isStopDone(state, i)) return i;
  }
  return state.stops.length;
}

/**
 * Arrival at stop `index`. Earlier open stops are settled first: never reached → skipped, still on site →
 * left when the later stop was reached (a vehicle cannot be at two places).
 */
export function recordArrival(
  state: TrackerState,
  index: number,
  arrivedAt: EpochMs,
  detectedAt: EpochMs,
  method: DetectionMethod,
  events: TrackingEvent[],
): void {
  for (let i = currentStopIndex(state); i < index; i++) {
    const earlier = state.stops[i]!;
    if (earlier.arrivedAt === null) {
      earlier.skipped = true;
      events.push(stopEvent(state, i, 'skipped', arrivedAt, detectedAt, 'implied-by-later-stop'));
    } else if (earlier.leftAt === null) {
      recordDeparture(
        state,
        i,
        Math.min(earlier.coreLeftAt ?? earlier.outwardAt ?? arrivedAt, arrivedAt),
        detectedAt,
        'implied-by-later-stop',
        events,
      );
    }
  }
  const stop = state.stops[index]!;
  stop.arrivedAt = arrivedAt;
  stop.arrivalDetectedAt = detectedAt;
  stop.arrivalMethod = method;
  events.push(stopEvent(state, index, 'arrived', arrivedAt, detectedAt, method));
  refreshTourStatus(state, arrivedAt, detectedAt, events);
}

export function recordDeparture(
  state: TrackerState,
  index: number,
  leftAt: EpochMs,
  detectedAt: EpochMs,
  method: DetectionMethod,
  events: TrackingEvent[],
): void {
  state.stops[index]!.leftAt = leftAt;
  events.push(stopEvent(state, index, 'left', leftAt, detectedAt, method));
  const next = index + 1;
  if (next >= state.stops.length || state.stops[next]!.arrivedAt !== null) return;
  events.push(stopEvent(state, next, 'driving', leftAt, detectedAt, method));
  // Overlapping geofences: time spent at the previous stop must not count as dwell at the next one, and
  // having started inside both means having started at the previous one.
  const following = state.stops[next]!;
  following.startedInside = false;
  if (following.inside && following.enteredAt !== null && following.enteredAt < leftAt)
    following.enteredAt = leftAt;
}

export function refreshTourStatus(
  state: TrackerState,
  occurredAt: EpochMs,
  detectedAt: EpochMs,
  events: TrackingEvent[],
): void {
  const previous = state.status;
  const status = tourStatusOf(state);
  if (status === previous) return;
  state.status = status;
  events.push({ kind: 'tour-status', status, previous, occurredAt, detectedAt });
  if (status === 'TOWARDS_FIRST_STOP' && state.stops.length > 0) {
    events.push(stopEvent(state, 0, 'driving', occurredAt, detectedAt, 'geofence'));
  }
}

function tourStatusOf(state: TrackerState): TourStatus {
  const n = state.stops.length;
  if (n === 0) return 'NOT_STARTED';
  // A stop reached counts whether a position or a declared event told it (decision 0100).
  if (isStopDone(state, n - 1)) return 'FINISHED';
  for (const stop of state.stops) if (stop.arrivedAt !== null) return 'IN_PROGRESS';
  if (state.last === null) return 'NOT_STARTED';
  return 'TOWARDS_FIRST_STOP';
}

function stopEvent(
  state: TrackerState,
  index: number,
  phase: 'driving' | 'arrived' | 'left' | 'skipped',
  occurredAt: EpochMs,
  detectedAt: EpochMs,
  method: DetectionMethod,
): TrackingEvent {
  const plan = state.tour.stops[index]!;
  const code = stopEventCode(plan.activity, phase);
  return { kind: 'stop', code, stopIndex: index, stopId: plan.id, occurredAt, detectedAt, method };
}
