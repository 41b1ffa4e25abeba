import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { loadTrips } from './load-trips';
import { replayTrip } from './replay-trip';
import { scoreDetection, scoreHorizons } from './score';

// Real Porto taxi rides (CC BY 4.0, notice in porto-trips/README.md), kept in the repository so a clone can run it.
const dataDir = resolve(dirname(fileURLToPath(import.meta.url)), 'porto-trips');
const { values } = parseArgs({
  options: {
    trips: { type: 'string', default: resolve(dataDir, 'porto_trips.csv') },
    stops: { type: 'string', default: resolve(dataDir, 'porto_stops.csv') },
    out: { type: 'string' },
  },
});

const trips = loadTrips(values.trips, values.stops);
const replays = trips.map((trip) => replayTrip(trip));

if (values.out) {
  const rows = replays.flatMap((r) =>
    r.predictions.map((p) => [r.trip.tripId, iso(p.at), 1, p.eta === null ? '' : iso(p.eta), p.source]),
  );
  writeFileSync(
    values.out,
    stringify(rows, { header: true, columns: ['trip_id', 'timestamp_iso', 'stop_seq', 'eta_iso', 'source'] }),
  );
}

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

function iso(ms: number): string {
  return new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
