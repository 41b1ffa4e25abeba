import { computeEtas, type EtaConfig, type EtaSource } from '@cargolens/domain/eta';
import { haversineDistanceDeg } from '@cargolens/domain/geo';
import {
  advanceTrackerClock,
  applyPosition,
  createTourTracker,
  type TourPlan,
  type TrackerConfig,
} from '@cargolens/domain/tracking';
import type { BenchTrip } from './load-trips';

export interface Prediction {
  at: number;
  eta: number | null;
  source: EtaSource;
  baselineEta: number;
}

export interface TripReplay {
  trip: BenchTrip;
  predictions: Prediction[];
  arrivedAt: number | null;
  arrivalDetectedAt: number | null;
  leftAt: number | null;
}

/** After the last fix the clock keeps running, ticked like a worker would while the device is silent. */
const SILENCE_AFTER_LAST_FIX_MS = 10 * 60_000;
const TICK_MS = 30_000;
const BASELINE_MPS = 40 / 3.6;

/**
 * Replays one ride fix by fix: the tracker and the ETA see only the past. Taxis do no work at the stops, so
 * the plan says so (activity 0); everything else is the engine's defaults.
 */
export function replayTrip(trip: BenchTrip, tracker?: Partial<TrackerConfig>, eta?: EtaConfig): TripReplay {
  const plan: TourPlan = {
    id: trip.tripId,
    stops: [
      { id: `${trip.tripId}-0`, activity: 'LOADING', activityTimeMinutes: 0, geofence: circle(trip.origin) },
      {
        id: `${trip.tripId}-1`,
        activity: 'UNLOADING',
        activityTimeMinutes: 0,
        geofence: circle(trip.destination),
      },
    ],
  };
  let state = createTourTracker(plan, tracker);
  const predictions: Prediction[] = [];
  for (const fix of trip.fixes) {
    state = applyPosition(state, fix).state;
    const destination = computeEtas({ tracker: state, now: fix.at, config: eta }).find(
      (e) => e.stopIndex === 1,
    );
    // Once the arrival is detected there is no ETA any more: the prediction is the detected arrival.
    const arrivedAt = state.stops[1]!.arrivedAt;
    const straight = haversineDistanceDeg(fix.lat, fix.lng, trip.destination.lat, trip.destination.lng);
    predictions.push({
      at: fix.at,
      eta: arrivedAt ?? destination?.eta ?? null,
      source: destination?.source ?? 'internalRemainingLeadTime',
      baselineEta: fix.at + (straight / BASELINE_MPS) * 1000,
    });
  }
  const last = trip.fixes[trip.fixes.length - 1]!;
  for (let now = last.at + TICK_MS; now <= last.at + SILENCE_AFTER_LAST_FIX_MS; now += TICK_MS) {
    state = advanceTrackerClock(state, now).state;
  }
  const [origin, destination] = state.stops;
  return {
    trip,
    predictions,
    arrivedAt: destination!.arrivedAt,
    arrivalDetectedAt: destination!.arrivalDetectedAt,
    leftAt: origin!.leftAt,
  };
}

function circle(center: { lat: number; lng: number }) {
  return { kind: 'circle' as const, center: { lat: center.lat, lng: center.lng }, radiusM: 500 };
}
