import { type StopState, stopStates } from '../stops/stop-states';
import type { EpochMs, TrackerState } from './types';

/** The tracking fields of an itinerary stop point (shipment-domain §3 "Stop"), as the API stores them. */
export interface StopTrackingStatus extends StopState {
  stopId: string;
  arrivedAt: EpochMs | null;
  leftAt: EpochMs | null;
}

/**
 * The tracker's stops through the one stop-state rule (stopStates, decision 0065). The tracker knows the
 * appointment but not the planned window, and whether the vehicle is inside a fence before the arrival counts.
 */
export function describeStops(state: TrackerState): StopTrackingStatus[] {
  const states = stopStates(
    state.stops.map((progress, index) => ({
      arrivedAt: progress.arrivedAt,
      leftAt: progress.leftAt,
      isSkipped: progress.skipped,
      isInside: progress.inside,
      appointment: state.tour.stops[index]!.appointment ?? null,
    })),
    { started: state.status !== 'NOT_STARTED' },
  );
  return states.map((stopState, index) => ({
    stopId: state.tour.stops[index]!.id,
    arrivedAt: state.stops[index]!.arrivedAt,
    leftAt: state.stops[index]!.leftAt,
    ...stopState,
  }));
}
