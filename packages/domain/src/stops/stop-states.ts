// shipment-domain.txt §3 Stop and §4 stop summary states: whether a stop is done, next, driven to, on site, late,
// and its summary, decided once here (decision 0065). The tracker, the API that stores the result and the web
// that shows it all go through this file.
import { type Instant, referenceWindow, type TimeWindow, toEpochMs, windowBounds } from '../delay';
import { type StopSummaryState, stopSummaryState } from './stop-summary-state';

/** What is known of one stop of a tour, in itinerary order. */
export interface StopFacts {
  readonly arrivedAt?: Instant | null;
  readonly leftAt?: Instant | null;
  readonly isSkipped?: boolean | null;
  readonly isCancelled?: boolean | null;
  /** Inside the geofence but not yet counted as arrived (the tracker's dwell); stored stops do not know it. */
  readonly isInside?: boolean | null;
  readonly appointment?: TimeWindow | null;
  readonly planned?: TimeWindow | null;
}

export interface StopState {
  isDone: boolean;
  isNextStop: boolean;
  isDriving: boolean;
  isSkipped: boolean;
  isNotStarted: boolean;
  onSite: { isOnSite: boolean; isLate: boolean };
  completionState: { isDone: boolean; hasBeenAborted: boolean; isLate: boolean };
  summaryState: StopSummaryState;
}

const present = (instant: Instant | null | undefined) => instant !== null && instant !== undefined;

/**
 * Done = left, or arrived at the last stop: a tour's goal is reached on arrival, nothing follows it to leave for.
 * Takes the two facts rather than a stop so the tracker can call it for every fix without building objects.
 */
export function isDoneStop(
  arrivedAt: Instant | null | undefined,
  leftAt: Instant | null | undefined,
  isLast: boolean,
): boolean {
  return present(leftAt) || (isLast && present(arrivedAt));
}

/** The stop the vehicle is heading to or standing at: the first neither done, skipped nor cancelled. */
export function nextStopIndex(stops: readonly StopFacts[]): number {
  const last = stops.length - 1;
  for (let i = 0; i <= last; i++) {
    const stop = stops[i]!;
    if (!stop.isSkipped && !stop.isCancelled && !isDoneStop(stop.arrivedAt, stop.leftAt, i === last))
      return i;
  }
  return stops.length;
}

/**
 * The state of every stop of a tour. `started`: the tour has begun (any status but NOT_STARTED), so the next
 * stop not reached yet is being driven to. Lateness is the arrival (or, without one, the departure) after the
 * end of the reference window: the appointment when there is one, else the planned window — the same window
 * an ETA's delay status is judged against. A skipped stop counts as aborted: tracking has no other evidence.
 */
export function stopStates(stops: readonly StopFacts[], tour: { started: boolean }): StopState[] {
  const next = nextStopIndex(stops);
  const last = stops.length - 1;
  return stops.map((stop, index) => {
    const isSkipped = stop.isSkipped === true;
    const arrived = present(stop.arrivedAt);
    const isDone = !isSkipped && isDoneStop(stop.arrivedAt, stop.leftAt, index === last);
    // Standing at the last stop is both done and on site: the truck is still there.
    const isOnSite = arrived && !present(stop.leftAt) && !isSkipped;
    const deadline = windowBounds(referenceWindow(stop.appointment, stop.planned))?.end ?? null;
    const reachedAt = toEpochMs(stop.arrivedAt ?? stop.leftAt);
    const late = deadline !== null && reachedAt !== null && reachedAt > deadline;
    const isNextStop = index === next;
    const onSite = { isOnSite, isLate: isOnSite && late };
    const completionState = { isDone, hasBeenAborted: isSkipped, isLate: isDone && late };
    return {
      isDone,
      isNextStop,
      isDriving: tour.started && isNextStop && !arrived && stop.isInside !== true,
      isSkipped,
      isNotStarted: !arrived && !isDone && !isSkipped,
      onSite,
      completionState,
      summaryState: stopSummaryState({
        isCancelled: stop.isCancelled ?? false,
        isSkipped,
        completionState,
        onSite,
        arrivedAt: stop.arrivedAt ?? null,
        leftAt: stop.leftAt ?? null,
      }),
    };
  });
}
