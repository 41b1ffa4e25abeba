import { type CompiledFence, projectX, projectY } from './compile-geofence';

/**
 * Signed distance in metres from the fence boundary: negative inside, positive outside. Hysteresis compares
 * it with 0 to enter and with a margin to leave, whatever the shape.
 */
export function fenceOffset(fence: CompiledFence, lat: number, lng: number): number {
  const x = projectX(fence, lng);
  const y = projectY(fence, lat);
  if (fence.kind === 'circle') return Math.sqrt(x * x + y * y) - fence.radiusM;
  let inside = false;
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < fence.rings.length; r++) {
    const ring = fence.rings[r]!;
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const ax = ring[i]!;
      const ay = ring[i + 1]!;
      const bx = ring[j]!;
      const by = ring[j + 1]!;
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
      const d = segmentDistance(x, y, ax, ay, bx, by);
      if (d < best) best = d;
    }
  }
  return inside ? -best : best;
}

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * Fraction in [0, 1] along the straight segment a→b where the offset crosses `level`, found by bisection
 * (exact enough for timestamps: 20 halvings of a 15 s segment is under a millisecond). Assumes the two ends
 * lie on opposite sides of the level.
 */
export function crossingFraction(
  fence: CompiledFence,
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  level: number,
): number {
  const startBelow = fenceOffset(fence, a.lat, a.lng) <= level;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    const below = fenceOffset(fence, a.lat + (b.lat - a.lat) * mid, a.lng + (b.lng - a.lng) * mid) <= level;
    if (below === startBelow) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
