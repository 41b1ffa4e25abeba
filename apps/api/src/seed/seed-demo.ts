// The demo data set (issue 2, item 3): organizations, users of every role, places, tours and orders that look
// live whenever the API starts. Idempotent, deterministic, and all in one transaction.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { demoPhone, insertDemoDrives, oneTruckPerTour, pairThePhone, sparePlates } from './demo-fleet';
import { type DemoCarriers, planDemoTours } from './demo-tours';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-users';
import { makeFleet } from './fleet';
import { insertFleetResources, planFleetResources, spareTrucks } from './fleet-resources';
import { seedImportTasks } from './import-tasks';
import { insertPlannedTours } from './insert-plan';
import { type SeededOrganizations, seedOrganizations } from './organizations';
import { seedPlaces } from './places';
import { seedPortfolios } from './portfolios';
import { mulberry32 } from './random';
import type { PlannedTour } from './tour-plan';

export interface SeedDemoResult {
  seeded: boolean;
  organizations: number;
  users: number;
  places: number;
  tours: number;
  orders: number;
  resources: number;
}

const DEMO_SEED = 20_260_401;
// Two API processes starting together on one server must not both seed.
const SEED_LOCK = 4243;

export async function seedDemo(db: Kysely<Database>, options: { now: Date }): Promise<SeedDemoResult> {
  const skipped: SeedDemoResult = {
    seeded: false,
    organizations: 0,
    users: 0,
    places: 0,
    tours: 0,
    orders: 0,
    resources: 0,
  };
  if (await demoExists(db)) return skipped;
  // argon2 is slow on purpose: hash once, outside the transaction, and share the hash between demo users.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await demoExists(trx)) return skipped;
    return seedEverything(trx, passwordHash, options.now);
  });
}

/** The whole data set, in one transaction, from one random stream for the organizations' plans. */
async function seedEverything(
  trx: Kysely<Database>,
  passwordHash: string,
  now: Date,
): Promise<SeedDemoResult> {
  const random = mulberry32(DEMO_SEED);
  const { organizations, users } = await seedOrganizations(trx, passwordHash, now);
  await seedPortfolios(trx, now);
  const places = await seedPlaces(
    trx,
    {
      shipper: organizations.shipper.id,
      carrier: organizations.carrier.id,
      carrier2: organizations.carrier2.id,
      lsp: organizations.lsp.id,
    },
    now,
  );
  const carriers: DemoCarriers = {
    carrier: {
      organizationId: organizations.carrier.id,
      agencyIds: organizations.carrier.agencies.map((a) => a.id),
      drivers: organizations.carrier.drivers,
      ...makeFleet(random, 'fr', 9),
    },
    carrier2: {
      organizationId: organizations.carrier2.id,
      agencyIds: organizations.carrier2.agencies.map((a) => a.id),
      drivers: organizations.carrier2.drivers,
      ...makeFleet(random, 'de', 7),
    },
  };
  const tours = planDemoTours(random, now, organizations, places, carriers);
  const resources = await seedToursAndFleet(trx, { tours, carriers, organizations, now });
  await seedImportTasks(
    trx,
    [organizations.shipper.id, organizations.carrier.id, organizations.carrier2.id, organizations.lsp.id],
    now,
  );
  return {
    seeded: true,
    organizations: Object.keys(organizations).length,
    users,
    places: Object.values(places).reduce((sum, list) => sum + list.length, 0),
    tours: tours.length,
    orders: tours.reduce((sum, tour) => sum + tour.orders.length, 0),
    resources,
  };
}

/**
 * The tours, one truck each, then the carriers' fleets and the demo drives. Returns how many resources it wrote.
 * The fleet's details and the demo fleet's extra trucks draw from their own streams, so they do not shift the
 * tours.
 */
async function seedToursAndFleet(
  trx: Kysely<Database>,
  plan: { tours: PlannedTour[]; carriers: DemoCarriers; organizations: SeededOrganizations; now: Date },
): Promise<number> {
  const { tours, carriers, organizations, now } = plan;
  const fleetRandom = mulberry32(DEMO_SEED + 1);
  const retired = makeFleet(fleetRandom, 'fr', 1).vehicles;
  const yardRandom = mulberry32(DEMO_SEED + 2);
  const styles = new Map([
    [carriers.carrier.organizationId, { fleet: carriers.carrier, style: 'fr' as const, retired }],
    [carriers.carrier2.organizationId, { fleet: carriers.carrier2, style: 'de' as const, retired: [] }],
  ]);
  const spares = new Map(
    [...styles].map(([id, { fleet, style, retired }]) => [
      id,
      sparePlates(yardRandom, style, 40, [...fleet.vehicles, ...fleet.trailers, ...retired]),
    ]),
  );
  pairThePhone(tours, organizations.shipper.id, organizations.carrier.id);
  const joined = oneTruckPerTour(tours, (carrier) => spares.get(carrier) ?? []);
  const tourIds = await insertPlannedTours(trx, tours);
  const fleet = planFleetResources(
    fleetRandom,
    [
      {
        organizationId: carriers.carrier.organizationId,
        fleet: carriers.carrier,
        drivers: carriers.carrier.drivers,
        mobilePrefix: '+336399800', // the French numbering plan's range for fiction
        retired,
      },
      {
        organizationId: carriers.carrier2.organizationId,
        fleet: carriers.carrier2,
        drivers: carriers.carrier2.drivers,
        mobilePrefix: '+4915123456',
        retired: [],
      },
    ],
    { shipper: organizations.shipper.id, lsp: organizations.lsp.id },
    now,
  );
  // Appended, so the resources above keep their ids (tests and API examples name some of them).
  for (const [id, plates] of joined) {
    const { fleet: own, retired: sold } = styles.get(id)!;
    fleet.push(...spareTrucks(yardRandom, id, plates, own.vehicles.length + sold.length, now));
  }
  fleet.push(demoPhone(organizations.carrier.id, new Date(now.getTime() - 7 * 86_400_000)));
  const resources = await insertFleetResources(trx, fleet);
  await insertDemoDrives(trx, tours, tourIds, now);
  return resources;
}

async function demoExists(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', DEMO_ORGANIZATIONS.shipper)
    .executeTakeFirst();
  return row !== undefined;
}
