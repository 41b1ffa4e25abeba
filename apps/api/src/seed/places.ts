// Inserts the place list into each owner's address book, with circle or polygon geofences.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { circleGeofence, polygonGeofence } from './geofence';
import { PLACES, type PlaceOwner, type PlaceSeed } from './places-data';
import type { PlanPlace } from './tour-plan';

interface SiteAddress {
  name: string;
  street: string | null;
  postalCode: string | null;
  town: string;
  country: string;
  lat: number;
  lng: number;
  timezone: string;
}

/** The address columns a place row has and a stop copies, so a stop keeps the address it was planned with. */
export function addressColumns(site: SiteAddress) {
  return {
    name: site.name,
    street: site.street,
    postal_code: site.postalCode,
    town: site.town,
    country: site.country,
    lat: site.lat,
    lng: site.lng,
    timezone: site.timezone,
  };
}

export type PlacesByOwner = Record<PlaceOwner, PlanPlace[]>;

const DEFAULT_RADIUS = 500;

export function geofenceOf(place: PlaceSeed) {
  return place.polygon
    ? polygonGeofence(place.lat, place.lng, place.polygon)
    : circleGeofence(place.lat, place.lng, place.radius ?? DEFAULT_RADIUS);
}

export async function seedPlaces(
  db: Kysely<Database>,
  organizationIds: Record<PlaceOwner, number>,
  now: Date,
  places: readonly PlaceSeed[] = PLACES,
  owners: readonly PlaceOwner[] = ['shipper', 'carrier', 'carrier2', 'lsp'],
): Promise<PlacesByOwner> {
  const since = new Date(now.getTime() - 100 * 86_400_000);
  const rows = places.flatMap((place) =>
    place.owners.filter((owner) => owners.includes(owner)).map((owner) => ({ owner, place })),
  );
  const inserted = await db
    .insertInto('places')
    .values(
      rows.map(({ owner, place }) => ({
        organization_id: organizationIds[owner],
        external_id: place.key,
        ...addressColumns(place),
        geofence: JSON.stringify(geofenceOf(place)),
        geofence_radius: place.polygon ? null : (place.radius ?? DEFAULT_RADIUS),
        created_at: since,
        updated_at: since,
      })),
    )
    .returning(['id', 'organization_id', 'external_id'])
    .execute();

  const byOwner: PlacesByOwner = { shipper: [], carrier: [], carrier2: [], lsp: [] };
  for (const { owner, place } of rows) {
    const row = inserted.find(
      (r) => r.organization_id === organizationIds[owner] && r.external_id === place.key,
    )!;
    byOwner[owner].push({
      id: row.id,
      name: place.name,
      street: place.street,
      postalCode: place.postalCode,
      town: place.town,
      country: place.country,
      lat: place.lat,
      lng: place.lng,
      timezone: place.timezone,
      geofenceRadius: place.radius ?? DEFAULT_RADIUS,
      kind: place.kind,
    });
  }
  return byOwner;
}
