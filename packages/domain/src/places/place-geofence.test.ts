import { describe, expect, it } from 'vitest';
import type { GeofenceCollection } from '../geo/types';
import { defaultGeofence, placeGeofence } from './place-geofence';

const circle = (radius?: number): GeofenceCollection => ({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [4.8335, 45.7325] },
      properties: radius === undefined ? {} : { radius },
    },
  ],
});

const openSquare: GeofenceCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [4, 45],
            [4.002, 45],
            [4.002, 45.002],
            [4, 45.002],
          ],
        ],
      },
    },
  ],
};

describe('placeGeofence', () => {
  it('defaults a place without a drawn fence to a 500 m circle on its position', () => {
    const result = placeGeofence(defaultGeofence({ lat: 45.7325, lng: 4.8335 }));
    expect(result).toEqual({
      ok: true,
      radiusM: 500,
      collection: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [4.8335, 45.7325] },
            properties: { radius: 500, type: 'custom', centroid: [4.8335, 45.7325] },
          },
        ],
      },
    });
  });

  it('closes a drawn polygon, gives it its centroid and no radius', () => {
    const result = placeGeofence(openSquare);
    if (!result.ok) throw new Error('expected a valid fence');
    const feature = result.collection.features[0]!;
    expect(feature.geometry.coordinates).toEqual([
      [
        [4, 45],
        [4.002, 45],
        [4.002, 45.002],
        [4, 45.002],
        [4, 45],
      ],
    ]);
    expect(feature.properties).toEqual({ type: 'custom', centroid: [4.001, 45.001] });
    expect(result.radiusM).toBeNull();
  });

  it.each([
    { radius: 99, code: 'validation.too_low', message: 'Minimum value: 100' },
    { radius: 5001, code: 'validation.too_high', message: 'Maximum value: 5000' },
  ])('rejects a radius of $radius m with the spec message', ({ radius, code, message }) => {
    expect(placeGeofence(circle(radius))).toEqual({
      ok: false,
      issues: [{ code, detail: message, pointer: '/features/0/properties/radius' }],
    });
  });

  it('keeps a type the fence already has (a suggestion accepted as is)', () => {
    const suggested = circle(300);
    suggested.features[0]!.properties = { radius: 300, type: 'suggestion' };
    const result = placeGeofence(suggested);
    expect(result.ok && result.collection.features[0]?.properties?.type).toBe('suggestion');
  });

  it('asks for at least one shape', () => {
    expect(placeGeofence({ type: 'FeatureCollection', features: [] })).toEqual({
      ok: false,
      issues: [
        {
          code: 'validation.required',
          detail: 'You have to draw at least one geofencing',
          pointer: '/features',
        },
      ],
    });
  });
});
