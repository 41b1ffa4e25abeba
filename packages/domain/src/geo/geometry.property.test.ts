import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeRing } from './close-ring';
import { compileGeofence } from './compile-geofence';
import { fenceOffset } from './fence-offset';
import { haversineDistance } from './haversine-distance';
import { polygonCentroid } from './polygon-centroid';
import type { GeoJsonPosition, LatLng } from './types';

const point = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
});
const position = fc.tuple(
  fc.double({ min: -10, max: 10, noNaN: true }),
  fc.double({ min: -10, max: 10, noNaN: true }),
);

/** A convex polygon: vertices on an ellipse at sorted angles around a centre, at city scale. */
const convexRing = fc
  .record({
    lat: fc.double({ min: -60, max: 60, noNaN: true }),
    lng: fc.double({ min: -170, max: 170, noNaN: true }),
    rx: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
    ry: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
    angles: fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 12 }),
  })
  .map(({ lat, lng, rx, ry, angles }) =>
    closeRing(
      [...angles]
        .sort((a, b) => a - b)
        .map(
          (deg) =>
            [
              lng + rx * Math.cos((deg * Math.PI) / 180),
              lat + ry * Math.sin((deg * Math.PI) / 180),
            ] as GeoJsonPosition,
        ),
    ),
  );

describe('geometry properties', () => {
  it('distance is symmetric', () => {
    fc.assert(
      fc.property(point, point, (a, b) => Math.abs(haversineDistance(a, b) - haversineDistance(b, a)) < 1e-6),
    );
  });

  it('distance obeys the triangle inequality', () => {
    fc.assert(
      fc.property(
        point,
        point,
        point,
        (a, b, c) => haversineDistance(a, c) <= haversineDistance(a, b) + haversineDistance(b, c) + 1e-6,
      ),
    );
  });

  it('distance is zero only from a point to itself and never negative', () => {
    fc.assert(fc.property(point, (a) => haversineDistance(a, a) === 0));
    fc.assert(fc.property(point, point, (a, b) => haversineDistance(a, b) >= 0));
  });

  it('closing a ring is idempotent and always yields a closed ring', () => {
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 20 }), (ring) => {
        const once = closeRing(ring as GeoJsonPosition[]);
        expect(closeRing(once)).toEqual(once);
        expect(once[0]).toEqual(once[once.length - 1]);
      }),
    );
  });

  it('a convex polygon contains its centroid', () => {
    fc.assert(
      fc.property(convexRing, (ring) => {
        const centroid = polygonCentroid(ring);
        expect(
          fenceOffset(compileGeofence({ kind: 'polygon', rings: [ring] }), centroid.lat, centroid.lng),
        ).toBeLessThan(0);
      }),
    );
  });

  it('circle containment is monotonic in the radius', () => {
    const inside = (p: LatLng, c: LatLng, r: number) =>
      fenceOffset(compileGeofence({ kind: 'circle', center: c, radiusM: r }), p.lat, p.lng) <= 0;
    fc.assert(
      fc.property(
        point,
        point,
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (p, c, r, extra) => !inside(p, c, r) || inside(p, c, r + extra),
      ),
    );
  });

  it('the compiled circle agrees with haversine containment away from the boundary', () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: 100, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (c, r, d, angle) => {
          fc.pre(Math.abs(c.lat) < 80 && Math.abs(d - r) > 5);
          const p = {
            lat: c.lat + (d * Math.cos(angle)) / 111_195,
            lng: c.lng + (d * Math.sin(angle)) / (111_195 * Math.cos((c.lat * Math.PI) / 180)),
          };
          const compiled = compileGeofence({ kind: 'circle', center: c, radiusM: r });
          expect(fenceOffset(compiled, p.lat, p.lng) <= 0).toBe(haversineDistance(p, c) <= r);
        },
      ),
    );
  });
});
