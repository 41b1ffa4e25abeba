import type { GeoJsonPosition, LatLng } from './types';

/**
 * Area-weighted centroid of the outer ring (shoelace formula). Falls back to the vertex mean for degenerate
 * (zero-area) rings so a place always has a point to measure remaining distance to.
 *
 * The sums run on coordinates relative to the first vertex: with absolute degrees the cross products of a
 * small fence far from (0, 0) cancel each other and lose the digits that place the centroid.
 */
export function polygonCentroid(ring: readonly GeoJsonPosition[]): LatLng {
  const origin = ring[0];
  if (!origin) return { lng: 0, lat: 0 };
  const [ox, oy] = origin;
  let area2 = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const ax = ring[j]![0] - ox;
    const ay = ring[j]![1] - oy;
    const bx = ring[i]![0] - ox;
    const by = ring[i]![1] - oy;
    const cross = ax * by - bx * ay;
    area2 += cross;
    cx += (ax + bx) * cross;
    cy += (ay + by) * cross;
  }
  if (Math.abs(area2) < 1e-18) {
    return {
      lng: ring.reduce((s, p) => s + p[0], 0) / ring.length,
      lat: ring.reduce((s, p) => s + p[1], 0) / ring.length,
    };
  }
  return { lng: ox + cx / (3 * area2), lat: oy + cy / (3 * area2) };
}
