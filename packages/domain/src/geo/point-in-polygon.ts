import type { GeoJsonPosition, LatLng } from './types';

/**
 * Even-odd ray casting in the lng/lat plane. Geofences are a few kilometres wide, far from the poles and the
 * antimeridian, so treating degrees as planar coordinates misplaces the boundary by centimetres at most.
 */
export function isPointInRing(point: LatLng, ring: readonly GeoJsonPosition[]): boolean {
  let inside = false;
  const x = point.lng;
  const y = point.lat;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function isPointInPolygon(point: LatLng, rings: readonly (readonly GeoJsonPosition[])[]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !isPointInRing(point, outer)) return false;
  return !holes.some((hole) => isPointInRing(point, hole));
}
