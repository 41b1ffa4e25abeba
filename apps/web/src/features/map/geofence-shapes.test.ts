import { haversineDistanceDeg } from '@cargolens/domain/geo';
import { describe, expect, it } from 'vitest';
import { boundsOf, circleRing, displayShapes } from './geofence-shapes';

describe('geofence shapes on the map', () => {
  it.each([100, 500, 5000])(
    'draws a %i m circle whose every vertex is that far from the centre',
    (radius) => {
      const ring = circleRing([4.8335, 45.7325], radius);
      expect(ring[0]).toEqual(ring.at(-1));
      for (const [lng, lat] of ring)
        expect(haversineDistanceDeg(45.7325, 4.8335, lat, lng)).toBeCloseTo(radius, -1);
    },
  );

  it('turns circles and polygons into polygons, with their bounds', () => {
    const shapes = displayShapes([
      {
        label: 'Lyon',
        geofence: {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [4.83, 45.73] },
              properties: { radius: 300 },
            },
            {
              type: 'Feature',
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [4.9, 45.7],
                    [4.95, 45.7],
                    [4.95, 45.75],
                    [4.9, 45.7],
                  ],
                ],
              },
            },
          ],
        },
      },
    ]);
    expect(shapes.features.map((f) => f.properties)).toEqual([
      { kind: 'circle', label: 'Lyon' },
      { kind: 'polygon', label: 'Lyon' },
    ]);
    const [[west, south], [east, north]] = boundsOf(shapes)!;
    expect(west).toBeLessThan(4.83);
    expect(south).toBe(45.7);
    expect(east).toBe(4.95);
    expect(north).toBe(45.75);
  });
});
