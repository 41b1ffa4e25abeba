import {
  GEOFENCE_RADIUS_DEFAULT_M,
  GEOFENCE_RADIUS_MAX_M,
  GEOFENCE_RADIUS_MIN_M,
  POLYGON_MIN_COORDINATES,
} from '../constants';
import { closeRing, isRingClosed } from './close-ring';
import { type GeofenceIssue, geofenceIssue } from './geofence-issues';
import type { Geofence, GeofenceCollection, GeoJsonPosition } from './types';

export type GeofenceValidation =
  | { ok: true; geofences: Geofence[]; collection: GeofenceCollection }
  | { ok: false; issues: GeofenceIssue[] };

export interface ValidateGeofenceOptions {
  /** Close open rings by repeating the first position (the product's behaviour); false reports them instead. */
  autoClose?: boolean;
}

/**
 * Checks a place's geofence collection against shipment-domain §5 and §9 and returns the normalised shapes
 * (rings closed, circle radius defaulted to 500 m). Never throws: forms and the API both show every issue at once.
 */
export function validateGeofence(
  input: GeofenceCollection | null | undefined,
  options: ValidateGeofenceOptions = {},
): GeofenceValidation {
  const autoClose = options.autoClose ?? true;
  const features = input?.features ?? [];
  if (features.length === 0) return { ok: false, issues: [geofenceIssue('atLeastOneShape', '/features')] };
  const issues: GeofenceIssue[] = [];
  const geofences: Geofence[] = [];
  const normalised = features.map((feature, index) => {
    const at = `/features/${index}`;
    const geometry = feature.geometry;
    if (geometry.type === 'Point') {
      const radius = feature.properties?.radius ?? GEOFENCE_RADIUS_DEFAULT_M;
      checkPosition(geometry.coordinates, `${at}/geometry/coordinates`, issues);
      checkRange(radius, GEOFENCE_RADIUS_MIN_M, GEOFENCE_RADIUS_MAX_M, `${at}/properties/radius`, issues);
      const [lng, lat] = geometry.coordinates;
      geofences.push({ kind: 'circle', center: { lat, lng }, radiusM: radius });
      return { ...feature, properties: { ...feature.properties, radius } };
    }
    const rings = geometry.coordinates.map((ring, r) => {
      const ringAt = `${at}/geometry/coordinates/${r}`;
      for (const [p, position] of ring.entries()) checkPosition(position, `${ringAt}/${p}`, issues);
      if (!autoClose && !isRingClosed(ring)) issues.push(geofenceIssue('polygonNotClosed', ringAt));
      const closed = autoClose ? closeRing(ring) : ring;
      if (closed.length < POLYGON_MIN_COORDINATES)
        issues.push(geofenceIssue('polygonTooFewCoordinates', ringAt));
      return closed;
    });
    if (rings.length === 0)
      issues.push(geofenceIssue('polygonTooFewCoordinates', `${at}/geometry/coordinates`));
    geofences.push({ kind: 'polygon', rings });
    return { ...feature, geometry: { type: 'Polygon' as const, coordinates: rings } };
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, geofences, collection: { type: 'FeatureCollection', features: normalised } };
}

function checkPosition(position: GeoJsonPosition, pointer: string, issues: GeofenceIssue[]): void {
  checkRange(position[1], -90, 90, `${pointer}/1`, issues);
  checkRange(position[0], -180, 180, `${pointer}/0`, issues);
}

function checkRange(value: number, min: number, max: number, pointer: string, issues: GeofenceIssue[]): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) issues.push(geofenceIssue('required', pointer));
  else if (value < min) issues.push(geofenceIssue('tooLow', pointer, min));
  else if (value > max) issues.push(geofenceIssue('tooHigh', pointer, max));
}
