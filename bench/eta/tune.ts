import { DEFAULT_ETA_CONFIG, type EtaConfig } from '@cargolens/domain/eta';
import { DEFAULT_TRACKER_CONFIG } from '@cargolens/domain/tracking';
import { loadTrips } from './load-trips';
import { replayTrip } from './replay-trip';
import { scoreHorizons } from './score';

/**
 * How the ETA defaults were chosen without scoring on the rides they were chosen on: a small grid over the
 * generic parameters, fitted on even-numbered rides (by file order) and reported on the odd ones.
 * Run: npx tsx bench/eta/tune.ts [--top] [trips.csv stops.csv] (--top also lists the 12 best settings).
 */
const [
  tripsPath = 'bench/eta/porto-trips/porto_trips.csv',
  stopsPath = 'bench/eta/porto-trips/porto_stops.csv',
] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const trips = loadTrips(tripsPath, stopsPath);
const fit = trips.filter((_, i) => i % 2 === 0);
const holdOut = trips.filter((_, i) => i % 2 === 1);

function ratio(subset: typeof trips, eta: EtaConfig, timeConstantMs: number): number[] {
  const replays = subset.map((trip) => replayTrip(trip, { speedTimeConstantMs: timeConstantMs }, eta));
  return scoreHorizons(replays, [5, 15]).map((h) => h.engine.meanMin / h.baseline.meanMin);
}

let best: { score: number; eta: EtaConfig; tau: number } | null = null;
const ranked: { score: number; eta: EtaConfig; tau: number }[] = [];
for (const shortKmh of [25, 30, 35]) {
  for (const priorWeightS of [150, 300]) {
    for (const finalApproachMinutes of [1.5, 2]) {
      for (const tau of [90_000, 180_000]) {
        for (const approachWeight of [0, 0.3, 0.6, 0.9])
          for (const priorWeightDistanceM of [2_000, 5_000])
            for (const approachFloorShare of [0.25, 0.4]) {
              const eta: EtaConfig = {
                ...DEFAULT_ETA_CONFIG,
                speedPriorByDistance: [
                  [2_000, shortKmh],
                  [15_000, 65],
                  [150_000, 70],
                ],
                priorWeightS,
                finalApproachMinutes,
                approachWeight,
                priorWeightDistanceM,
                approachFloorShare,
              };
              const r = ratio(fit, eta, tau);
              const score = Math.max(...r);
              ranked.push({ score, eta, tau });
              if (!best || score < best.score) best = { score, eta, tau };
            }
      }
    }
  }
}
const chosen = best!;
console.log(
  'chosen on even rides:',
  JSON.stringify({
    prior: chosen.eta.speedPriorByDistance,
    priorWeightS: chosen.eta.priorWeightS,
    finalApproachMinutes: chosen.eta.finalApproachMinutes,
    approachWeight: chosen.eta.approachWeight,
    priorWeightDistanceM: chosen.eta.priorWeightDistanceM,
    approachFloorShare: chosen.eta.approachFloorShare,
    speedTimeConstantMs: chosen.tau,
  }),
);
/** The engine/baseline ratios at 5 and 15 min on the fit half and on the held-out half, ready to print. */
function fitAndHeldOut(eta: EtaConfig, timeConstantMs: number, separator: string): [string, string] {
  const show = (subset: typeof trips) =>
    ratio(subset, eta, timeConstantMs)
      .map((x) => x.toFixed(3))
      .join(separator);
  return [show(fit), show(holdOut)];
}

const [chosenFit, chosenHeldOut] = fitAndHeldOut(chosen.eta, chosen.tau, ', ');
console.log('engine/baseline MAE at 5 and 15 min — fit:', chosenFit, '— held out:', chosenHeldOut);
const [defaultsFit, defaultsHeldOut] = fitAndHeldOut(
  DEFAULT_ETA_CONFIG,
  DEFAULT_TRACKER_CONFIG.speedTimeConstantMs,
  ', ',
);
console.log('defaults — fit:', defaultsFit, '— held out:', defaultsHeldOut);

if (process.argv.includes('--top')) {
  for (const r of ranked.sort((a, b) => a.score - b.score).slice(0, 12)) {
    const {
      speedPriorByDistance,
      priorWeightS,
      priorWeightDistanceM,
      finalApproachMinutes,
      approachWeight,
      approachFloorShare,
    } = r.eta;
    const [fitScores, heldOutScores] = fitAndHeldOut(r.eta, r.tau, ' ');
    console.log(
      JSON.stringify({
        short: speedPriorByDistance[0]![1],
        priorWeightS,
        priorWeightDistanceM,
        finalApproachMinutes,
        approachWeight,
        approachFloorShare,
        tau: r.tau,
      }),
      'fit',
      fitScores,
      'held out',
      heldOutScores,
    );
  }
}
