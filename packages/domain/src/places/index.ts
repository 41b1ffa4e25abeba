export { defaultGeofence, type PlaceGeofenceResult, placeGeofence } from './place-geofence';
export { type ContactFields, isTimeZone, type PlaceFields, validatePlace } from './validate-place';
