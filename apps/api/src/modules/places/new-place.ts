// The pure steps of creating a place, shared by the places API and the CSV importer so both apply the very
// same rules: the domain's field and geofence checks, then the row a valid input becomes.
import type { FieldIssue } from '@cargolens/domain/errors';
import type { GeofenceCollection, LatLng } from '@cargolens/domain/geo';
import {
  defaultGeofence,
  type PlaceGeofenceResult,
  placeGeofence,
  validatePlace,
} from '@cargolens/domain/places';
import { normalizePhone } from '@cargolens/domain/validation';
import { timeZoneAt } from '../geo';
import type { PlaceValues } from './repository';
import type { PlaceInput } from './service';

export type CheckedFence = Extract<PlaceGeofenceResult, { ok: true }>;

export const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Country codes are compared upper case; a form may send "fr". */
export function normalisedPlace<T extends PlaceInput>(input: T): T {
  const country = input.address?.country;
  return country ? { ...input, address: { ...input.address, country: country.trim().toUpperCase() } } : input;
}

/** Every broken rule at once, pointers relative to the place's attributes; the drawn fence when valid. */
export function placeIssues(
  input: PlaceInput,
  creating: boolean,
): { issues: FieldIssue[]; fence: CheckedFence | undefined } {
  const issues = validatePlace(input, creating);
  let fence: CheckedFence | undefined;
  if (input.geofence) {
    const result = placeGeofence(input.geofence);
    if (result.ok) fence = result;
    else issues.push(...result.issues.map((issue) => ({ ...issue, pointer: `/geofence${issue.pointer}` })));
  }
  return { issues, fence };
}

/** Where a place drawn without coordinates is: the centre of its first shape. */
export function centreOf(collection: GeofenceCollection): LatLng {
  const centroid = collection.features[0]?.properties?.centroid;
  return { lng: centroid?.[0] ?? 0, lat: centroid?.[1] ?? 0 };
}

/** The row of a new, valid place at `position`; without a drawn fence it gets the default circle. */
export function newPlaceValues(
  input: PlaceInput,
  position: LatLng,
  drawn: CheckedFence | undefined,
  actorId: number,
): Required<Omit<PlaceValues, 'updated_by_user_id'>> & PlaceValues {
  const address = input.address as {
    street?: string | null;
    postalCode?: string | null;
    town: string;
    country: string;
  };
  const fence = drawn ?? (placeGeofence(defaultGeofence(position)) as CheckedFence);
  return {
    external_id: blankToNull(input.externalId),
    name: input.name!.trim(),
    street: blankToNull(address.street),
    postal_code: blankToNull(address.postalCode),
    town: address.town.trim(),
    country: address.country,
    lat: position.lat,
    lng: position.lng,
    timezone: input.timezone || timeZoneAt(position.lat, position.lng) || 'UTC',
    geofence: JSON.stringify(fence.collection),
    geofence_radius: fence.radiusM,
    phone: input.phone ? normalizePhone(input.phone) : null,
    details: blankToNull(input.details),
    appointment_required: input.appointment ?? false,
    updated_by_user_id: actorId,
  };
}
