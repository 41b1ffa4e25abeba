import { describe, expect, it } from 'vitest';
import { compileGeofence } from './compile-geofence';
import { fenceOffset } from './fence-offset';
import type { GeoJsonPosition, LatLng } from './types';

// Containment as the tracking engine decides it: inside when the signed offset from the boundary is not positive.
const square: GeoJsonPosition[] = [
  [-8.62, 41.14],
  [-8.6, 41.14],
  [-8.6, 41.16],
  [-8.62, 41.16],
  [-8.62, 41.14],
];
const hole: GeoJsonPosition[] = [
  [-8.615, 41.145],
  [-8.605, 41.145],
  [-8.605, 41.155],
  [-8.615, 41.155],
  [-8.615, 41.145],
];

const insidePolygon = (point: LatLng, rings: GeoJsonPosition[][]) =>
  fenceOffset(compileGeofence({ kind: 'polygon', rings }), point.lat, point.lng) <= 0;

describe('fenceOffset of a polygon fence', () => {
  it.each([
    { name: 'centre of the square', point: { lat: 41.15, lng: -8.61 }, rings: [square], inside: true },
    { name: 'west of the square', point: { lat: 41.15, lng: -8.63 }, rings: [square], inside: false },
    { name: 'north of the square', point: { lat: 41.17, lng: -8.61 }, rings: [square], inside: false },
    { name: 'inside the hole', point: { lat: 41.15, lng: -8.61 }, rings: [square, hole], inside: false },
    {
      name: 'between hole and edge',
      point: { lat: 41.142, lng: -8.61 },
      rings: [square, hole],
      inside: true,
    },
  ])('$name → $inside', ({ point, rings, inside }) => {
    expect(insidePolygon(point, rings)).toBe(inside);
  });

  it('reads GeoJSON positions as [lng, lat], not [lat, lng]', () => {
    const swapped = square.map(([lng, lat]) => [lat, lng] as GeoJsonPosition);
    expect(insidePolygon({ lat: 41.15, lng: -8.61 }, [swapped])).toBe(false);
  });
});

describe('fenceOffset of a circle fence', () => {
  const center = { lat: 41.15, lng: -8.61 };
  it.each([
    { name: 'centre', point: center, radius: 100, inside: true },
    { name: '~445 m north with 500 m radius', point: { lat: 41.154, lng: -8.61 }, radius: 500, inside: true },
    {
      name: '~445 m north with 400 m radius',
      point: { lat: 41.154, lng: -8.61 },
      radius: 400,
      inside: false,
    },
  ])('$name → $inside', ({ point, radius, inside }) => {
    const fence = compileGeofence({ kind: 'circle', center, radiusM: radius });
    expect(fenceOffset(fence, point.lat, point.lng) <= 0).toBe(inside);
  });
});
