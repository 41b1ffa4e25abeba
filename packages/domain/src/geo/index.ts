export { closeRing, isRingClosed } from './close-ring';
export { type CompiledFence, compileGeofence } from './compile-geofence';
export { crossingFraction, fenceOffset } from './fence-offset';
export type { GeofenceIssue, GeofenceIssueCode } from './geofence-issues';
export { EARTH_RADIUS_M, haversineDistance, haversineDistanceDeg } from './haversine-distance';
export { initialBearing } from './initial-bearing';
export { polygonCentroid } from './polygon-centroid';
export type {
  CircleGeofence,
  Geofence,
  GeofenceCollection,
  GeofenceFeature,
  GeofenceProperties,
  GeoJsonPoint,
  GeoJsonPolygon,
  GeoJsonPosition,
  LatLng,
  PolygonGeofence,
} from './types';
export { type GeofenceValidation, type ValidateGeofenceOptions, validateGeofence } from './validate-geofence';
