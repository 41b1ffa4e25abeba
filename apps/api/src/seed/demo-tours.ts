// Who ships what with whom in the demo: the shipper's outbound and inbound flows carried by both carriers,
// a few tours of the logistics provider, and the carriers' own business (which tenant isolation must hide).
import { leaveToursToCharter } from './awaiting-carriers';
import type { OrderContext, TourKind } from './order-plan';
import type { SeededOrganization, SeededOrganizations } from './organizations';
import type { OrgKey } from './organizations-data';
import type { PlacesByOwner } from './places';
import { type PlaceKind, type PlaceOwner, regionOf } from './places-data';
import { chance, pick, type Random, randomInt, shuffle, weighted } from './random';
import type { TourStatus } from './stop-schedule';
import { buildRoute, type PlannedTour, type PlanPlace, planTour, type TourCarrier } from './tour-plan';

export type DemoCarriers = Record<'carrier' | 'carrier2', TourCarrier>;

const CODES: Record<PlaceOwner, string> = { shipper: 'MDI', carrier: 'TLF', carrier2: 'NLL', lsp: 'ELX' };
const LANGUAGES: Record<PlaceOwner, string> = { shipper: 'fr', carrier: 'fr', carrier2: 'de', lsp: 'en' };
const COUNTRIES: Record<PlaceOwner, string> = { shipper: 'FR', carrier: 'FR', carrier2: 'DE', lsp: 'NL' };
const ORDER_COUNTS: Record<TourKind, [number, number]> = {
  ftl: [1, 2],
  ltl: [3, 8],
  parcel: [3, 6],
  rail: [1, 3],
};

function repeat(counts: Record<TourStatus, number>): TourStatus[] {
  return (Object.entries(counts) as [TourStatus, number][]).flatMap(([status, n]) =>
    Array<TourStatus>(n).fill(status),
  );
}

function randomStatus(random: Random): TourStatus {
  return weighted(random, { FINISHED: 40, IN_PROGRESS: 28, TOWARDS_FIRST_STOP: 10, NOT_STARTED: 22 });
}

function ofKind(places: readonly PlanPlace[], ...kinds: PlaceKind[]): PlanPlace[] {
  return places.filter((place) => kinds.includes(place.kind));
}

export function planDemoTours(
  random: Random,
  now: Date,
  orgs: SeededOrganizations,
  places: PlacesByOwner,
  carriers: DemoCarriers,
): PlannedTour[] {
  const tours: PlannedTour[] = [];
  const add = tourAdder(random, now, orgs, carriers, tours);
  planShipperTours(random, places.shipper, add);
  leaveToursToCharter(tours, orgs.shipper.id, { unchartered: 3, requested: 2 });
  planLspTours(random, places.lsp, add);
  planCarriersOwnTours(random, places, add);
  return tours;
}

type AddTour = (
  owner: PlaceOwner,
  status: TourStatus,
  kind: TourKind,
  carrierKey: 'carrier' | 'carrier2',
  loadPool: PlanPlace[],
  deliveryPool: PlanPlace[],
) => void;

