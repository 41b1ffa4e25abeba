import { haversineDistance } from './haversine-distance';
import type { LatLng } from './types';

export function isPointInCircle(point: LatLng, center: LatLng, radiusM: number): boolean {
  return haversineDistance(point, center) <= radiusM;
}
