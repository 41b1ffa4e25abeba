/** A point in degrees. Domain code uses {lat, lng}; GeoJSON uses [lng, lat] (see GeoJsonPosition). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** GeoJSON order: longitude first (RFC 7946 §3.1.1). */
export type GeoJsonPosition = [lng: number, lat: number];

export interface GeoJsonPoint {
  type: 'Point';
  coordinates: GeoJsonPosition;
}

/** rings[0] is the outer boundary, further rings are holes. */
export interface GeoJsonPolygon {
  type: 'Polygon';
  coordinates: GeoJsonPosition[][];
}

export interface GeofenceProperties {
  radius?: number;
  centroid?: GeoJsonPosition;
  nb_of_stops?: number;
  type?: 'custom' | 'init' | 'suggestion';
}

export interface GeofenceFeature {
  type: 'Feature';
  geometry: GeoJsonPoint | GeoJsonPolygon;
  properties?: GeofenceProperties | null;
}

/** The shape a place stores (shipment-domain §3 "Geofence: GeoJSON feature collection"). */
export interface GeofenceCollection {
  type: 'FeatureCollection';
  features: GeofenceFeature[];
}

export interface CircleGeofence {
  kind: 'circle';
  center: LatLng;
  radiusM: number;
}

export interface PolygonGeofence {
  kind: 'polygon';
  /** Closed GeoJSON rings, outer first. */
  rings: GeoJsonPosition[][];
}

/** A single containment shape, what detection works with. */
export type Geofence = CircleGeofence | PolygonGeofence;
