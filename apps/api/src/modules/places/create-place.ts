import { AppError } from '@cargolens/domain/errors';
import { organizationFilterId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { centreOf, newPlaceValues, normalisedPlace } from './new-place';
import { assertExternalIdFree, checkPlace, contactValues, findPlace, geocodeAddress } from './place-checks';
import type { PlacesRepository } from './repository';
import type { PlaceInput } from './service';

const ORGANIZATION = ['parameter', 'organization'] as const;

/** A new place; without a position it is geocoded from its address (or put at the centre of its fence). */
export async function createPlace(
  repository: PlacesRepository,
  geo: GeoService,
  scope: TenantScope,
  actorId: number,
  raw: PlaceInput & { organization?: number },
) {
  const input = normalisedPlace(raw);
  const organizationId =
    organizationFilterId(scope, input.organization, ORGANIZATION) ?? scope.organizationId;
  if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
    throw new AppError('organization.not_found_error', { field: ORGANIZATION });
  const drawn = checkPlace(input, true);
  const address = input.address as { postalCode?: string | null; town: string; country: string };
  const position =
    input.position ?? (drawn ? centreOf(drawn.collection) : await geocodeAddress(geo, address));
  await assertExternalIdFree(repository, organizationId, input.externalId);
  const id = await repository.transaction(async (trx) => {
    const placeId = await trx.insert(organizationId, newPlaceValues(input, position, drawn, actorId));
    await trx.replaceContacts(organizationId, placeId, contactValues(input.contacts ?? []));
    if (input.isActive === false)
      await trx.update({ organizationId, allOrganizations: false }, placeId, {}, false);
    return placeId;
  });
  return findPlace(repository, { organizationId, allOrganizations: false }, id);
}
