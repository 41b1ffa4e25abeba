import { describe, expect, it } from 'vitest';
import { compileGeofence } from './compile-geofence';
import { fenceOffset } from './fence-offset';
import { polygonCentroid } from './polygon-centroid';
import type { GeoJsonPosition } from './types';

describe('polygonCentroid', () => {
  it('is the mean of the vertices for a triangle', () => {
    const ring: GeoJsonPosition[] = [
      [2.35, 48.85],
      [2.36, 48.85],
      [2.35, 48.86],
      [2.35, 48.85],
    ];
    const c = polygonCentroid(ring);
    expect(c.lng).toBeCloseTo(2.353333333, 8);
    expect(c.lat).toBeCloseTo(48.853333333, 8);
  });

  it('keeps a thin fence far from (0, 0) inside itself (found by the property test, seed -1054615473)', () => {
    const ring: GeoJsonPosition[] = [
      [20.69749992675377, -0.00012186934340514812],
      [20.6975019024975, -0.00010452846326765342],
      [20.69750494465239, -0.00006975647374412477],
      [20.69749992675377, -0.00012186934340514812],
    ];
    const c = polygonCentroid(ring);
    expect(c.lng).toBeCloseTo((20.69749992675377 + 20.6975019024975 + 20.69750494465239) / 3, 12);
    expect(fenceOffset(compileGeofence({ kind: 'polygon', rings: [ring] }), c.lat, c.lng)).toBeLessThan(0);
  });

  it('falls back to the vertex mean for a ring without area', () => {
    const ring: GeoJsonPosition[] = [
      [1, 1],
      [2, 2],
      [3, 3],
      [1, 1],
    ];
    expect(polygonCentroid(ring)).toEqual({ lng: 1.75, lat: 1.75 });
  });
});
