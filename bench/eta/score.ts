import type { TripReplay } from './replay-trip';

const MIN = 60_000;

export interface ErrorStats {
  meanMin: number;
  p90Min: number;
  within5: number;
  within15: number;
  missing: number;
}

export interface HorizonScore {
  horizonMin: number;
  trips: number;
  engine: ErrorStats;
  baseline: ErrorStats;
}

/**
 * For each trip long enough, the prediction made at the last fix no later than `horizon` before the actual
 * arrival (the last fix of the ride) is compared with that arrival.
 */
export function scoreHorizons(replays: TripReplay[], horizonsMin: number[]): HorizonScore[] {
  return horizonsMin.map((horizonMin) => {
    const engine: (number | null)[] = [];
    const baseline: number[] = [];
    for (const replay of replays) {
      const actual = replay.trip.destination.arrivedAt;
      const cutoff = actual - horizonMin * MIN;
      const made = replay.predictions.filter((p) => p.at <= cutoff).at(-1);
      if (!made) continue;
      engine.push(made.eta === null ? null : Math.abs(made.eta - actual) / MIN);
      baseline.push(Math.abs(made.baselineEta - actual) / MIN);
    }
    return { horizonMin, trips: baseline.length, engine: stats(engine), baseline: stats(baseline) };
  });
}

function stats(errors: (number | null)[]): ErrorStats {
  const known = errors.filter((e): e is number => e !== null).sort((a, b) => a - b);
  const share = (limit: number) =>
    known.length === 0 ? 0 : known.filter((e) => e <= limit).length / known.length;
  return {
    meanMin: known.reduce((s, e) => s + e, 0) / Math.max(known.length, 1),
    p90Min: quantile(known, 0.9),
    within5: share(5),
    within15: share(15),
    missing: errors.length - known.length,
  };
}

export interface DetectionScore {
  trips: number;
  arrivalRate: number;
  arrivalMedianAbsErrorMin: number;
  arrivalMedianSignedErrorMin: number;
  arrivalMedianConfirmationDelayMin: number;
  departureRate: number;
  departureMedianAbsErrorMin: number;
}

/**
 * Arrival: detected arrivedAt against arrived_at_iso. Departure: leftAt of stop 0 (boundary crossing outwards)
 * against left_at_iso, the first fix, i.e. the moment the ride began; the error therefore includes the time
 * the taxi needs to drive out of the 500 m geofence.
 */
export function scoreDetection(replays: TripReplay[]): DetectionScore {
  const arrivals = replays.filter((r) => r.arrivedAt !== null);
  const departures = replays.filter((r) => r.leftAt !== null);
  const signed = arrivals
    .map((r) => (r.arrivedAt! - r.trip.destination.arrivedAt) / MIN)
    .sort((a, b) => a - b);
  return {
    trips: replays.length,
    arrivalRate: arrivals.length / replays.length,
    arrivalMedianAbsErrorMin: median(signed.map(Math.abs)),
    arrivalMedianSignedErrorMin: median(signed),
    arrivalMedianConfirmationDelayMin: median(
      arrivals.map((r) => (r.arrivalDetectedAt! - r.trip.destination.arrivedAt) / MIN),
    ),
    departureRate: departures.length / replays.length,
    departureMedianAbsErrorMin: median(
      departures.map((r) => Math.abs(r.leftAt! - r.trip.origin.leftAt) / MIN),
    ),
  };
}

function median(values: number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** Nearest-rank quantile of sorted values. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
