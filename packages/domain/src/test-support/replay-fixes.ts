// Test support of the domain's own tests: never exported from a folder's index, never imported by product code.
import { advanceTrackerClock, applyPosition } from '../tracking/apply-position';
import type { PositionFix, TrackerState, TrackingEvent } from '../tracking/types';

/**
 * Feeds fixes in the order given and, when `silenceAfterMs` is set, lets the clock run that long past the
 * last fix: what a worker's tick does when a device stops reporting. The engine's tests drive it with this.
 */
export function replayFixes(
  state: TrackerState,
  fixes: readonly PositionFix[],
  silenceAfterMs?: number,
): { state: TrackerState; events: TrackingEvent[] } {
  const events: TrackingEvent[] = [];
  let current = state;
  let newest = Number.NEGATIVE_INFINITY;
  for (const fix of fixes) {
    const step = applyPosition(current, fix);
    current = step.state;
    events.push(...step.events);
    newest = Math.max(newest, fix.at);
  }
  if (silenceAfterMs !== undefined && Number.isFinite(newest)) {
    const step = advanceTrackerClock(current, newest + silenceAfterMs);
    current = step.state;
    events.push(...step.events);
  }
  return { state: current, events };
}
