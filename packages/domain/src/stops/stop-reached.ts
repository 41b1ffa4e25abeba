// "Reached", named once: a stop is reached once the vehicle arrived at it, left it, or it was skipped. Nothing is
// ahead of it any more: its ETA no longer counts (an external one included, decision 0101), its delay is judged
// by when it was reached, and a carrier is no longer reminded of it.

export interface StopReachFacts {
  skipped: boolean;
  arrivedAt: unknown;
  leftAt: unknown;
}

export function isStopReached(stop: StopReachFacts): boolean {
  return stop.skipped || (stop.arrivedAt ?? null) !== null || (stop.leftAt ?? null) !== null;
}
