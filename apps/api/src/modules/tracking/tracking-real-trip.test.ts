// A real trip (a Porto taxi ride, bench/eta/porto-trips, CC BY 4.0 — see its README) replayed through
// POST /api/positions moves a tour planned on the ride's origin and destination from NOT_STARTED to FINISHED.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PositionFix } from '@cargolens/domain/tracking';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { encodeId } from '../../kernel/public-id';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';
import { dbOf, pairBody } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { eventsOf, sendFixes, stopsOf, tourStatusOf } from '../../test-support/tracking-fixtures';
import { createTrackingWorker } from './tracking-worker';

const TRIP = '1372638165620000435';
const SECOND_TRIP = '1372638303620000112';
const DATA = path.join(repoRoot, 'bench', 'eta', 'porto-trips');
/** The events of a whole ride that starts at its origin, in their order. */
const WHOLE_RIDE = [
  'ARR_LOAD',
  'TOUR_STATUS',
  'LEFT_LOADING_SITE',
  'DRIVING_TO_UNLOAD',
  'ARR_UNLOAD',
  'TOUR_STATUS',
];

/** The ride's fixes, moved in time so that it ended ten minutes ago. */
function portoRide(trip = TRIP): PositionFix[] {
  const rows = readFileSync(path.join(DATA, 'porto_trips.csv'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${trip},`))
    .map((line) => line.split(','));
  const fixes = rows.map(([, , at, lat, lng]) => ({
    at: Date.parse(at!),
    lat: Number(lat),
    lng: Number(lng),
  }));
  const shift = Date.now() - 10 * 60_000 - fixes[fixes.length - 1]!.at;
  return fixes.map((fix) => ({ ...fix, at: fix.at + shift }));
}

describe.each(engines())('a real trip through the API on $name', (engine) => {
  const app = useCargolens(engine);

  /** A tour of the shipper planned on the ride's first and last fix, paired with its shuttle. */
  async function plannedRide(trip: string, fixes: readonly PositionFix[]) {
    const db = dbOf(app);
    const shuttle = await db
      .selectFrom('resources')
      .select('organization_id')
      .where('label', '=', 'Navette Gerland – Villefranche')
      .executeTakeFirstOrThrow();
    const tour = await db
      .insertInto('tours')
      .values({ organization_id: shuttle.organization_id, reference: `PORTO-${trip}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = fixes[0]!;
    const last = fixes[fixes.length - 1]!;
    await db
      .insertInto('stops')
      .values(
        [first, last].map((site, i) => ({
          organization_id: shuttle.organization_id,
          tour_id: tour.id,
          sequence: i + 1,
          stop_type: i === 0 ? 'loading' : 'delivery',
          name: i === 0 ? 'Ride origin' : 'Ride destination',
          town: 'Porto',
          country: 'PT',
          lat: site.lat,
          lng: site.lng,
          timezone: 'Europe/Lisbon',
          geofencing_radius: 200,
        })),
      )
      .execute();
    const paired = await app.api.request('PUT', `/api/tours/${encodeId(tour.id)}/pairing`, {
      token: await app.tokenOf('shipper.operator'),
      body: pairBody(DEMO_SHIPPER_RESOURCE_ID),
    });
    expect(paired.status).toBe(200);

    return tour;
  }

  it('moves its tour from NOT_STARTED through departure and arrival to FINISHED', async () => {
    const fixes = portoRide();
    expect(fixes.length).toBeGreaterThan(30);
    const tour = await plannedRide(TRIP, fixes);
    const last = fixes[fixes.length - 1]!;
    await sendFixes(app, fixes);
    await createTrackingWorker(dbOf(app)).drain();

    expect(await tourStatusOf(app, tour.id)).toBe('FINISHED');
    const [origin, destination] = await stopsOf(app, tour.id);
    expect(origin!.left_at).not.toBeNull();
    expect(destination!.arrived_at).not.toBeNull();
    // Arrival is dated on entering the 200 m circle, shortly before the ride's last fix.
    const early = last.at - destination!.arrived_at!.getTime();
    expect(early).toBeGreaterThanOrEqual(0);
    expect(early).toBeLessThan(5 * 60_000);
    const codes = (await eventsOf(app, tour.id)).map((event) => event.code);
    // The ride starts at its origin: on site from the first fix, so the tour goes straight to IN_PROGRESS.
    expect(codes).toEqual(WHOLE_RIDE);
  });

  it('orders positions that arrive out of order, and drops those older than what the engine processed', async () => {
    const fixes = portoRide(SECOND_TRIP);
    const tour = await plannedRide(SECOND_TRIP, fixes);
    const straggler = fixes.splice(40, 1)[0]!;
    // Batches of ten, newest first, before any worker runs: the engine reads them back in time order.
    const batches: PositionFix[][] = [];
    for (let i = 0; i < fixes.length; i += 10) batches.unshift(fixes.slice(i, i + 10));
    for (const batch of batches) await sendFixes(app, batch);
    await createTrackingWorker(dbOf(app)).drain();
    expect(await tourStatusOf(app, tour.id)).toBe('FINISHED');
    const events = await eventsOf(app, tour.id);
    expect(events.map((event) => event.code)).toEqual(WHOLE_RIDE);
    // A fix from the middle of the ride, long after: stored, run, and nothing changes.
    await sendFixes(app, [straggler]);
    expect(await createTrackingWorker(dbOf(app)).drain()).toBe(1);
    expect(await eventsOf(app, tour.id)).toEqual(events);
  });
});
