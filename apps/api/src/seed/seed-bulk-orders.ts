// Bulk orders for the API benchmark: `count` more orders for one organization, on two-stop tours spread over two
// years, with the demo's mix of statuses, modes, dates and tags. Inserted in chunks, each in its own transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { makeFleet } from './fleet';
import { insertPlannedTours } from './insert-plan';
import type { TourKind } from './order-plan';
import { seedPlaces } from './places';
import { PLACES, type PlaceKind } from './places-data';
import { mulberry32, pick, type Random, randomInt, weighted } from './random';
import { buildRoute, type PlannedTour, type PlanPlace, planTour, type TourCarrier } from './tour-plan';

export interface SeedBulkOrdersOptions {
  organizationId: number;
  count: number;
  now: Date;
  onProgress?: (done: number) => void;
}

const ORDERS_PER_CHUNK = 5_000;
const DRIVERS = ['Luc Bernard', 'Ana Costa', 'Piotr Nowak', 'Marek Dvořák', 'Sven Hoffmann', 'Elena Popescu'];

export async function seedBulkOrders(db: Kysely<Database>, options: SeedBulkOrdersOptions): Promise<void> {
  const { organizationId, count, now } = options;
  const random = mulberry32(organizationId * 7_919 + count);
  const places = await loadPlaces(db, organizationId, now);
  const tagIds = (
    await db.selectFrom('tags').select('id').where('organization_id', '=', organizationId).execute()
  ).map((r) => r.id);
  const agencies = await db
    .selectFrom('agencies')
    .select(['tolerable_delay_minutes as tolerableDelayMinutes', 'risky_delay_minutes as riskyDelayMinutes'])
    .where('organization_id', '=', organizationId)
    .execute();
  const carriers = await loadCarriers(db, organizationId, random);
  // Continue the numbering of earlier runs so references stay unique.
  const previous = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('reference', 'like', 'BENCH-%')
    .executeTakeFirstOrThrow();
  let orderNumber = Number(previous.n);
  let tourNumber = orderNumber;
  const year = now.getUTCFullYear();

  let done = 0;
  while (done < count) {
    const target = Math.min(ORDERS_PER_CHUNK, count - done);
    const tours: PlannedTour[] = [];
    let planned = 0;
    while (planned < target) {
      const kind = weighted<TourKind>(random, { ftl: 35, ltl: 45, parcel: 10, rail: 10 });
      const orderCount = Math.min(
        target - planned,
        kind === 'ftl' || kind === 'rail' ? randomInt(random, 1, 2) : randomInt(random, 2, 4),
      );
      tours.push(
        planTour({
          orders: {
            random,
            now,
            language: 'fr',
            country: 'FR',
            tagIds,
            contracts: [`CT-BENCH-${year}-01`, `CT-BENCH-${year}-02`],
            nextReference: () => `BENCH-${String(++orderNumber).padStart(6, '0')}`,
          },
          organizationId,
          reference: `BENCH-T-${String(++tourNumber).padStart(6, '0')}`,
          status: weighted(random, { FINISHED: 88, IN_PROGRESS: 4, TOWARDS_FIRST_STOP: 1, NOT_STARTED: 7 }),
          kind,
          route: buildRoute(random, kind, places, places, 2),
          carrier: carriers.length > 0 ? pick(random, carriers) : null,
          thresholds:
            agencies.length > 0
              ? pick(random, agencies)
              : { tolerableDelayMinutes: 15, riskyDelayMinutes: 60 },
          orderCount,
          finishedWithinDays: 730,
        }),
      );
      planned += orderCount;
    }
    await db.transaction().execute((trx) => insertPlannedTours(trx, tours));
    done += planned;
    options.onProgress?.(done);
  }
}

async function loadPlaces(db: Kysely<Database>, organizationId: number, now: Date): Promise<PlanPlace[]> {
  const query = () =>
    db
      .selectFrom('places')
      .select([
        'id',
        'external_id',
        'name',
        'street',
        'postal_code',
        'town',
        'country',
        'lat',
        'lng',
        'timezone',
        'geofence_radius',
      ])
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute();
  let rows = await query();
  if (rows.length < 2) {
    // An organization without an address book gets the demo shipper's one.
    const owner = {
      shipper: organizationId,
      carrier: organizationId,
      carrier2: organizationId,
      lsp: organizationId,
    };
    await seedPlaces(db, owner, now, PLACES, ['shipper']);
    rows = await query();
  }
  const kinds = new Map<string, PlaceKind>(PLACES.map((place) => [place.key, place.kind]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    street: row.street,
    postalCode: row.postal_code,
    town: row.town,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    timezone: row.timezone,
    geofenceRadius: row.geofence_radius ?? 500,
    kind: kinds.get(row.external_id ?? '') ?? 'customer',
  }));
}

/** The carriers the organization already works with, or none when it runs its own trucks. */
async function loadCarriers(
  db: Kysely<Database>,
  organizationId: number,
  random: Random,
): Promise<TourCarrier[]> {
  const rows = await db
    .selectFrom('tours')
    .innerJoin('agencies', 'agencies.organization_id', 'tours.carrier_organization_id')
    .select(['tours.carrier_organization_id as carrierId', 'agencies.id as agencyId'])
    .where('tours.organization_id', '=', organizationId)
    .where('tours.carrier_organization_id', '<>', organizationId)
    .distinct()
    .orderBy('agencies.id')
    .execute();
  const agencies = new Map<number, number[]>();
  for (const row of rows) {
    if (row.carrierId === null) continue;
    agencies.set(row.carrierId, [...(agencies.get(row.carrierId) ?? []), row.agencyId]);
  }
  return [...agencies.entries()].map(([id, agencyIds]) => ({
    organizationId: id,
    agencyIds,
    drivers: DRIVERS,
    ...makeFleet(random, 'fr', 25),
  }));
}
