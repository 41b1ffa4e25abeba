import { describe, expect, it } from 'vitest';
import { isPointInCircle } from './is-point-in-circle';
import { isPointInPolygon } from './point-in-polygon';
import type { GeoJsonPosition } from './types';

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

describe('isPointInPolygon', () => {
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
    { name: 'no rings at all', point: { lat: 41.15, lng: -8.61 }, rings: [], inside: false },
  ])('$name → $inside', ({ point, rings, inside }) => {
    expect(isPointInPolygon(point, rings)).toBe(inside);
  });

  it('reads GeoJSON positions as [lng, lat], not [lat, lng]', () => {
    const swapped = square.map(([lng, lat]) => [lat, lng] as GeoJsonPosition);
    expect(isPointInPolygon({ lat: 41.15, lng: -8.61 }, [swapped])).toBe(false);
  });
});

describe('isPointInCircle', () => {
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
    expect(isPointInCircle(point, center, radius)).toBe(inside);
  });
});
