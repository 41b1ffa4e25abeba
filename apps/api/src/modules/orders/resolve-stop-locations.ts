// Where each stop of an order is: a place of the address book (by id or the sender's external id) or the address
// written in the order. Collects every problem as a field issue instead of stopping at the first. Place ids are
// internal, issues name field paths (decision 0222).
import type { FieldPathIssue } from '@cargolens/domain/errors';
import type { Selectable } from 'kysely';
import type { PlacesTable } from '../../db/schema';
import type { GeoService } from '../geo';
import { timeZoneAt } from '../geo';
import type { StopInput } from './order-input';
import type { StopLocation } from './order-rows';
import type { OrdersInRepository, Reader } from './orders-in-repository';

const DEFAULT_RADIUS_M = 500;

export interface ResolvedStops {
  locations: StopLocation[];
  issues: FieldPathIssue[];
  /** Places whose address the order carries anew (applied unless NO_PLACE_UPDATE_BY_EDI). */
  placeUpdates: Array<{ placeId: number; address: NonNullable<StopInput['address']> }>;
}

function fromPlace(place: Selectable<PlacesTable>): StopLocation {
  return {
    placeId: place.id,
    name: place.name,
    street: place.street,
    postalCode: place.postal_code,
    town: place.town,
    country: place.country,
    lat: place.lat,
    lng: place.lng,
    timezone: place.timezone,
    geofencingRadius: place.geofence_radius ?? DEFAULT_RADIUS_M,
  };
}

export async function resolveStopLocations(
  repository: OrdersInRepository,
  geo: GeoService,
  tx: Reader,
  organizationId: number,
  stops: StopInput[],
): Promise<ResolvedStops> {
  const issues: FieldPathIssue[] = [];
  const ids = stops.map((stop) => stop.place?.id);
  const places = await repository.findPlaces(
    tx,
    organizationId,
    ids.filter((id): id is number => id !== undefined),
    stops.flatMap((stop) => (stop.placeExternalId ? [stop.placeExternalId] : [])),
  );
  const locations: StopLocation[] = [];
  const placeUpdates: ResolvedStops['placeUpdates'] = [];
  for (const [index, stop] of stops.entries()) {
    const place = stop.place
      ? places.find((p) => p.id === ids[index])
      : stop.placeExternalId
        ? places.find((p) => p.external_id === stop.placeExternalId)
        : undefined;
    if ((stop.place || stop.placeExternalId) && !place) {
      issues.push({
        code: 'validation.unknown_identifier',
        field: stop.place ? ['stops', index, 'place', 'id'] : ['stops', index, 'placeExternalId'],
        detail: 'Place does not exist',
      });
      continue;
    }
    const address = stop.address;
    if (place) {
      locations.push(fromPlace(place));
      if (address) placeUpdates.push({ placeId: place.id, address });
      continue;
    }
    if (!address) {
      issues.push({
        code: 'validation.missing_field',
        field: ['stops', index, 'address'],
        detail: 'A stop needs a place or an address',
      });
      continue;
    }
    // An address without coordinates is placed by the geocoder (offline towns, or GEOCODER_URL).
    const position =
      address.lat !== undefined && address.lng !== undefined
        ? { lat: address.lat, lng: address.lng }
        : (await geo.geocode({ text: address.town, country: address.country, limit: 1 }))[0];
    const timezone = position ? timeZoneAt(position.lat, position.lng) : undefined;
    if (!position || !timezone) {
      issues.push({ code: 'place.position.not_found_error', field: ['stops', index, 'address'] });
      continue;
    }
    locations.push({
      placeId: null,
      name: address.name,
      street: address.street ?? null,
      postalCode: address.postalCode ?? null,
      town: address.town,
      country: address.country,
      lat: position.lat,
      lng: position.lng,
      timezone,
      geofencingRadius: DEFAULT_RADIUS_M,
    });
  }
  return { locations, issues, placeUpdates };
}
