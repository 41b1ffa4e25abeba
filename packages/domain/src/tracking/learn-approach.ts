import { haversineDistanceDeg } from '../geo';
import { currentStopIndex } from './stop-sequence';
import type { PositionFix, TrackerState } from './types';

/**
 * The stop the vehicle is driving to: the current one while it is not reached. -1 while on site (waiting there
 * is work, not slow progress) and when the tour is done, so the measurement restarts after each departure.
 */
export function approachTargetIndex(state: TrackerState): number {
  const current = currentStopIndex(state);
  return current < state.stops.length && state.stops[current]!.arrivedAt === null ? current : -1;
}

/**
 * Feeds the approach-rate EWMA with the reduction of great-circle distance to the next stop since the last
 * processed fix. Waiting, circling or driving away all count: they are what separates a vehicle making
 * progress from one that is not. A gap too long to say anything about the drive restarts the measurement.
 */
export function learnApproach(state: TrackerState, fix: PositionFix): void {
  const target = approachTargetIndex(state);
  if (target < 0) {
    state.approach = null;
    return;
  }
  const position = state.tour.stops[target]!.position;
  const fence = state.fences[target]!;
  const distanceM = position
    ? haversineDistanceDeg(fix.lat, fix.lng, position.lat, position.lng)
    : haversineDistanceDeg(fix.lat, fix.lng, fence.centerLat, fence.centerLng);
  const approach = state.approach;
  if (!approach) {
    state.approach = { stopIndex: target, distanceM, at: fix.at, rateMps: 0, evidenceS: 0 };
    return;
  }
  const dtMs = fix.at - approach.at;
  // The record may be shared with the input state (structural sharing): replace it, never mutate it.
  if (approach.stopIndex !== target || dtMs > state.config.maxSpeedSegmentMs) {
    state.approach = { stopIndex: target, distanceM, at: fix.at, rateMps: 0, evidenceS: 0 };
    return;
  }
  if (dtMs <= 0) return;
  const rate = (approach.distanceM - distanceM) / (dtMs / 1000);
  const keep = Math.exp(-dtMs / state.config.approachTimeConstantMs);
  state.approach = {
    stopIndex: approach.stopIndex,
    distanceM,
    at: fix.at,
    rateMps: approach.evidenceS === 0 ? rate : rate + (approach.rateMps - rate) * keep,
    evidenceS: approach.evidenceS * keep + dtMs / 1000,
  };
}