/** Plans one tour of `owner` carried by `carrierKey` and appends it to `tours`, numbering tours and orders. */
function tourAdder(
  random: Random,
  now: Date,
  orgs: SeededOrganizations,
  carriers: DemoCarriers,
  tours: PlannedTour[],
): AddTour {
  const year = now.getUTCFullYear();
  const counters: Record<PlaceOwner, { tours: number; orders: number }> = {
    shipper: { tours: 40, orders: 100 },
    carrier: { tours: 310, orders: 2_400 },
    carrier2: { tours: 120, orders: 800 },
    lsp: { tours: 70, orders: 500 },
  };
  return (owner, status, kind, carrierKey, loadPool, deliveryPool) => {
    const org: SeededOrganization = orgs[owner as OrgKey];
    const counter = counters[owner];
    const agency = pick(random, org.agencies);
    const orders: OrderContext = {
      random,
      now,
      language: LANGUAGES[owner],
      country: COUNTRIES[owner],
      // The last tag is the automatically assigned one: people only pick the others.
      tagIds: org.tagIds.slice(0, -1),
      contracts:
        owner === carrierKey
          ? []
          : [`CT-${CODES[carrierKey]}-${year - 1}-07`, `CT-${CODES[carrierKey]}-${year}-01`],
      nextReference: () => `${CODES[owner]}-${year}-${String(++counter.orders).padStart(6, '0')}`,
    };
    const [min, max] = ORDER_COUNTS[kind];
    tours.push(
      planTour({
        orders,
        organizationId: org.id,
        reference: `${CODES[owner]}-T${year}-${String(++counter.tours).padStart(4, '0')}`,
        status,
        kind,
        route: buildRoute(random, kind, loadPool, deliveryPool),
        carrier: carriers[carrierKey],
        thresholds: agency,
        orderCount: randomInt(random, min, max),
      }),
    );
  };
}

/** The shipper: 60 tours over every status; Nordlicht takes the north and east, Lefèvre the rest. */
function planShipperTours(random: Random, shipperPlaces: PlanPlace[], add: AddTour): void {
  const shipperStatuses = shuffle(
    random,
    repeat({ FINISHED: 24, IN_PROGRESS: 17, TOWARDS_FIRST_STOP: 6, NOT_STARTED: 13 }),
  );
  const shipperCarriers = shuffle(random, [
    ...Array<'carrier'>(38).fill('carrier'),
    ...Array<'carrier2'>(22).fill('carrier2'),
  ]);
  const sites = ofKind(shipperPlaces, 'site');
  for (const [i, status] of shipperStatuses.entries()) {
    const carrierKey = shipperCarriers[i]!;
    const region = carrierKey === 'carrier' ? 'west' : 'east';
    const inRegion = shipperPlaces.filter((place) => regionOf(place.country) === region);
    const kind = weighted(random, { ftl: 45, ltl: 32, parcel: 8, rail: 15 });
    if (kind === 'rail') add('shipper', status, kind, carrierKey, sites, ofKind(inRegion, 'port'));
    else if (kind !== 'parcel' && chance(random, 0.25))
      add('shipper', status, kind, carrierKey, ofKind(inRegion, 'supplier', 'port'), sites);
    else add('shipper', status, kind, carrierKey, sites, ofKind(inRegion, 'customer', 'port', 'hub'));
  }
}

/** The logistics provider dispatches from its hubs, mostly with Nordlicht. */
function planLspTours(random: Random, lspPlaces: PlanPlace[], add: AddTour): void {
  const hubs = ofKind(lspPlaces, 'hub');
  const lspCustomers = lspPlaces.filter((place) => place.kind !== 'hub');
  for (let i = 0; i < 8; i++) {
    const status: TourStatus =
      i < 4
        ? (['FINISHED', 'IN_PROGRESS', 'NOT_STARTED', 'TOWARDS_FIRST_STOP'] as const)[i]!
        : randomStatus(random);
    add(
      'lsp',
      status,
      chance(random, 0.6) ? 'ltl' : 'ftl',
      i % 3 === 0 ? 'carrier' : 'carrier2',
      hubs,
      lspCustomers,
    );
  }
}

/** Each carrier's own customers: orders the shipper and the other carrier must never see. */
function planCarriersOwnTours(random: Random, places: PlacesByOwner, add: AddTour): void {
  for (const carrierKey of ['carrier', 'carrier2'] as const) {
    for (let i = 0; i < 4; i++) {
      const own = places[carrierKey];
      add(
        carrierKey,
        i === 0 ? 'IN_PROGRESS' : randomStatus(random),
        pick(random, ['ftl', 'ltl'] as const),
        carrierKey,
        ofKind(own, 'depot', 'site', 'port'),
        own,
      );
    }
  }
}
