// A stop event declared by an integration (a TMS, a driver app) rather than found in positions: the vehicle
// arrived at a stop, or left it. It goes through the same stop sequence as a detected one, so earlier stops are
// settled the same way and the tour status follows (decision 0100).
import type { TrackerStep } from './apply-position';
import { copyOpenStops } from './create-tour-tracker';
import { recordArrival, recordDeparture, refreshTourStatus } from './stop-sequence';
import type { EpochMs, TrackerState, TrackingEvent } from './types';

export interface DeclaredStopEvent {
  stopIndex: number;
  effect: 'arrived' | 'left';
  occurredAt: EpochMs;
  /** When Cargolens learnt it. */
  detectedAt: EpochMs;
}

/**
 * Applies one declared arrival or departure. A fact already known (the stop reached, left or skipped) changes
 * nothing, so the same event applied twice writes nothing twice. A departure from a stop never reached is an
 * arrival and a departure at the same instant. The input state is left untouched.
 */
export function applyDeclaredEvent(state: TrackerState, event: DeclaredStopEvent): TrackerStep {
  const events: TrackingEvent[] = [];
  const current = state.stops[event.stopIndex];
  if (!current || current.skipped || current.leftAt !== null) return { state, events };
  if (event.effect === 'arrived' && current.arrivedAt !== null) return { state, events };
  const next: TrackerState = { ...state, stops: copyOpenStops(state.stops) };
  const stop = next.stops[event.stopIndex]!;
  if (stop.arrivedAt === null) {
    recordArrival(next, event.stopIndex, event.occurredAt, event.detectedAt, 'declared', events);
    // Watched from inside from now on, as a tracker resumed on site is: leaving the geofence is the departure.
    stop.inside = true;
    stop.enteredAt = stop.enteredAt ?? event.occurredAt;
  }
  if (event.effect === 'left') {
    recordDeparture(next, event.stopIndex, event.occurredAt, event.detectedAt, 'declared', events);
    stop.inside = false;
  }
  refreshTourStatus(next, event.occurredAt, event.detectedAt, events);
  return { state: next, events };
}
