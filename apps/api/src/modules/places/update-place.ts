import { type FieldPathIssue, ValidationError } from '@cargolens/domain/errors';
import { defaultGeofence, placeGeofence } from '@cargolens/domain/places';
import { normalizePhone } from '@cargolens/domain/validation';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { timeZoneAt } from '../geo';
import { blankToNull, normalisedPlace } from './new-place';
import {
  assertExternalIdFree,
  attributeIssues,
  checkPlace,
  contactValues,
  findPlace,
  geocodeAddress,
} from './place-checks';
import type { PlacesRepository, PlaceValues } from './repository';
import type { PlaceInput } from './service';

/** Changes the attributes sent (contacts are replaced when sent); a null position asks the address again. */
export async function updatePlace(
  repository: PlacesRepository,
  geo: GeoService,
  scope: TenantScope,
  actorId: number,
  id: number,
  raw: PlaceInput,
) {
  const input = normalisedPlace(raw);
  const { place } = await findPlace(repository, scope, id);
  const drawn = checkPlace(input, false);
  const address = {
    postalCode: input.address?.postalCode !== undefined ? input.address.postalCode : place.postal_code,
    town: input.address?.town ?? place.town,
    country: input.address?.country ?? place.country,
  };
  // null asks for the position again from the address; absent keeps it.
  const position =
    input.position === null
      ? await geocodeAddress(geo, address)
      : (input.position ?? { lat: place.lat, lng: place.lng });
  const moved = position.lat !== place.lat || position.lng !== place.lng;
  const fence = input.geofence === null ? placeGeofence(defaultGeofence(position)) : drawn;
  // The default circle is always valid; a drawn fence was checked above. This only narrows the type.
  if (fence && !fence.ok)
    throw new ValidationError(
      attributeIssues(fence.issues.map((issue) => ({ ...issue, pointer: `/geofence${issue.pointer}` }))) as [
        FieldPathIssue,
      ],
    );
  await assertExternalIdFree(repository, place.organization_id, input.externalId, place.id);
  const values: PlaceValues = {
    updated_by_user_id: actorId,
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.externalId !== undefined ? { external_id: blankToNull(input.externalId) } : {}),
    ...(input.address?.street !== undefined ? { street: blankToNull(input.address.street) } : {}),
    ...(input.address?.postalCode !== undefined
      ? { postal_code: blankToNull(input.address.postalCode) }
      : {}),
    ...(input.address?.town !== undefined ? { town: input.address.town.trim() } : {}),
    ...(input.address?.country !== undefined ? { country: input.address.country } : {}),
    ...(moved ? { lat: position.lat, lng: position.lng } : {}),
    ...(input.timezone
      ? { timezone: input.timezone }
      : moved || input.timezone === null
        ? { timezone: timeZoneAt(position.lat, position.lng) ?? place.timezone }
        : {}),
    ...(fence ? { geofence: JSON.stringify(fence.collection), geofence_radius: fence.radiusM } : {}),
    ...(input.phone !== undefined ? { phone: input.phone ? normalizePhone(input.phone) : null } : {}),
    ...(input.details !== undefined ? { details: blankToNull(input.details) } : {}),
    ...(input.appointment !== undefined ? { appointment_required: input.appointment } : {}),
  };
  await repository.transaction(async (trx) => {
    await trx.update(scope, place.id, values, input.isActive);
    if (input.contacts)
      await trx.replaceContacts(place.organization_id, place.id, contactValues(input.contacts));
  });
  return findPlace(repository, scope, id);
}
