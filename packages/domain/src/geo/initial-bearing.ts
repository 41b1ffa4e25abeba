import type { LatLng } from './types';

const RAD = Math.PI / 180;

/** Initial great-circle bearing from a to b, degrees clockwise from north in [0, 360). */
export function initialBearing(a: LatLng, b: LatLng): number {
  const phi1 = a.lat * RAD;
  const phi2 = b.lat * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const y = Math.sin(dLng) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLng);
  const degrees = Math.atan2(y, x) / RAD;
  return (degrees + 360) % 360;
}
