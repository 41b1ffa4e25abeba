import type { LatLng } from './types';

/** Mean Earth radius (IUGG), the usual choice for great-circle distances. */
export const EARTH_RADIUS_M = 6_371_008.8;

const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function haversineDistance(a: LatLng, b: LatLng): number {
  return haversineDistanceDeg(a.lat, a.lng, b.lat, b.lng);
}

/** Same as haversineDistance without allocating points: the tracking hot path calls it per position. */
export function haversineDistanceDeg(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const s1 = Math.sin(dLat / 2);
  const s2 = Math.sin(dLng / 2);
  const h = s1 * s1 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * s2 * s2;
  // min() guards against h drifting above 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
