// The address book's use cases: list, read, create, update, delete, one file each, over internal ids (decision
// 0222). Field rules and geofence rules are the domain's (validatePlace, placeGeofence); a place without
// coordinates is geocoded from its address.
import type { GeofenceCollection, LatLng } from '@cargolens/domain/geo';
import type { ContactFields } from '@cargolens/domain/places';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GeoService } from '../geo';
import { createPlace } from './create-place';
import { deletePlace } from './delete-place';
import { listPlaces } from './list-places';
import { findPlace, geocodeAddress } from './place-checks';
import type { PlacesRepository } from './repository';
import { updatePlace } from './update-place';

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

export function createPlacesService(repository: PlacesRepository, geo: GeoService) {
  return {
    list: (scope: TenantScope, input: Parameters<typeof listPlaces>[2]) =>
      listPlaces(repository, scope, input),
    get: (scope: TenantScope, id: number) => findPlace(repository, scope, id),
    /** The position of an address, as a place without coordinates gets it (the importer's lines too). */
    locate: (address: { postalCode?: string | null; town: string; country: string }) =>
      geocodeAddress(geo, address),
    create: (scope: TenantScope, actorId: number, input: PlaceInput & { organization?: number }) =>
      createPlace(repository, geo, scope, actorId, input),
    update: (scope: TenantScope, actorId: number, id: number, input: PlaceInput) =>
      updatePlace(repository, geo, scope, actorId, id, input),
    remove: (scope: TenantScope, id: number) => deletePlace(repository, scope, id),
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
