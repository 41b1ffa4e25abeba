// What a place write checks and finds: the place in scope, every field rule at once, a free external id, the
// position of an address. Errors name fields by path (decision 0222).
import {
  AppError,
  assertNoIssues,
  type FieldIssue,
  type FieldPath,
  type FieldPathIssue,
} from '@cargolens/domain/errors';
import type { LatLng } from '@cargolens/domain/geo';
import type { ContactFields } from '@cargolens/domain/places';
import { normalizePhone } from '@cargolens/domain/validation';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { blankToNull, placeIssues } from './new-place';
import type { ContactValues, PlacesRepository } from './repository';
import type { PlaceInput } from './service';

/** A place the scope sees, with its contacts; another organization's place is reported like a missing one. */
export async function findPlace(repository: PlacesRepository, scope: TenantScope, id: number) {
  const place = await repository.find(scope, id);
  if (!place) throw new AppError('place.not_found_error');
  return { place, contacts: await repository.contactsOf([place.id]) };
}

/** The domain's issues point into the place's attributes (`/address/town`): the same fields, as paths. */
export function attributeIssues(issues: readonly FieldIssue[]): FieldPathIssue[] {
  return issues.map(({ pointer, ...issue }) => ({
    ...issue,
    field: pointer
      .split('/')
      .slice(1)
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~')) as unknown as FieldPath,
  }));
}

/** Validates everything at once, so a form can show every problem; throws with all of them. */
export function checkPlace(input: PlaceInput, creating: boolean) {
  const { issues, fence } = placeIssues(input, creating);
  assertNoIssues(attributeIssues(issues));
  return fence;
}

/** The position of an address, as a place without coordinates gets it (the importer's lines too). */
export async function geocodeAddress(
  geo: GeoService,
  address: { postalCode?: string | null; town: string; country: string },
): Promise<LatLng> {
  const text = [address.postalCode, address.town].filter(Boolean).join(' ');
  const [best] = await geo
    .geocode({ text, country: address.country, limit: 1 })
    .catch(() => [] as Awaited<ReturnType<GeoService['geocode']>>);
  if (!best) throw new AppError('place.position.not_found_error', { field: ['address'] });
  return { lat: best.lat, lng: best.lng };
}

export async function assertExternalIdFree(
  repository: PlacesRepository,
  organizationId: number,
  externalId: string | null | undefined,
  exceptId?: number,
) {
  if (externalId && (await repository.externalIdTaken(organizationId, externalId, exceptId)))
    throw new AppError('http.conflict_error', {
      detail: 'This external id is already used by another place',
      field: ['externalId'],
    });
}

export function contactValues(contacts: ContactFields[]): ContactValues[] {
  return contacts.map((contact) => ({
    name: contact.name.trim(),
    position: blankToNull(contact.position),
    email: blankToNull(contact.email.value),
    email_enabled: contact.email.enabled,
    phone: contact.phone.value?.trim() ? normalizePhone(contact.phone.value) : null,
    phone_enabled: contact.phone.enabled,
  }));
}
