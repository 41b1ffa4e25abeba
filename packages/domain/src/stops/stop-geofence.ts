import type { GeofenceCollection, GeofenceFeature, GeofenceProperties, LatLng } from '../geo/types';

/** A geofence whose every shape carries its properties (radius of circles, centroid where known). */
export interface StopGeofence {
  type: 'FeatureCollection';
  features: Array<GeofenceFeature & { properties: GeofenceProperties }>;
}

export interface StopFenceInput {
  /** Where the stop is (its place's position, or the address the order gave). */
  position: LatLng;
  /** The stop's radius: the order's own, else its place's circle, else the default (shipment-domain §9). */
  radiusM: number;
  /** The geofence drawn on the stop's place, when it is at one. */
  placeGeofence?: GeofenceCollection | null;
}

/**
 * The geofence a stop is watched with (shipment-domain §3 Stop "geofencing, geofencingRadius"). A stop at a
 * place takes the place's drawn fence: polygons as drawn, circles with the stop's radius (an order may set its
 * own; otherwise it is the place's). A stop at an address written in the order — or at a place without a
 * fence — is a circle of its radius on its position.
 */
export function stopGeofence({ position, radiusM, placeGeofence }: StopFenceInput): StopGeofence {
  const features = placeGeofence?.features ?? [];
  if (features.length === 0) {
    const centre: [number, number] = [position.lng, position.lat];
    return {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: centre },
          properties: { radius: radiusM, centroid: centre },
        },
      ],
    };
  }
  return {
    type: 'FeatureCollection',
    features: features.map((feature) => ({
      ...feature,
      properties:
        feature.geometry.type === 'Point'
          ? { ...feature.properties, radius: radiusM }
          : { ...feature.properties },
    })),
  };
}
