import {
  offsetPoint,
  type PositionFix,
  syntheticTrack,
  type TourPlan,
  type TrackLeg,
} from '@cargolens/domain/tracking';

/** mulberry32: tiny, fast and good enough to make the fleet identical on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SyntheticVehicle {
  tour: TourPlan;
  fixes: PositionFix[];
}

/**
 * A fleet of vehicles, each starting at its depot (stop 1 of 5) and driving to the four other stops 4–25 km
 * apart at 30–80 km/h, staying 5–40 min at each; a fix every 30 s with ±15 m of GPS noise.
 */
export function syntheticFleet(vehicles: number, seed: number, start: number): SyntheticVehicle[] {
  const random = seededRandom(seed);
  const fleet: SyntheticVehicle[] = [];
  for (let v = 0; v < vehicles; v++) {
    const depot = { lat: 43 + random() * 7, lng: -1 + random() * 8 };
    const centres = [depot];
    const legs: TrackLeg[] = [{ waitMs: (5 + random() * 20) * 60_000 }];
    for (let s = 1; s < 5; s++) {
      const next = offsetPoint(centres[s - 1]!, random() * 360, 4_000 + random() * 21_000);
      centres.push(next);
      legs.push({ to: next, kmh: 30 + random() * 50 }, { waitMs: (5 + random() * 35) * 60_000 });
    }
    const tour: TourPlan = {
      id: `tour-${v}`,
      stops: centres.map((center, s) => ({
        id: `tour-${v}-stop-${s}`,
        activity: s === 0 ? 'LOADING' : 'UNLOADING',
        activityTimeMinutes: 20,
        geofence: { kind: 'circle', center, radiusM: 300 + Math.round(random() * 700) },
      })),
    };
    const fixes = syntheticTrack(depot, start + Math.round(random() * 600_000), legs, 30_000).map((fix) => ({
      at: fix.at,
      lat: fix.lat + (random() - 0.5) * 0.00027,
      lng: fix.lng + (random() - 0.5) * 0.00036,
    }));
    fleet.push({ tour, fixes });
  }
  return fleet;
}
