import type { GeofenceCollection } from '@cargolens/domain/geo';
import { describe, expect, it } from 'vitest';
import { emptyForm } from './place-form';
import { geofenceChange, locatedChange } from './place-position';

const circle = (lng: number, lat: number, radius: number): GeofenceCollection => ({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: { radius } },
  ],
});
const polygon: GeofenceCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [4.8, 45.7],
            [4.9, 45.7],
            [4.9, 45.8],
            [4.8, 45.7],
          ],
        ],
      },
      properties: {},
    },
  ],
};

describe('a located address', () => {
  it('moves the place and a 500 m circle to it, with its time zone', () => {
    expect(locatedChange(emptyForm(), { lat: 45.7, lng: 4.88, timezone: 'Europe/Paris' })).toEqual({
      lat: 45.7,
      lng: 4.88,
      timezone: 'Europe/Paris',
      geofence: circle(4.88, 45.7, 500),
    });
  });

  it('keeps a circle’s radius and leaves a drawn polygon where it is', () => {
    const withCircle = { ...emptyForm(), geofence: circle(2, 48, 800) };
    expect(locatedChange(withCircle, { lat: 45.7, lng: 4.88 }).geofence).toEqual(circle(4.88, 45.7, 800));
    const change = locatedChange({ ...emptyForm(), geofence: polygon }, { lat: 45.7, lng: 4.88 });
    expect(change).toEqual({ lat: 45.7, lng: 4.88 });
  });
});

describe('a geofence drawn on the map', () => {
  it('gives a place without a position the circle’s centre', () => {
    expect(geofenceChange(emptyForm(), circle(4.88, 45.7, 300))).toEqual({
      geofence: circle(4.88, 45.7, 300),
      lat: 45.7,
      lng: 4.88,
    });
  });

  it('changes only the geofence of a place that has a position', () => {
    const placed = { ...emptyForm(), lat: 45, lng: 4 };
    expect(geofenceChange(placed, circle(4.88, 45.7, 300))).toEqual({ geofence: circle(4.88, 45.7, 300) });
  });
});
