import type { GeoJsonPosition } from './types';

/** Repeats the first position at the end when missing (shipment-domain §3: rings are closed automatically). */
export function closeRing(ring: readonly GeoJsonPosition[]): GeoJsonPosition[] {
  const copy = ring.map((p) => [p[0], p[1]] as GeoJsonPosition);
  const first = copy[0];
  const last = copy[copy.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) copy.push([first[0], first[1]]);
  return copy;
}

export function isRingClosed(ring: readonly GeoJsonPosition[]): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
}
