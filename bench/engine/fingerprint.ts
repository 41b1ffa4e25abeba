import { createHash } from 'node:crypto';
import { computeEtas } from '@cargolens/domain/eta';
import {
  advanceTrackerClock,
  applyPosition,
  createTourTracker,
  describeStops,
  type PositionFix,
  type TrackerState,
} from '@cargolens/domain/tracking';
import { syntheticFleet } from './synthetic-fleet';

/**
 * A hash of everything the engine outputs on the benchmark fleet (events, ETAs, stop descriptions, final
 * states): optimisations must leave it unchanged. `npx tsx bench/engine/fingerprint.ts [vehicles]`.
 */
const vehicles = Number(process.argv[2] ?? 300);
const fleet = syntheticFleet(vehicles, 20_240_304, Date.UTC(2024, 2, 4, 6, 0, 0));
const stream: { vehicle: number; fix: PositionFix }[] = fleet
  .flatMap((v, vehicle) => v.fixes.map((fix) => ({ vehicle, fix })))
  .sort((a, b) => a.fix.at - b.fix.at);
const hash = createHash('sha256');
const states: TrackerState[] = fleet.map((v) => createTourTracker(v.tour));
const snapshots = states.map((s) => JSON.stringify(s));
for (const { vehicle, fix } of stream) {
  const before = states[vehicle]!;
  const step = applyPosition(before, fix);
  // Purity: the input state must be left exactly as it was.
  if (JSON.stringify(before) !== snapshots[vehicle])
    throw new Error(`input state mutated (vehicle ${vehicle})`);
  states[vehicle] = step.state;
  snapshots[vehicle] = JSON.stringify(step.state);
  hash.update(JSON.stringify(step.events));
  hash.update(JSON.stringify(computeEtas({ tracker: step.state, now: fix.at + 45_000 })));
  if (fix.at % 7 === 0) hash.update(JSON.stringify(describeStops(step.state)));
}
for (let v = 0; v < states.length; v++) {
  const step = advanceTrackerClock(states[v]!, Date.UTC(2024, 2, 5));
  hash.update(JSON.stringify(step.events));
  hash.update(JSON.stringify(step.state));
}
console.log(`${vehicles} vehicles, ${stream.length} fixes: ${hash.digest('hex')}`);
