import { fenceOffset, haversineDistanceDeg } from '../geo';
import { currentStopIndex, recordArrival, recordDeparture } from './stop-sequence';
import type { EpochMs, PositionFix, TrackerState, TrackingEvent } from './types';
import { minDwellOf } from './update-presence';

/** Speed assumed for an unseen visit when nothing has been learnt yet (between urban and road speeds). */
const FALLBACK_SPEED_MPS = 50 / 3.6;

/**
 * Sparse reporting: fixes before and after a long gap, both outside the next stop. If the stop lies roughly
 * on the way and the gap leaves at least the minimum dwell once the detour is driven at this vehicle's usual
 * speed, the visit happened unseen; entry and exit are placed by driving to and from the boundary at that
 * speed. Chains through consecutive stops, since one long gap may hide several.
 */
export function inferSparseVisits(
  state: TrackerState,
  prev: PositionFix,
  fix: PositionFix,
  events: TrackingEvent[],
): void {
  const { config, speed } = state;
  const learnt = speed.evidenceS >= 60 ? speed.ewmaMps : FALLBACK_SPEED_MPS;
  const mps = Math.min(Math.max(learnt, 1), config.plausibleSpeedKmh / 3.6);
  let from = { lat: prev.lat, lng: prev.lng, at: prev.at };
  for (;;) {
    const index = currentStopIndex(state);
    const progress = state.stops[index];
    const fence = state.fences[index];
    if (!progress || !fence || progress.inside || progress.arrivedAt !== null) return;
    if (fenceOffset(fence, fix.lat, fix.lng) <= 0) return;
    const visit = unseenVisit(state, index, from, fix, mps);
    if (visit === null) return;
    recordArrival(state, index, visit.arrivedAt, fix.at, 'interpolated', events);
    recordDeparture(state, index, visit.leftAt, fix.at, 'interpolated', events);
    from = { lat: fence.centerLat, lng: fence.centerLng, at: visit.leftAt };
  }
}

function unseenVisit(
  state: TrackerState,
  index: number,
  from: { lat: number; lng: number; at: EpochMs },
  fix: PositionFix,
  mps: number,
): { arrivedAt: EpochMs; leftAt: EpochMs } | null {
  const fence = state.fences[index]!;
  const { config } = state;
  const toStop = haversineDistanceDeg(from.lat, from.lng, fence.centerLat, fence.centerLng);
  const fromStop = haversineDistanceDeg(fence.centerLat, fence.centerLng, fix.lat, fix.lng);
  const direct = haversineDistanceDeg(from.lat, from.lng, fix.lat, fix.lng);
  // Two radii as the floor: a vehicle that returns near where it was seen still passed by the stop.
  if ((toStop + fromStop) / Math.max(direct, 2 * fence.radiusM) > config.maxDetourRatio) return null;
  const inbound = Math.max(0, toStop - fence.radiusM);
  const outbound = Math.max(0, fromStop - fence.radiusM);
  const gapS = (fix.at - from.at) / 1000;
  const dwellS = gapS - (inbound + outbound) / mps;
  if (dwellS * 1000 < minDwellOf(state, index, true)) return null;
  return {
    arrivedAt: Math.round(from.at + (inbound / mps) * 1000),
    leftAt: Math.round(fix.at - (outbound / mps) * 1000),
  };
}
