import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { loadTrips } from './load-trips';
import { type Prediction, replayTrip } from './replay-trip';
import { scoreDetection, scoreHorizons } from './score';
import { comparePredictions, replayViaApi } from './via-api';

// Real Porto taxi rides (CC BY 4.0, notice in porto-trips/README.md), kept in the repository so a clone can run it.
const dataDir = resolve(dirname(fileURLToPath(import.meta.url)), 'porto-trips');
const { values } = parseArgs({
  options: {
    trips: { type: 'string', default: resolve(dataDir, 'porto_trips.csv') },
    stops: { type: 'string', default: resolve(dataDir, 'porto_stops.csv') },
    out: { type: 'string' },
    // The same replay through the HTTP API, the tracking job code and the stored results (via-api.ts).
    'via-api': { type: 'boolean', default: false },
    'api-out': { type: 'string' },
    engine: { type: 'string', default: 'postgres' },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
/**
 * What the two replays may differ by: speeds are stored as real (float4, ~7 digits) and come back in
 * km/h through m/s, which could move a speed-based ETA by well under a second; 0.1 min leaves room for that
 * and for the file's rounding to the second, and catches any real difference in the engine's decisions.
 * Measured on the Porto rides: no difference at all (docs/benchmarks.md).
 */
const TOLERANCE_MIN = 0.1;
const COLUMNS = ['trip_id', 'timestamp_iso', 'stop_seq', 'eta_iso', 'source'];

const trips = loadTrips(values.trips, values.stops);
const replays = trips.map((trip) => replayTrip(trip));

const predictionRows = (
  list: ReadonlyArray<{ tripId: string; predictions: readonly Omit<Prediction, 'baselineEta'>[] }>,
) =>
  list.flatMap((r) =>
    r.predictions.map((p) => [r.tripId, iso(p.at), 1, p.eta === null ? '' : iso(p.eta), p.source]),
  );
const inProcess = replays.map((r) => ({ tripId: r.trip.tripId, predictions: r.predictions }));
if (values.out)
  writeFileSync(values.out, stringify(predictionRows(inProcess), { header: true, columns: COLUMNS }));

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
console.log(
  `ETA replay: ${trips.length} trips, ${replays.reduce((s, r) => s + r.predictions.length, 0)} positions\n`,
);
console.log(
  'horizon | trips | engine mean / p90 (min) | ±5 / ±15 min | baseline mean / p90 (min) | ±5 / ±15 min | engine/baseline',
);
for (const h of scoreHorizons(replays, [5, 15, 30, 60])) {
  const { engine: e, baseline: b } = h;
  console.log(
    `${String(h.horizonMin).padStart(4)} min | ${String(h.trips).padStart(5)} | ${fmt(e.meanMin)} / ${fmt(e.p90Min)} | ${pct(e.within5)} / ${pct(e.within15)} | ${fmt(b.meanMin)} / ${fmt(b.p90Min)} | ${pct(b.within5)} / ${pct(b.within15)} | ${pct(e.meanMin / b.meanMin)}${e.missing ? ` (${e.missing} without ETA)` : ''}`,
  );
}
const d = scoreDetection(replays);
console.log(
  `\narrival detected: ${pct(d.arrivalRate)} of ${d.trips} trips; median |error| ${fmt(d.arrivalMedianAbsErrorMin)} min (signed ${fmt(d.arrivalMedianSignedErrorMin)} min: reaching the stop precedes the ride's end); median confirmation ${fmt(d.arrivalMedianConfirmationDelayMin)} min after arrival`,
);
console.log(
  `departure detected: ${pct(d.departureRate)}; median |leftAt − ride start| ${fmt(d.departureMedianAbsErrorMin)} min (leftAt: leaving the 150 m core of the 500 m origin geofence)`,
);

if (values['via-api']) {
  const started = performance.now();
  const viaApi = await replayViaApi(trips, {
    engine: values.engine!,
    adminUrl: values['postgres-admin-url']!,
  });
  const seconds = (performance.now() - started) / 1000;
  const apiOut = values['api-out'] ?? (values.out ? values.out.replace(/(\.csv)?$/, '.api.csv') : undefined);
  if (apiOut) writeFileSync(apiOut, stringify(predictionRows(viaApi), { header: true, columns: COLUMNS }));
  const c = comparePredictions(inProcess, viaApi);
  console.log(
    `\nvia the API (${values.engine}, ${seconds.toFixed(0)} s): ${c.compared} predictions compared with the in-process replay; ETA difference max ${fmt(c.maxMin, 3)} min, mean ${fmt(c.meanMin, 4)} min; ${c.nullMismatch} where one side has no ETA; ${c.sourceMismatch} with another source${apiOut ? `; written to ${apiOut}` : ''}`,
  );
  if (c.missing > 0 || c.nullMismatch > 0 || c.maxMin > TOLERANCE_MIN)
    throw new Error(
      `the API replay disagrees with the in-process one: ${c.missing} predictions missing, ${c.nullMismatch} with an ETA on one side only, max difference ${fmt(c.maxMin, 3)} min (tolerance ${TOLERANCE_MIN} min)`,
    );
}

function iso(ms: number): string {
  return new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
