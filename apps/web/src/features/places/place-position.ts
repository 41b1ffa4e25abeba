// How the place form's position and geofence follow each other: a located address moves the place (and a
// circle with it, a polygon stays); a circle placed before the address was located gives the place its position.
import type { GeofenceCollection } from '@cargolens/domain/geo';
import { hasPosition, type PlaceForm } from './place-form';

export interface LocatedAddress {
  lat: number;
  lng: number;
  timezone?: string | null | undefined;
}

const DEFAULT_RADIUS = 500;

export function locatedChange(form: PlaceForm, candidate: LocatedAddress): Partial<PlaceForm> {
  const first = form.geofence?.features[0];
  // A polygon, drawn or being drawn, stays; a circle (or none yet) moves to the address.
  const keepsPolygon = form.geofence !== null && first?.geometry.type !== 'Point';
  const radius =
    first?.geometry.type === 'Point' ? (first.properties?.radius ?? DEFAULT_RADIUS) : DEFAULT_RADIUS;
  return {
    lat: candidate.lat,
    lng: candidate.lng,
    ...(candidate.timezone ? { timezone: candidate.timezone } : {}),
    ...(keepsPolygon
      ? {}
      : {
          geofence: {
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: [candidate.lng, candidate.lat] },
                properties: { radius },
              },
            ],
          },
        }),
  };
}

export function geofenceChange(form: PlaceForm, geofence: GeofenceCollection): Partial<PlaceForm> {
  const first = geofence.features[0];
  if (!hasPosition(form) && first?.geometry.type === 'Point') {
    const [lng, lat] = first.geometry.coordinates;
    return { geofence, lat, lng };
  }
  return { geofence };
}
