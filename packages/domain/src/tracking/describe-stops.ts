import { currentStopIndex, isStopDone } from './stop-sequence';
import type { EpochMs, TrackerState } from './types';

/** The tracking fields of an itinerary stop point (shipment-domain §3 "Stop"), as the API stores them. */
export interface StopTrackingStatus {
  stopId: string;
  arrivedAt: EpochMs | null;
  leftAt: EpochMs | null;
  onSite: { isOnSite: boolean; isLate: boolean };
  completionState: { isDone: boolean; hasBeenAborted: boolean; isLate: boolean };
  isNextStop: boolean;
  isSkipped: boolean;
  isDriving: boolean;
}

/**
 * Lateness is measured against the appointment's end: arriving after it makes the stay late, leaving after it
 * makes the completion late. Tracking has no evidence of an abort other than the tour moving on without the
 * stop, so hasBeenAborted mirrors isSkipped; a user's explicit abort is recorded elsewhere.
 */
export function describeStops(state: TrackerState): StopTrackingStatus[] {
  const current = currentStopIndex(state);
  const started = state.status !== 'NOT_STARTED';
  return state.stops.map((progress, index) => {
    const plan = state.tour.stops[index]!;
    const deadline = plan.appointment?.endAt ?? null;
    const onSite = progress.arrivedAt !== null && progress.leftAt === null;
    const done = isStopDone(state, index);
    const arrivedLate = deadline !== null && progress.arrivedAt !== null && progress.arrivedAt > deadline;
    const finishedAt = progress.leftAt ?? progress.arrivedAt;
    return {
      stopId: plan.id,
      arrivedAt: progress.arrivedAt,
      leftAt: progress.leftAt,
      onSite: { isOnSite: onSite, isLate: onSite && arrivedLate },
      completionState: {
        isDone: done,
        hasBeenAborted: progress.skipped,
        isLate: done && deadline !== null && finishedAt !== null && finishedAt > deadline,
      },
      isNextStop: index === current,
      isSkipped: progress.skipped,
      isDriving: started && index === current && progress.arrivedAt === null && !progress.inside,
    };
  });
}
