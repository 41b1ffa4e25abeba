import { computeEtas } from '@cargolens/domain/eta';
import {
  applyPosition,
  createTourTracker,
  type PositionFix,
  type TrackerState,
} from '@cargolens/domain/tracking';
import { syntheticFleet } from './synthetic-fleet';

/**
 * Throughput of the tracking engine on one core: every fix goes through detection (applyPosition) and the ETA
 * of every remaining stop (computeEtas), as a worker consuming the position stream would do. Fixes are
 * interleaved across vehicles in time order, so each call works on a different vehicle's state.
 *
 * Options (for profiling): --vehicles N (default 2000), --runs N (default 5).
 */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} expects a positive integer`);
  return value;
}
const VEHICLES = option('vehicles', 2_000);
const RUNS = option('runs', 5);
const fleet = syntheticFleet(VEHICLES, 20_240_304, Date.UTC(2024, 2, 4, 6, 0, 0));
// Each fix is re-created in stream order, as a consumer decoding the stream would allocate it. Taken straight
// from the per-vehicle fixtures, consecutive fixes lie far apart in memory and the harness itself paid ~15 % of
// the run in cache misses before the engine saw a fix.
const stream: { vehicle: number; fix: PositionFix }[] = fleet
  .flatMap((v, vehicle) => v.fixes.map((fix) => ({ vehicle, fix })))
  .sort((a, b) => a.fix.at - b.fix.at)
  .map(({ vehicle, fix }) => ({ vehicle, fix: { at: fix.at, lat: fix.lat, lng: fix.lng } }));

function runOnce(): { ms: number; cpuMs: number; events: number; finished: number; etas: number } {
  const states: TrackerState[] = fleet.map((v) => createTourTracker(v.tour));
  let events = 0;
  let etas = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const { vehicle, fix } of stream) {
    const step = applyPosition(states[vehicle]!, fix);
    states[vehicle] = step.state;
    events += step.events.length;
    etas += computeEtas({ tracker: step.state, now: fix.at }).length;
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  return { ms, cpuMs, events, etas, finished: states.filter((s) => s.status === 'FINISHED').length };
}

runOnce(); // warm-up: let the JIT settle before measuring
const runs = Array.from({ length: RUNS }, runOnce).sort((a, b) => a.ms - b.ms);
const median = runs[Math.floor(RUNS / 2)]!;
const rate = (stream.length / median.ms) * 1000;
console.log(
  `engine: ${VEHICLES} vehicles, 5-stop tours, ${stream.length} positions, ${RUNS} runs after a warm-up`,
);
console.log(
  `median run ${median.ms.toFixed(0)} ms → ${Math.round(rate).toLocaleString('en-US')} positions/s (detection + ETA), best ${Math.round((stream.length / runs[0]!.ms) * 1000).toLocaleString('en-US')}/s`,
);
// On a shared machine wall time includes waiting for the CPU; CPU time is what one core actually spent.
const cpuRate = (stream.length / median.cpuMs) * 1000;
console.log(
  `median CPU time ${median.cpuMs.toFixed(0)} ms → ${Math.round(cpuRate).toLocaleString('en-US')} positions per CPU-second (includes GC)`,
);
console.log(
  `per run: ${median.events} events, ${median.etas} stop ETAs, ${median.finished}/${VEHICLES} tours finished`,
);
console.log(`node ${process.version}, ${process.platform} ${process.arch}`);
