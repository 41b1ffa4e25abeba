// The demo's driving times and ETAs come from the engine's computeEtas (packages/domain/src/eta), so the demo
// shows what tracking will compute: the speed model, EU 561 breaks and rests, activity time on site.
import { computeEtas } from '@cargolens/domain/eta';
import {
  createTourTracker,
  type EpochMs,
  type TourPlan,
  type TrackerState,
} from '@cargolens/domain/tracking';

export interface DemoSite {
  lat: number;
  lng: number;
}

const MINUTE = 60_000;
// A driver who starts the tour rested: breaks and daily rests are added as the tour needs them.
const RESTED = { drivingSinceBreakMin: 0, drivenTodayMin: 0, extendedDaysUsedThisWeek: 0 };

function trackerFor(sites: readonly DemoSite[], activityMinutes: readonly number[]): TrackerState {
  const plan: TourPlan = {
    id: 'demo',
    stops: sites.map((site, i) => ({
      id: String(i),
      activity: 'UNLOADING',
      geofence: { kind: 'circle', center: site, radiusM: 500 },
      position: site,
      activityTimeMinutes: activityMinutes[i]!,
    })),
  };
  return createTourTracker(plan);
}

/** Arrival at each stop, in minutes after leaving the depot, and each leg's road metres and driving minutes. */
export function plannedDrive(
  depot: DemoSite,
  sites: readonly DemoSite[],
  activityMinutes: readonly number[],
): { arrivals: number[]; legMinutes: number[]; legMetres: number[] } {
  const tracker = trackerFor(sites, activityMinutes);
  tracker.newest = { at: 0, lat: depot.lat, lng: depot.lng };
  const etas = computeEtas({ tracker, now: 0, driver: RESTED });
  const arrivals = etas.map((eta) => (eta.eta ?? 0) / MINUTE);
  const distances = etas.map((eta) => eta.remainingDistance ?? 0);
  return {
    arrivals,
    legMinutes: arrivals.map((at, i) => at - (i === 0 ? 0 : arrivals[i - 1]! + activityMinutes[i - 1]!)),
    legMetres: distances.map((metres, i) => metres - (i === 0 ? 0 : distances[i - 1]!)),
  };
}

/** What the stop was when the truck sent its position: reached and left, skipped, or still ahead. */
export interface DemoProgress {
  arrivedAt: Date | null;
  leftAt: Date | null;
  isSkipped: boolean;
}

/** ETAs (and road metres still to drive) of the stops still ahead, from the truck's position `now`. */
export function liveEtas(
  sites: readonly DemoSite[],
  activityMinutes: readonly number[],
  progress: readonly DemoProgress[],
  position: DemoSite,
  now: EpochMs,
): Map<number, { eta: Date; remainingDistanceM: number | null }> {
  const tracker = trackerFor(sites, activityMinutes);
  progress.forEach((stop, i) => {
    const state = tracker.stops[i]!;
    state.arrivedAt = stop.arrivedAt?.getTime() ?? null;
    state.leftAt = stop.leftAt?.getTime() ?? null;
    state.skipped = stop.isSkipped;
  });
  tracker.newest = { at: now, lat: position.lat, lng: position.lng };
  const result = new Map<number, { eta: Date; remainingDistanceM: number | null }>();
  for (const eta of computeEtas({ tracker, now, driver: RESTED })) {
    if (eta.eta !== null)
      result.set(eta.stopIndex, { eta: new Date(eta.eta), remainingDistanceM: eta.remainingDistance });
  }
  return result;
}
