// The address book's use cases: list, read, create, update, delete. Field rules and geofence rules are the
// domain's (validatePlace, placeGeofence); a place without coordinates is geocoded from its address.
import { AppError, assertNoIssues, type FieldIssue, ValidationError } from '@cargolens/domain/errors';
import type { GeofenceCollection, LatLng } from '@cargolens/domain/geo';
import { type ContactFields, defaultGeofence, placeGeofence } from '@cargolens/domain/places';
import { normalizePhone } from '@cargolens/domain/validation';
import { organizationFilter } from '../../kernel/acting-organization';
import { decodeId, encodeId } from '../../kernel/public-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { timeZoneAt } from '../geo';
import { blankToNull, centreOf, newPlaceValues, normalisedPlace, placeIssues } from './new-place';
import type { ContactValues, PlaceFilters, PlaceSort, PlacesRepository, PlaceValues } from './repository';

export interface PlaceInput {
  name?: string;
  externalId?: string | null;
  address?: { street?: string | null; postalCode?: string | null; town?: string; country?: string };
  position?: LatLng | null;
  timezone?: string | null;
  geofence?: GeofenceCollection | null;
  contacts?: ContactFields[];
  details?: string | null;
  phone?: string | null;
  appointment?: boolean;
  isActive?: boolean;
}

const ATTRIBUTES = '/data/attributes';

function at(prefix: string, issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.map((issue) => ({ ...issue, pointer: `${prefix}${issue.pointer}` }));
}

function contactValues(contacts: ContactFields[]): ContactValues[] {
  return contacts.map((contact) => ({
    name: contact.name.trim(),
    position: blankToNull(contact.position),
    email: blankToNull(contact.email.value),
    email_enabled: contact.email.enabled,
    phone: contact.phone.value?.trim() ? normalizePhone(contact.phone.value) : null,
    phone_enabled: contact.phone.enabled,
  }));
}

export function createPlacesService(repository: PlacesRepository, geo: GeoService) {
  async function load(scope: TenantScope, hashId: string) {
    const id = decodeId(hashId);
    // Another organization's place is reported exactly like a missing one: no existence leak.
    const place = id === undefined ? undefined : await repository.find(scope, id);
    if (!place) throw new AppError('place.not_found_error');
    return { place, contacts: await repository.contactsOf([place.id]) };
  }

  /** Validates everything at once, so a form can show every problem; throws with all of them. */
  function checked(input: PlaceInput, creating: boolean) {
    const { issues, fence } = placeIssues(input, creating);
    assertNoIssues(at(ATTRIBUTES, issues));
    return fence;
  }

  async function geocode(address: {
    postalCode?: string | null;
    town: string;
    country: string;
  }): Promise<LatLng> {
    const text = [address.postalCode, address.town].filter(Boolean).join(' ');
    const [best] = await geo
      .geocode({ text, country: address.country, limit: 1 })
      .catch(() => [] as Awaited<ReturnType<GeoService['geocode']>>);
    if (!best)
      throw new AppError('place.position.not_found_error', { source: { pointer: `${ATTRIBUTES}/address` } });
    return { lat: best.lat, lng: best.lng };
  }

  async function assertExternalIdFree(
    organizationId: number,
    externalId: string | null | undefined,
    exceptId?: number,
  ) {
    if (externalId && (await repository.externalIdTaken(organizationId, externalId, exceptId)))
      throw new AppError('http.conflict_error', {
        detail: 'This external id is already used by another place',
        source: { pointer: `${ATTRIBUTES}/externalId` },
      });
  }

  return {
    async list(
      scope: TenantScope,
      input: Omit<PlaceFilters, 'organizationId'> & {
        organization?: string;
        sort: PlaceSort[];
        page: { number: number; size: number };
      },
    ) {
      const { organization, sort, page, ...filters } = input;
      const organizationId = organizationFilter(scope, organization);
      const { items, total } = await repository.list(scope, { ...filters, organizationId }, sort, page);
      return { items, contacts: await repository.contactsOf(items.map((p) => p.id)), total };
    },

    get: load,

    /** The position of an address, as a place without coordinates gets it (the importer's lines too). */
    locate: geocode,

    async create(scope: TenantScope, actorId: number, raw: PlaceInput & { organization?: string }) {
      const input = normalisedPlace(raw);
      const organizationId =
        organizationFilter(scope, input.organization, 'organization') ?? scope.organizationId;
      if (organizationId !== scope.organizationId && !(await repository.organizationExists(organizationId)))
        throw new AppError('organization.not_found_error', { source: { parameter: 'organization' } });
      const drawn = checked(input, true);
      const address = input.address as { postalCode?: string | null; town: string; country: string };
      const position = input.position ?? (drawn ? centreOf(drawn.collection) : await geocode(address));
      await assertExternalIdFree(organizationId, input.externalId);
      const id = await repository.transaction(async (trx) => {
        const placeId = await trx.insert(organizationId, newPlaceValues(input, position, drawn, actorId));
        await trx.replaceContacts(organizationId, placeId, contactValues(input.contacts ?? []));
        if (input.isActive === false)
          await trx.update({ organizationId, allOrganizations: false }, placeId, {}, false);
        return placeId;
      });
      return load({ organizationId, allOrganizations: false }, encodeId(id));
    },

    async update(scope: TenantScope, actorId: number, hashId: string, raw: PlaceInput) {
      const input = normalisedPlace(raw);
      const { place } = await load(scope, hashId);
      const drawn = checked(input, false);
      const address = {
        postalCode: input.address?.postalCode !== undefined ? input.address.postalCode : place.postal_code,
        town: input.address?.town ?? place.town,
        country: input.address?.country ?? place.country,
      };
      // null asks for the position again from the address; absent keeps it.
      const position =
        input.position === null
          ? await geocode(address)
          : (input.position ?? { lat: place.lat, lng: place.lng });
      const moved = position.lat !== place.lat || position.lng !== place.lng;
      const fence = input.geofence === null ? placeGeofence(defaultGeofence(position)) : drawn;
      // The default circle is always valid; a drawn fence was checked above. This only narrows the type.
      if (fence && !fence.ok)
        throw new ValidationError(
          at(`${ATTRIBUTES}/geofence`, fence.issues) as [FieldIssue, ...FieldIssue[]],
        );
      await assertExternalIdFree(place.organization_id, input.externalId, place.id);
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
      return load(scope, hashId);
    },

    async remove(scope: TenantScope, hashId: string) {
      const id = decodeId(hashId);
      if (id === undefined || !(await repository.remove(scope, id)))
        throw new AppError('place.not_found_error');
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
