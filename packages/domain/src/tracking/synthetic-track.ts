import { EARTH_RADIUS_M, type LatLng } from '../geo';
import type { PositionFix } from './types';

const RAD = Math.PI / 180;

/** The point `metres` away from `origin` on `bearingDeg` (great circle). */
export function offsetPoint(origin: LatLng, bearingDeg: number, metres: number): LatLng {
  const delta = metres / EARTH_RADIUS_M;
  const theta = bearingDeg * RAD;
  const phi1 = origin.lat * RAD;
  const lambda1 = origin.lng * RAD;
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  );
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { lat: phi2 / RAD, lng: lambda2 / RAD };
}

export type TrackLeg = { to: LatLng; kmh: number } | { waitMs: number };

/**
 * Fixes every `everyMs` along straight legs at constant speeds, for tests and benchmarks where the true
 * crossing and dwell times are known in closed form.
 */
export function syntheticTrack(
  start: LatLng,
  startAt: number,
  legs: TrackLeg[],
  everyMs: number,
): PositionFix[] {
  const segments: { from: LatLng; to: LatLng; startAt: number; endAt: number }[] = [];
  let at = startAt;
  let here = start;
  for (const leg of legs) {
    const durationMs = 'waitMs' in leg ? leg.waitMs : (distanceM(here, leg.to) / (leg.kmh / 3.6)) * 1000;
    const to = 'waitMs' in leg ? here : leg.to;
    segments.push({ from: here, to, startAt: at, endAt: at + durationMs });
    at += durationMs;
    here = to;
  }
  const fixes: PositionFix[] = [];
  for (let t = startAt; t <= at; t += everyMs) {
    const seg = segments.find((s) => t <= s.endAt) ?? segments[segments.length - 1]!;
    const f = seg.endAt === seg.startAt ? 1 : (t - seg.startAt) / (seg.endAt - seg.startAt);
    fixes.push({
      at: t,
      lat: seg.from.lat + (seg.to.lat - seg.from.lat) * f,
      lng: seg.from.lng + (seg.to.lng - seg.from.lng) * f,
    });
  }
  return fixes;
}

function distanceM(a: LatLng, b: LatLng): number {
  const x = (b.lng - a.lng) * RAD * Math.cos(((a.lat + b.lat) / 2) * RAD);
  const y = (b.lat - a.lat) * RAD;
  return Math.sqrt(x * x + y * y) * EARTH_RADIUS_M;
}
