// Shared by the tracking worker tests: a demo tour paired with the shipper's shuttle, a drive along its stops,
// and what the worker stored.
import { offsetPoint, type PositionFix, syntheticTrack, type TrackLeg } from '@cargolens/domain/tracking';
import { DEMO_SHIPPER_RESOURCE_ID } from '../openapi/example-ids';
import { dbOf, demoTour, pairBody } from './assignment-fixtures';
import type { TestCargolens } from './cargolens';

const MINUTE = 60_000;

/** A not-started tour of the shipper (no carrier), paired with its shuttle through the API. */
export async function pairedDemoTour(app: TestCargolens, skip = 0) {
  const tour = await demoTour(app, { owner: 'shipper', carrier: null, status: 'NOT_STARTED', skip });
  const response = await app.api.request('PUT', `/api/tours/${tour.id}/pairing`, {
    token: await app.tokenOf('shipper.operator'),
    body: pairBody(DEMO_SHIPPER_RESOURCE_ID),
  });
  if (response.status !== 200) throw new Error(`pairing failed: ${JSON.stringify(response.body)}`);
  return tour;
}

export async function stopsOf(app: TestCargolens, tourKey: number) {
  return dbOf(app)
    .selectFrom('stops')
    .selectAll()
    .where('tour_id', '=', tourKey)
    .orderBy('sequence')
    .execute();
}

/**
 * From 3 km before the first stop, through every stop (20 minutes at each), to 3 km past the last, at 60 km/h
 * with a fix a minute; it ends `endsAgoMs` before now, so every fix is in the past as a device sends it.
 */
export function driveAlong(
  stops: ReadonlyArray<{ lat: number; lng: number }>,
  endsAgoMs = 2 * MINUTE,
): PositionFix[] {
  const start = offsetPoint(stops[0]!, 270, 3_000);
  const legs: TrackLeg[] = stops.flatMap((stop) => [{ to: stop, kmh: 60 }, { waitMs: 20 * MINUTE }]);
  legs.push({ to: offsetPoint(stops[stops.length - 1]!, 90, 3_000), kmh: 60 });
  const track = syntheticTrack(start, 0, legs, MINUTE);
  const shift = Date.now() - endsAgoMs - track[track.length - 1]!.at;
  return track.map((fix) => ({ ...fix, at: Math.round((fix.at + shift) / 1000) * 1000 }));
}

/** POST /api/positions in batches of 1,000, as the shuttle. */
export async function sendFixes(app: TestCargolens, fixes: readonly PositionFix[]) {
  const token = await app.tokenOf('api.client');
  for (let i = 0; i < fixes.length; i += 1_000) {
    const data = fixes.slice(i, i + 1_000).map((fix) => ({
      type: 'positions',
      attributes: { date: new Date(fix.at).toISOString(), lat: fix.lat, lng: fix.lng },
      relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
    }));
    const response = await app.api.request('POST', '/api/positions', { token, body: { data } });
    if (response.status !== 200) throw new Error(`positions refused: ${JSON.stringify(response.body)}`);
  }
}

export async function eventsOf(app: TestCargolens, tourKey: number) {
  return dbOf(app)
    .selectFrom('tracking_events')
    .select(['code', 'stop_id', 'event_key', 'occurred_at'])
    .where('tour_id', '=', tourKey)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

export async function tourStatusOf(app: TestCargolens, tourKey: number) {
  const tour = await dbOf(app)
    .selectFrom('tours')
    .select('status')
    .where('id', '=', tourKey)
    .executeTakeFirstOrThrow();
  return tour.status;
}

/**
 * What the tracking worker stores for a tour under way whose delivery stop is `lateMinutes` late by its ETA: the
 * tour's status, the stop's delay status, the engine's ETA and the ETA it shows (decision 0224). Returns that
 * delivery stop as it was before.
 */
export async function storeLateDelivery(app: TestCargolens, tourKey: number, lateMinutes: number) {
  const delivery = (await stopsOf(app, tourKey)).find(
    (s) => s.stop_type !== 'loading' && s.stop_type !== 'readyForPickup',
  )!;
  const eta = new Date((delivery.appointment_end ?? delivery.planned_end)!.getTime() + lateMinutes * 60_000);
  await dbOf(app).updateTable('tours').set({ status: 'IN_PROGRESS' }).where('id', '=', tourKey).execute();
  await dbOf(app)
    .updateTable('stops')
    .set({
      eta,
      eta_status: 'RISKY_DELAY',
      eta_source: 'internal',
      shown_eta: eta,
      shown_eta_source: 'internal',
    })
    .where('id', '=', delivery.id)
    .execute();
  return delivery;
}
