import { GEOFENCE_RADIUS_DEFAULT_M } from '../constants';
import type { FieldIssue } from '../errors';
import { polygonCentroid } from '../geo/polygon-centroid';
import type { GeofenceCollection, GeofenceFeature, GeoJsonPosition, LatLng } from '../geo/types';
import { validateGeofence } from '../geo/validate-geofence';

export type PlaceGeofenceResult =
  | {
      ok: true;
      collection: GeofenceCollection;
      /** Radius of the place's circle, for the stops planned there; null when the fence is a polygon. */
      radiusM: number | null;
    }
  | { ok: false; issues: FieldIssue[] };

/** The fence a place gets when none is drawn: a 500 m circle on its position (shipment-domain §3, §9). */
export function defaultGeofence(position: LatLng): GeofenceCollection {
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [position.lng, position.lat] },
        properties: { radius: GEOFENCE_RADIUS_DEFAULT_M },
      },
    ],
  };
}

/**
 * A place's geofence as it is stored: validated by the spec's rules (validateGeofence: rings closed, radius
 * defaulted and bounded), each feature carrying its centroid, its radius when a circle, and its type — custom
 * when drawn by a person (shipment-domain §3 "type (custom for creation, init, suggestion)").
 */
export function placeGeofence(input: GeofenceCollection | null | undefined): PlaceGeofenceResult {
  const result = validateGeofence(input);
  if (!result.ok)
    return {
      ok: false,
      issues: result.issues.map(({ code, message, pointer }) => ({ code, pointer, detail: message })),
    };
  const features = result.collection.features.map(withProperties);
  const circle = result.geofences.find((fence) => fence.kind === 'circle');
  return {
    ok: true,
    collection: { type: 'FeatureCollection', features },
    radiusM: circle ? circle.radiusM : null,
  };
}

function withProperties(feature: GeofenceFeature): GeofenceFeature {
  const properties = { ...feature.properties, type: feature.properties?.type ?? ('custom' as const) };
  if (feature.geometry.type === 'Point') {
    return { ...feature, properties: { ...properties, centroid: feature.geometry.coordinates } };
  }
  const centre = polygonCentroid(feature.geometry.coordinates[0] ?? []);
  const centroid: GeoJsonPosition = [round7(centre.lng), round7(centre.lat)];
  const { radius: _circlesOnly, ...rest } = properties;
  return { ...feature, properties: { ...rest, centroid } };
}

// About a centimetre: more digits only repeat the floating-point noise of the centroid sums.
function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}
