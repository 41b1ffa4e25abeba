// The ETA replay through the product instead of the engine's functions: each Porto ride becomes a truck
// (POST /api/means) and an order whose tour is paired to it (POST /api/orders, stops on the ride's origin and
// destination with the replay's 500 m geofence and no work on site), its fixes go in through
// POST /api/positions, the tracking job code (runTrackingJob, what the workers run) runs the engine and stores
// its results, and the prediction is read back from the stored stop (arrival, else ETA).
//
// The one thing pinned is the engine's clock: a worker runs at wall-clock time, which for a ride of 2013 would
// be years after its fixes. Here each job runs at the time of its truck's newest fix, as the in-process replay
// computes at fix time (the tests pin the worker's clock the same way). The server is started in this process
// for that reason; everything else is the API over HTTP and the stored results.

import { decodeId } from '../../apps/api/src/kernel/public-id';
import { runTrackingJob } from '../../apps/api/src/modules/tracking/run-tracking-job';
import { createTrackingWorker } from '../../apps/api/src/modules/tracking/tracking-worker';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-users';
import { startCargolens } from '../../apps/api/src/start';
import { benchDatabase } from '../support/databases';
import type { BenchTrip } from './load-trips';
import type { Prediction } from './replay-trip';

async function tokenOf(base: string, username: string) {
  const basic = Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64');
  const response = await fetch(`${base}/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { data: { attributes: { accessToken: string } } }).data.attributes
    .accessToken;
}

async function post(url: string, token: string, body: unknown, expected: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== expected)
    throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export interface ApiReplay {
  tripId: string;
  predictions: Array<Pick<Prediction, 'at' | 'eta' | 'source'>>;
}

export async function replayViaApi(
  trips: readonly BenchTrip[],
  options: { engine: string; adminUrl: string },
): Promise<ApiReplay[]> {
  const database = await benchDatabase(options.engine, {
    prefix: 'cargolens-eta-api',
    adminUrl: options.adminUrl,
  });
  const running = await startCargolens({
    ...(database.store.databaseUrl ? { databaseUrl: database.store.databaseUrl } : {}),
    dataDir: database.store.dataDir || 'memory://',
    port: 0,
    host: '127.0.0.1',
    seedDemo: true,
    logger: false,
    webDist: '',
    trackingWorkers: 0,
    simulate: false,
  });
  try {
    const base = `${running.url}/api`;
    const db = running.store.db;
    const admin = await tokenOf(base, 'shipper.admin');
    const api = await tokenOf(base, 'api.client');
    const tours = new Map<string, { resource: string; tourKey: number }>();
    for (const trip of trips) {
      const label = `PORTO-${trip.tripId}`;
      const mean = (await post(
        `${base}/means`,
        admin,
        { data: { type: 'means', attributes: { label, mode: 'truck' } } },
        201,
      )) as { data: { id: string } };
      const order = (await post(
        `${base}/orders`,
        api,
        {
          data: {
            type: 'orders',
            attributes: {
              reference: `PORTO-${trip.tripId}`,
              transportMode: 'ftl',
              stops: [trip.origin, trip.destination].map((site, i) => ({
                stopType: i === 0 ? 'loading' : 'delivery',
                address: {
                  name: i === 0 ? 'Ride origin' : 'Ride destination',
                  town: 'Porto',
                  country: 'PT',
                  lat: site.lat,
                  lng: site.lng,
                },
                timezone: 'Europe/Lisbon',
                activityTime: 0,
                geofencingRadius: 500,
              })),
              resource: { label },
            },
          },
        },
        201,
      )) as { data: { relationships: { tour: { data: { id: string } } } } };
      tours.set(trip.tripId, {
        resource: mean.data.id,
        tourKey: decodeId(order.data.relationships.tour.data.id)!,
      });
    }

    // The engine's clock for a job: the time of its truck's newest fix sent so far.
    const clockOf = new Map<number, number>();
    const worker = createTrackingWorker(db, {
      batch: 500,
      handle: (job) => runTrackingJob(db, job, clockOf.get(job.resourceId ?? -1) ?? Date.now()),
    });
    const replays = trips.map((trip) => ({
      tripId: trip.tripId,
      predictions: [] as ApiReplay['predictions'],
    }));
    const steps = Math.max(...trips.map((trip) => trip.fixes.length));
    for (let step = 0; step < steps; step += 1) {
      const moving = trips.filter((trip) => step < trip.fixes.length);
      const data = moving.map((trip) => {
        const fix = trip.fixes[step]!;
        const { resource } = tours.get(trip.tripId)!;
        clockOf.set(decodeId(resource)!, fix.at);
        return {
          type: 'positions',
          attributes: {
            date: new Date(fix.at).toISOString(),
            lat: fix.lat,
            lng: fix.lng,
            ...(fix.speedKmh == null ? {} : { speed: fix.speedKmh / 3.6 }),
          },
          relationships: { resource: { data: { type: 'means', id: resource } } },
        };
      });
      const answer = (await post(`${base}/positions`, api, { data }, 200)) as {
        data: { attributes: { results: Array<{ outcome: string }> } };
      };
      const refused = answer.data.attributes.results.filter((r) => r.outcome !== 'accepted');
      if (refused.length > 0) throw new Error(`step ${step}: ${JSON.stringify(refused[0])}`);
      await worker.drain();
      const stored = await db
        .selectFrom('stops')
        .select(['tour_id', 'arrived_at', 'eta', 'eta_source'])
        .where(
          'tour_id',
          'in',
          moving.map((trip) => tours.get(trip.tripId)!.tourKey),
        )
        .where('sequence', '=', 2)
        .execute();
      const byTour = new Map(stored.map((row) => [row.tour_id, row]));
      for (const trip of moving) {
        const row = byTour.get(tours.get(trip.tripId)!.tourKey)!;
        replays[trips.indexOf(trip)]!.predictions.push({
          at: trip.fixes[step]!.at,
          eta: row.arrived_at?.getTime() ?? row.eta?.getTime() ?? null,
          source: (row.eta_source ?? 'internalRemainingLeadTime') as Prediction['source'],
        });
      }
    }
    return replays;
  } finally {
    await running.close();
    await database.cleanup();
  }
}

type Side = ReadonlyArray<{
  tripId: string;
  predictions: ReadonlyArray<{ at: number; eta: number | null; source: string }>;
}>;

/** Prediction by prediction (same trip, same fix time): how far the two ETAs are apart. */
export function comparePredictions(expected: Side, actual: Side) {
  const byKey = new Map<string, { eta: number | null; source: string }>();
  for (const r of actual) for (const p of r.predictions) byKey.set(`${r.tripId}@${p.at}`, p);
  let compared = 0;
  let missing = 0;
  let nullMismatch = 0;
  let sourceMismatch = 0;
  let maxMin = 0;
  let sumMin = 0;
  let withEta = 0;
  for (const r of expected)
    for (const p of r.predictions) {
      const other = byKey.get(`${r.tripId}@${p.at}`);
      if (!other) {
        missing += 1;
        continue;
      }
      compared += 1;
      if (other.source !== p.source) sourceMismatch += 1;
      if ((p.eta === null) !== (other.eta === null)) {
        nullMismatch += 1;
        continue;
      }
      if (p.eta === null || other.eta === null) continue;
      const diff = Math.abs(p.eta - other.eta) / 60_000;
      maxMin = Math.max(maxMin, diff);
      sumMin += diff;
      withEta += 1;
    }
  return { compared, missing, nullMismatch, sourceMismatch, maxMin, meanMin: withEta ? sumMin / withEta : 0 };
}
