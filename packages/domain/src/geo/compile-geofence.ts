import { EARTH_RADIUS_M } from './haversine-distance';
import { polygonCentroid } from './polygon-centroid';
import type { Geofence } from './types';

const M_PER_DEG_LAT = (EARTH_RADIUS_M * Math.PI) / 180;

/**
 * A geofence projected once into local metres around its centre (equirectangular), as plain numbers so it can
 * live inside persisted tracker state. Per-position checks then cost a few multiplications instead of
 * trigonometry; the projection error stays under a metre for fences of a few kilometres.
 */
export interface CompiledFence {
  kind: 'circle' | 'polygon';
  centerLat: number;
  centerLng: number;
  mPerDegLng: number;
  /** Circle radius, or for a polygon the radius of the circle with the same area (used to size margins). */
  radiusM: number;
  /** Polygon rings as flat [x0, y0, x1, y1, ...] in metres, outer first; empty for a circle. */
  rings: number[][];
}

export function compileGeofence(fence: Geofence): CompiledFence {
  if (fence.kind === 'circle') {
    const { lat, lng } = fence.center;
    return {
      kind: 'circle',
      centerLat: lat,
      centerLng: lng,
      mPerDegLng: mPerDegLng(lat),
      radiusM: fence.radiusM,
      rings: [],
    };
  }
  const center = polygonCentroid(fence.rings[0] ?? []);
  const kx = mPerDegLng(center.lat);
  const rings = fence.rings.map((ring) =>
    ring.flatMap(([lng, lat]) => [(lng - center.lng) * kx, (lat - center.lat) * M_PER_DEG_LAT]),
  );
  const area = Math.abs(ringArea(rings[0] ?? []));
  return {
    kind: 'polygon',
    centerLat: center.lat,
    centerLng: center.lng,
    mPerDegLng: kx,
    radiusM: Math.sqrt(area / Math.PI),
    rings,
  };
}

function mPerDegLng(lat: number): number {
  return M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
}

function ringArea(flat: number[]): number {
  let sum = 0;
  const n = flat.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) sum += flat[j]! * flat[i + 1]! - flat[i]! * flat[j + 1]!;
  return sum / 2;
}

/** Local x (east) and y (north) in metres of a point relative to the fence centre. */
export function projectX(fence: CompiledFence, lng: number): number {
  return (lng - fence.centerLng) * fence.mPerDegLng;
}

export function projectY(fence: CompiledFence, lat: number): number {
  return (lat - fence.centerLat) * M_PER_DEG_LAT;
}
