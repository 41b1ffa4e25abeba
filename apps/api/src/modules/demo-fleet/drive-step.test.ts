// How a demo truck moves, step by step, with a clock the test holds.
import { haversineDistanceDeg } from '@cargolens/domain/geo';
import { describe, expect, it } from 'vitest';
import { type DriveInput, type DriveStep, driveStep, dwellMs, JAM_MS, MOVING_EVERY_MS } from './drive-step';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 3, 15, 8, 0);
// Lyon, then Villefranche-sur-Saône 30 km north.
const LYON = { lat: 45.75, lng: 4.85, radiusM: 500, activityMinutes: 60 };
const VILLEFRANCHE = { lat: 45.99, lng: 4.72, radiusM: 500, activityMinutes: 30 };
const SOUTH_OF_LYON = { lat: 45.5, lng: 4.85 };

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  haversineDistanceDeg(a.lat, a.lng, b.lat, b.lng) / 1000;

/** Runs the truck tick after tick (every 5 s, as the simulator does) and keeps every position it sends. */
function run(input: DriveInput, untilMs: number) {
  let state = input;
  const fixes: NonNullable<DriveStep['fix']>[] = [];
  const phases: string[] = [];
  for (let now = input.now; now <= untilMs; now += 5_000) {
    const step = driveStep({ ...state, now });
    if (step.fix) {
      fixes.push(step.fix);
      state = { ...state, last: { lat: step.fix.lat, lng: step.fix.lng, at: step.fix.at } };
    }
    if (phases.at(-1) !== step.progress.phase) phases.push(step.progress.phase);
    state = { ...state, progress: step.progress };
  }
  return { fixes, phases, state };
}

const base: DriveInput = {
  stops: [LYON, VILLEFRANCHE],
  progress: { stopIndex: 0, phase: 'driving', phaseSince: T0 },
  last: null,
  start: SOUTH_OF_LYON,
  startsAt: T0,
  late: false,
  speedup: 10,
  now: T0,
};

describe('a demo truck', () => {
  it('drives to each stop, stays, drives on, leaves the last one and parks, ten times faster than life', () => {
    const { fixes, phases, state } = run(base, T0 + 60 * MINUTE);
    expect(phases).toEqual(['driving', 'dwelling', 'driving', 'dwelling', 'leaving', 'parked']);
    expect(fixes[0]).toMatchObject({ at: T0, lat: SOUTH_OF_LYON.lat, lng: SOUTH_OF_LYON.lng });
    // It stands on each stop, then ends past the last one's geofence.
    expect(fixes.some((f) => f.lat === LYON.lat && f.lng === LYON.lng && f.speedKmh === 0)).toBe(true);
    expect(fixes.some((f) => f.lat === VILLEFRANCHE.lat && f.speedKmh === 0)).toBe(true);
    expect(km(fixes.at(-1)!, VILLEFRANCHE) * 1000).toBeGreaterThan(VILLEFRANCHE.radiusM * 1.2);
    expect(state.progress.stopIndex).toBe(2);
    // 28 km, slowing down into town, takes some 45 minutes in life: under 5 here. Its speedometer reads road
    // speeds.
    const atLyon = fixes.findIndex((f) => f.lat === LYON.lat && f.lng === LYON.lng);
    expect(fixes[atLyon]!.at - T0).toBeGreaterThan(4 * MINUTE);
    expect(fixes[atLyon]!.at - T0).toBeLessThan(5 * MINUTE);
    expect(Math.max(...fixes.map((f) => f.speedKmh))).toBeLessThanOrEqual(75);
    // Once parked it reports nothing more.
    expect(driveStep({ ...state, now: T0 + 61 * MINUTE }).fix).toBeNull();
  });

  it('reports every 20 s on the move and every minute standing still', () => {
    const { fixes } = run(base, T0 + 30 * MINUTE);
    const gaps = fixes.slice(1).map((f, i) => f.at - fixes[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MOVING_EVERY_MS);
    const standing = fixes.filter((f) => f.speedKmh === 0);
    const standingGaps = standing.slice(1).map((f, i) => f.at - standing[i]!.at);
    expect(standingGaps.filter((gap) => gap < MINUTE)).toEqual([]);
  });

  it('stays at a stop its activity time sped up, but long enough for the engine to see a visit', () => {
    expect(dwellMs({ ...LYON, activityMinutes: 90 }, 10)).toBe(9 * MINUTE);
    // 30 minutes sped up ten times is 3: shorter than the engine's 3-minute minimum dwell and its margins.
    expect(dwellMs(VILLEFRANCHE, 10)).toBeGreaterThan(3 * MINUTE + 30_000);
    // A wide geofence takes longer to tell a visit from driving through.
    expect(dwellMs({ ...VILLEFRANCHE, radiusM: 3_000 }, 10)).toBeGreaterThan(dwellMs(VILLEFRANCHE, 10));
  });

  it('waits for its planned start before it reports anything', () => {
    const waiting = { ...base, progress: { stopIndex: 0, phase: 'waiting' as const, phaseSince: T0 } };
    expect(driveStep({ ...waiting, startsAt: T0 + MINUTE })).toMatchObject({
      fix: null,
      progress: { phase: 'waiting' },
    });
    expect(driveStep({ ...waiting, startsAt: T0 })).toMatchObject({
      fix: { lat: SOUTH_OF_LYON.lat },
      progress: { phase: 'driving' },
    });
  });

  it('runs late on purpose: held up in traffic first, then at real speed', () => {
    const late = { ...base, late: true };
    const { fixes } = run(late, T0 + JAM_MS - 1);
    expect(new Set(fixes.map((f) => `${f.lat},${f.lng}`)).size).toBe(1);
    const after = run(
      { ...late, now: T0 + JAM_MS + 5_000, last: { ...SOUTH_OF_LYON, at: T0 + JAM_MS } },
      T0 + JAM_MS + 10 * MINUTE,
    );
    const moved = km(SOUTH_OF_LYON, after.fixes.at(-1)!);
    // Ten minutes at about 58 km/h as the crow flies (75 km/h on the road).
    expect(moved).toBeGreaterThan(8);
    expect(moved).toBeLessThan(11);
  });

  it('carries on from its last position after a pause instead of jumping ahead', () => {
    const last = { lat: 45.6, lng: 4.85, at: T0 };
    const step = driveStep({ ...base, last, now: T0 + 6 * 3_600_000 });
    // One minute of sped-up driving at most: some 10 km, nowhere near the 17 km left to Lyon.
    expect(km(last, step.fix!)).toBeLessThan(11);
    expect(step.progress.phase).toBe('driving');
  });

  it('leaves at once a stop where the seed had it stand longer than its sped-up activity time', () => {
    const onSite = {
      ...base,
      progress: { stopIndex: 0, phase: 'dwelling' as const, phaseSince: T0 - 40 * MINUTE },
    };
    expect(driveStep(onSite)).toMatchObject({
      fix: { lat: LYON.lat, lng: LYON.lng, speedKmh: 0 },
      progress: { stopIndex: 1, phase: 'driving', phaseSince: T0 },
    });
  });

  it('ends its drive where it is when the stop it headed to was removed from the tour', () => {
    const gone = {
      ...base,
      stops: [LYON],
      progress: { stopIndex: 1, phase: 'driving' as const, phaseSince: T0 },
    };
    expect(driveStep(gone)).toMatchObject({ fix: null, progress: { phase: 'parked' } });
  });
});
