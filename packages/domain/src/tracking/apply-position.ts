import { copyOpenStops } from './create-tour-tracker';
import { confirmVisits, processPosition } from './process-position';
import type { EpochMs, PositionFix, TrackerState, TrackingEvent } from './types';

export interface TrackerStep {
  state: TrackerState;
  events: TrackingEvent[];
}

/**
 * Feeds one fix. Fixes wait in a reorder buffer for `reorderWindowMs` (measured on fix time) so slightly late
 * ones still go through in order; a fix older than one already processed is counted and dropped. The input
 * state is left untouched: the new state shares with it every part the fix does not change (structural
 * sharing, see beginStep).
 */
export function applyPosition(state: TrackerState, fix: PositionFix): TrackerStep {
  const events: TrackingEvent[] = [];
  if (!isUsable(fix) || (state.last !== null && fix.at <= state.last.at)) {
    const next = beginStep(state, state.buffer, state.newest, false);
    next.dropped++;
    return { state: next, events };
  }
  const newest = state.newest === null || fix.at > state.newest.at ? fix : state.newest;
  const next = beginStep(state, withFix(state.buffer, fix), newest, true);
  release(next, newest.at, events);
  return { state: next, events };
}

/**
 * Lets time pass without a fix (a worker's periodic tick, or the end of a replay): releases what the reorder
 * window no longer protects and confirms stays that have lasted long enough while the device is silent inside.
 */
export function advanceTrackerClock(state: TrackerState, now: EpochMs): TrackerStep {
  const next = beginStep(state, state.buffer, state.newest, true);
  const events: TrackingEvent[] = [];
  release(next, now, events);
  return { state: next, events };
}

/**
 * The state a step works on. Every step changes the top-level counters, so that record is new. Detection
 * rewrites the open stops (each keeps its signed distance to the last position, so all stops still watched
 * change on every processed fix); stops done or skipped never change again and are shared. The plan, fences,
 * config, buffer and the speed and approach records are shared as they are: the buffer is never mutated, and
 * learnObservedSpeed and learnApproach replace their record rather than write into it.
 */
function beginStep(
  state: TrackerState,
  buffer: PositionFix[],
  newest: PositionFix | null,
  detecting: boolean,
): TrackerState {
  return {
    version: state.version,
    tour: state.tour,
    fences: state.fences,
    config: state.config,
    status: state.status,
    stops: detecting ? copyOpenStops(state.stops) : state.stops,
    buffer,
    last: state.last,
    newest,
    speed: state.speed,
    approach: state.approach ?? null,
    processed: state.processed,
    dropped: state.dropped,
  };
}

/** Releases the buffered fixes the reorder window no longer protects; the buffer is replaced, not spliced. */
function release(state: TrackerState, clock: EpochMs, events: TrackingEvent[]): void {
  const until = clock - state.config.reorderWindowMs;
  const buffer = state.buffer;
  let released = 0;
  while (released < buffer.length && buffer[released]!.at <= until) {
    processPosition(state, buffer[released]!, events);
    released++;
  }
  if (released > 0) state.buffer = buffer.slice(released);
  if (state.last !== null && until > state.last.at) confirmVisits(state, until, events);
}

/** A new buffer with `fix` in time order (replacing a buffered fix of the same instant). */
function withFix(buffer: readonly PositionFix[], fix: PositionFix): PositionFix[] {
  let i = buffer.length;
  while (i > 0 && buffer[i - 1]!.at > fix.at) i--;
  const replace = i > 0 && buffer[i - 1]!.at === fix.at;
  const out = buffer.slice(0, replace ? i - 1 : i);
  out.push(fix);
  for (let j = i; j < buffer.length; j++) out.push(buffer[j]!);
  return out;
}

function isUsable(fix: PositionFix): boolean {
  return (
    Number.isFinite(fix.at) &&
    Math.abs(fix.lat) <= 90 &&
    Math.abs(fix.lng) <= 180 &&
    !(fix.lat === 0 && fix.lng === 0)
  );
}
