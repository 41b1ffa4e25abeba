import { describe, expect, it } from 'vitest';
import type { GeofenceCollection, GeofenceFeature } from './types';
import { validateGeofence } from './validate-geofence';

const circle = (lng: number, lat: number, radius?: number): GeofenceFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: radius === undefined ? {} : { radius },
});
const polygon = (...ring: [number, number][]): GeofenceFeature => ({
  type: 'Feature',
  geometry: { type: 'Polygon', coordinates: [ring] },
});
const collection = (...features: GeofenceFeature[]): GeofenceCollection => ({
  type: 'FeatureCollection',
  features,
});

describe('validateGeofence rejects what shipment-domain §5 forbids', () => {
  it.each([
    {
      name: 'no shape',
      input: collection(),
      code: 'validation.required',
      message: 'You have to draw at least one geofencing',
      pointer: '/features',
    },
    {
      name: 'radius under 100',
      input: collection(circle(2, 48, 99)),
      code: 'validation.too_low',
      message: 'Minimum value: 100',
      pointer: '/features/0/properties/radius',
    },
    {
      name: 'radius over 5000',
      input: collection(circle(2, 48, 5001)),
      code: 'validation.too_high',
      message: 'Maximum value: 5000',
      pointer: '/features/0/properties/radius',
    },
    {
      name: 'latitude over 90',
      input: collection(circle(2, 91)),
      code: 'validation.too_high',
      message: 'Maximum value: 90',
      pointer: '/features/0/geometry/coordinates/1',
    },
    {
      name: 'longitude under -180',
      input: collection(circle(-181, 48)),
      code: 'validation.too_low',
      message: 'Minimum value: -180',
      pointer: '/features/0/geometry/coordinates/0',
    },
    {
      name: 'radius not a number',
      input: collection(circle(2, 48, Number.NaN)),
      code: 'validation.required',
      message: 'Required',
      pointer: '/features/0/properties/radius',
    },
    {
      name: 'polygon of two positions',
      input: collection(polygon([0, 0], [1, 1])),
      code: 'validation.geo_polygon_too_few_coordinates',
      message: 'A polygon needs at least 4 coordinates',
      pointer: '/features/0/geometry/coordinates/0',
    },
  ])('$name', ({ input, code, message, pointer }) => {
    const result = validateGeofence(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ code, message, pointer });
  });

  it('reports an open ring when auto-closing is off', () => {
    const result = validateGeofence(collection(polygon([0, 0], [1, 0], [1, 1], [0, 1])), {
      autoClose: false,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.code)).toEqual(['validation.geo_polygon_not_closed']);
  });

  it('reports every issue at once', () => {
    const result = validateGeofence(collection(circle(200, 95, 50)));
    expect(result.ok ? [] : result.issues.map((i) => i.code)).toEqual([
      'validation.too_high',
      'validation.too_high',
      'validation.too_low',
    ]);
  });

  it('treats a missing collection as no shape', () => {
    expect(validateGeofence(undefined)).toEqual({
      ok: false,
      issues: [
        {
          code: 'validation.required',
          message: 'You have to draw at least one geofencing',
          pointer: '/features',
        },
      ],
    });
  });
});

describe('validateGeofence normalises what it accepts', () => {
  it.each([
    { name: 'boundary radius 100', radius: 100 },
    { name: 'boundary radius 5000', radius: 5000 },
  ])('accepts $name', ({ radius }) => {
    expect(validateGeofence(collection(circle(2, 48, radius))).ok).toBe(true);
  });

  it('defaults the circle radius to 500 m', () => {
    const result = validateGeofence(collection(circle(-8.61, 41.15)));
    expect(result.ok && result.geofences).toEqual([
      { kind: 'circle', center: { lat: 41.15, lng: -8.61 }, radiusM: 500 },
    ]);
    expect(result.ok && result.collection.features[0]?.properties?.radius).toBe(500);
  });

  it('closes a triangle given as three positions, which then has the 4 coordinates required', () => {
    const result = validateGeofence(collection(polygon([0, 0], [1, 0], [1, 1])));
    expect(result.ok && result.geofences).toEqual([
      {
        kind: 'polygon',
        rings: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    ]);
  });
});
