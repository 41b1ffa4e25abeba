import { describe, expect, it } from 'vitest';
import type { GeofenceCollection } from '../geo/types';
import { stopGeofence } from './stop-geofence';

const lyon = { lat: 45.7325, lng: 4.8335 };
const square: GeofenceCollection['features'][number] = {
  type: 'Feature',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [4.83, 45.73],
        [4.84, 45.73],
        [4.84, 45.74],
        [4.83, 45.73],
      ],
    ],
  },
  properties: { type: 'custom', centroid: [4.836, 45.733] },
};
const circle: GeofenceCollection['features'][number] = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [4.9, 45.7] },
  properties: { radius: 800, type: 'custom', centroid: [4.9, 45.7] },
};

describe('stopGeofence', () => {
  it('is a circle of the stop radius on its position when the stop is at a written address', () => {
    expect(stopGeofence({ position: lyon, radiusM: 300 })).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [4.8335, 45.7325] },
          properties: { radius: 300, centroid: [4.8335, 45.7325] },
        },
      ],
    });
  });

  it("keeps a place's polygon as drawn", () => {
    const fence = stopGeofence({
      position: lyon,
      radiusM: 500,
      placeGeofence: { type: 'FeatureCollection', features: [square] },
    });
    expect(fence.features).toEqual([square]);
  });

  it("draws a place's circle with the stop's radius, where it is on the place", () => {
    const fence = stopGeofence({
      position: lyon,
      radiusM: 1200,
      placeGeofence: { type: 'FeatureCollection', features: [circle, square] },
    });
    expect(fence.features[0]).toEqual({ ...circle, properties: { ...circle.properties, radius: 1200 } });
    expect(fence.features[1]).toEqual(square);
  });

  it('falls back to a circle on the stop when its place has no fence', () => {
    const fence = stopGeofence({
      position: lyon,
      radiusM: 500,
      placeGeofence: { type: 'FeatureCollection', features: [] },
    });
    expect(fence.features[0]?.geometry).toEqual({ type: 'Point', coordinates: [4.8335, 45.7325] });
  });
});
