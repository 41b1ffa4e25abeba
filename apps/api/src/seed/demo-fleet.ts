// The demo fleet that moves (issue 7 §7, decision 0115). A truck reports for every tour it is paired with,
// so a truck paired with two tours under way would move both at once; here every tour not finished gets a
// truck of its own (from a few more trucks in the carriers' yards) before the tours are written. Then the
// tours whose truck has a telematic unit become demo drives, which the simulator drives through OsmAnd, and
// one tour is left for a phone running Traccar Client with the device id the README names.
import type { Insertable, Kysely } from 'kysely';
import type { Database, DemoDrivesTable, ResourcesTable } from '../db/schema';
import { makeFleet } from './fleet';
import type { Random } from './random';
import type { PlannedTour } from './tour-plan';

/** The device id a phone running Traccar Client reports with to become the demo tour's truck (README). */
export const DEMO_DEVICE_ID = 'cargolens-demo';
export const DEMO_PHONE_LABEL = 'Téléphone démo (Traccar Client)';

const DELAYED = new Set(['TOLERATED_DELAY', 'TOLERABLE_DELAY', 'RISKY_DELAY']);

function priority(tour: PlannedTour): number {
  return tour.status === 'IN_PROGRESS' ? 0 : tour.status === 'TOWARDS_FIRST_STOP' ? 1 : 2;
}

/**
 * Gives each unfinished tour with a truck a truck no other unfinished tour has: tours under way keep theirs
 * first, the others take one of `spare(carrier)`'s plates (which then join the fleet). Returns the plates
 * taken per carrier organization, in order. Finished tours keep the truck they had.
 */
export function oneTruckPerTour(
  tours: PlannedTour[],
  spare: (carrierOrganizationId: number) => string[],
): Map<number, string[]> {
  const taken = new Map<number, string[]>();
  const busy = new Set<string>();
  const open = tours
    .map((tour, index) => ({ tour, index }))
    .filter(({ tour }) => tour.status !== 'FINISHED' && tour.vehicle !== null && tour.carrierOrganizationId)
    .sort(
      (a, b) =>
        priority(a.tour) - priority(b.tour) ||
        a.tour.startAt.getTime() - b.tour.startAt.getTime() ||
        a.index - b.index,
    );
  for (const { tour } of open) {
    const carrier = tour.carrierOrganizationId!;
    if (!busy.has(`${carrier}:${tour.vehicle}`)) {
      busy.add(`${carrier}:${tour.vehicle}`);
      continue;
    }
    const used = taken.get(carrier) ?? [];
    const plate = spare(carrier)[used.length];
    tour.vehicle = plate ?? null;
    if (!plate) continue;
    used.push(plate);
    taken.set(carrier, used);
    busy.add(`${carrier}:${plate}`);
  }
  return taken;
}

/** `count` new truck plates unlike any the fleet already has (plates are unique within an organization). */
export function sparePlates(random: Random, style: 'fr' | 'de', count: number, existing: readonly string[]) {
  const known = new Set(existing);
  return makeFleet(random, style, count * 2)
    .vehicles.filter((plate) => !known.has(plate))
    .slice(0, count);
}

/** The phone's tour: a tour of the shipper, not started, that `carrier` carries; it takes the phone as truck. */
export function pairThePhone(
  tours: PlannedTour[],
  shipper: number,
  carrier: number,
): PlannedTour | undefined {
  const tour = tours.find(
    (t) =>
      t.organizationId === shipper &&
      t.carrierOrganizationId === carrier &&
      t.charteringStatus === 'CONFIRMED' &&
      t.status === 'NOT_STARTED' &&
      t.orders.length > 0,
  );
  if (tour) tour.vehicle = DEMO_PHONE_LABEL;
  return tour;
}

/** The phone as a resource of the carrier: its telematic unit id is the device id Traccar Client sends. */
export function demoPhone(organizationId: number, since: Date): Insertable<ResourcesTable> {
  return {
    organization_id: organizationId,
    label: DEMO_PHONE_LABEL,
    mode: 'truck',
    type: 'telematic',
    telematic_unit_id: DEMO_DEVICE_ID,
    created_at: since,
    updated_at: since,
  };
}

/**
 * The drives of the demo: every unfinished tour whose truck has a telematic unit (the phone's excepted).
 * A tour under way sets off from where the seed put its truck, at `now`, standing at the stop it is on or
 * driving to the next one; a tour not started waits at its depot for its planned start. A tour under way whose
 * next stop the seed made late runs late on purpose (real speed, held up in traffic first).
 */
export async function insertDemoDrives(
  db: Kysely<Database>,
  tours: readonly PlannedTour[],
  tourIds: readonly number[],
  now: Date,
): Promise<number> {
  const trucks = await db
    .selectFrom('resources')
    .select(['id', 'organization_id', 'label'])
    .where('telematic_unit_id', 'is not', null)
    .where('deactivated_at', 'is', null)
    .where('label', '<>', DEMO_PHONE_LABEL)
    .execute();
  const truckOf = new Map(trucks.map((truck) => [`${truck.organization_id}:${truck.label}`, truck.id]));
  const rows: Insertable<DemoDrivesTable>[] = [];
  tours.forEach((tour, i) => {
    if (tour.status === 'FINISHED' || tour.vehicle === null || tour.carrierOrganizationId === null) return;
    const resourceId = truckOf.get(`${tour.carrierOrganizationId}:${tour.vehicle}`);
    if (resourceId === undefined) return;
    const base = {
      tour_id: tourIds[i]!,
      organization_id: tour.carrierOrganizationId,
      resource_id: resourceId,
      start_lat: tour.truckAt.lat,
      start_lng: tour.truckAt.lng,
    };
    if (tour.status === 'NOT_STARTED') {
      rows.push({ ...base, starts_at: tour.startAt, phase: 'waiting', phase_since: tour.startAt });
      return;
    }
    const onSite = tour.stops.findIndex((s) => s.arrivedAt !== null && s.leftAt === null && !s.isSkipped);
    if (onSite >= 0) {
      const arrivedAt = tour.stops[onSite]!.arrivedAt!;
      rows.push({ ...base, starts_at: now, stop_index: onSite, phase: 'dwelling', phase_since: arrivedAt });
      return;
    }
    const next = tour.stops.findIndex((s) => s.arrivedAt === null && !s.isSkipped);
    if (next < 0) return;
    const late = DELAYED.has(tour.stops[next]!.etaStatus ?? '');
    rows.push({ ...base, late, starts_at: now, stop_index: next, phase: 'driving', phase_since: now });
  });
  if (rows.length > 0) await db.insertInto('demo_drives').values(rows).execute();
  return rows.length;
}
