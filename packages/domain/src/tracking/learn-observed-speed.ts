import { haversineDistanceDeg } from '../geo';
import type { PositionFix, TrackerState } from './types';

/**
 * Feeds the moving-speed EWMA with the segment prev→fix. Time at a stop and long standstills are left out:
 * the ETA adds activity time and regulated breaks itself, and counting them here would count them twice.
 * Short standstills (lights, queues) stay in, because they are part of how fast this vehicle progresses.
 *
 * `state.speed` may be shared with the state the step started from (structural sharing), so it is never
 * mutated: a new record replaces it when something changes, and an unchanged one stays the same object.
 */
export function learnObservedSpeed(
  state: TrackerState,
  prev: PositionFix | null,
  fix: PositionFix,
  dwelling: boolean,
): void {
  if (prev === null) return;
  const { config, speed } = state;
  const dtMs = fix.at - prev.at;
  if (dtMs <= 0 || dtMs > config.maxSpeedSegmentMs) return;
  if (dwelling) {
    if (speed.stillSince !== null) {
      state.speed = {
        ewmaMps: speed.ewmaMps,
        evidenceS: speed.evidenceS,
        stillSince: null,
        beforeStill: speed.beforeStill,
      };
    }
    return;
  }
  const mps = haversineDistanceDeg(prev.lat, prev.lng, fix.lat, fix.lng) / (dtMs / 1000);
  let ewmaMps = speed.ewmaMps;
  let evidenceS = speed.evidenceS;
  let stillSince = speed.stillSince;
  let beforeStill = speed.beforeStill;
  if (mps * 3.6 < config.standstillKmh) {
    if (stillSince === null) {
      stillSince = prev.at;
      beforeStill = { ewmaMps, evidenceS };
    }
    if (fix.at - stillSince > config.maxStandstillMs) {
      // It was a break or parking after all: forget the standstill already averaged in.
      if (beforeStill) {
        ewmaMps = beforeStill.ewmaMps;
        evidenceS = beforeStill.evidenceS;
      }
      state.speed = { ewmaMps, evidenceS, stillSince, beforeStill: null };
      return;
    }
  } else {
    stillSince = null;
  }
  const keep = Math.exp(-dtMs / config.speedTimeConstantMs);
  ewmaMps = evidenceS === 0 ? mps : mps + (ewmaMps - mps) * keep;
  evidenceS = evidenceS * keep + dtMs / 1000;
  state.speed = { ewmaMps, evidenceS, stillSince, beforeStill };
}
