import { describe, expect, it } from 'vitest';
import { haversineDistance, type LatLng } from '../geo';
import { replayFixes } from '../test-support/replay-fixes';
import { createTourTracker, offsetPoint, type PlannedStop, syntheticTrack, type TourPlan } from '../tracking';
import { computeEtas } from './compute-etas';
import { DEFAULT_ETA_CONFIG } from './default-eta-config';
import type { RouteProvider } from './route-provider';

const T0 = Date.UTC(2024, 2, 4, 6, 0, 0);
const MIN = 60_000;
const H = 60 * MIN;
const depot: LatLng = { lat: 48.0, lng: 2.0 };
const stopAt = (id: string, center: LatLng, extra: Partial<PlannedStop> = {}): PlannedStop => ({
  id,
  activity: 'UNLOADING',
  geofence: { kind: 'circle', center, radiusM: 500 },
  activityTimeMinutes: 0,
  ...extra,
});
/** Road time = great-circle at exactly 80 km/h: ETAs then follow from the rules alone. */
const at80: RouteProvider = {
  source: null,
  leg: (from, to) => {
    const distanceM = haversineDistance(from, to);
    return { distanceM, durationS: distanceM / (80 / 3.6) };
  },
};
const noApproach = { ...DEFAULT_ETA_CONFIG, finalApproachMinutes: 0 };

/** A tracker that has seen one fix at `where`, time T0. */
function seenOnce(plan: TourPlan, where: LatLng = depot) {
  return replayFixes(createTourTracker(plan, { reorderWindowMs: 0 }), [{ at: T0, ...where }]).state;
}

describe('computeEtas: what the rules add', () => {
  const hoursAway = (h: number) => offsetPoint(depot, 90, h * 80_000);

  it.each([
    {
      name: '4 h of driving, fresh driver: no break',
      hours: 4,
      driver: { drivingSinceBreakMin: 0, drivenTodayMin: 0, extendedDaysUsedThisWeek: 0 },
      expectedMin: 240,
      breaks: [],
    },
    {
      name: '5 h of driving: one 45 min break',
      hours: 5,
      driver: { drivingSinceBreakMin: 0, drivenTodayMin: 0, extendedDaysUsedThisWeek: 0 },
      expectedMin: 345,
      breaks: [['break', 45]],
    },
    {
      name: '10 h of driving, extensions used: break, then 11 h daily rest',
      hours: 10,
      driver: { drivingSinceBreakMin: 0, drivenTodayMin: 0, extendedDaysUsedThisWeek: 2 },
      expectedMin: 600 + 45 + 660,
      breaks: [
        ['break', 45],
        ['daily-rest', 660],
      ],
    },
    {
      name: '10 h of driving, an extension left: two breaks',
      hours: 10,
      driver: { drivingSinceBreakMin: 0, drivenTodayMin: 0, extendedDaysUsedThisWeek: 0 },
      expectedMin: 690,
      breaks: [
        ['break', 45],
        ['break', 45],
      ],
    },
  ])('$name', ({ hours, driver, expectedMin, breaks }) => {
    const tracker = seenOnce({ id: 't', stops: [stopAt('far', hoursAway(hours))] });
    const [eta] = computeEtas({ tracker, now: T0, driver, route: at80, config: noApproach });
    expect(Math.abs(eta!.eta! - (T0 + expectedMin * MIN))).toBeLessThan(2_000);
    expect(eta!.source).toBe('internalRemainingLeadTimeWithBreaks');
    expect(eta!.explanation!.breaksAdded.map((b) => [b.kind, b.minutes])).toEqual(breaks);
    expect(eta!.explanation!.usedExtendedDrivingDay).toBe(
      hours === 10 && driver.extendedDaysUsedThisWeek === 0,
    );
  });

  it('without driver state no breaks are added and the source says so', () => {
    const tracker = seenOnce({ id: 't', stops: [stopAt('far', hoursAway(5))] });
    const [eta] = computeEtas({ tracker, now: T0, route: at80, config: noApproach });
    expect(Math.abs(eta!.eta! - (T0 + 5 * H))).toBeLessThan(2_000);
    expect([eta!.source, eta!.explanation!.breakMinutes]).toEqual(['internalRemainingLeadTime', 0]);
  });

  it('a window that opens later is waited for, and the wait is explained', () => {
    const appointment = { startAt: T0 + 3 * H, endAt: T0 + 4 * H };
    const tracker = seenOnce({
      id: 't',
      stops: [stopAt('a', hoursAway(1), { appointment, waitForWindow: true })],
    });
    const [eta] = computeEtas({ tracker, now: T0, route: at80, config: noApproach });
    expect(eta!.eta).toBe(appointment.startAt);
    expect(eta!.explanation!.waitedForWindowMinutes).toBeCloseTo(120, 0);
  });

  it('activity at an intermediate stop and its opening delay the following stops', () => {
    const plan = {
      id: 't',
      stops: [
        stopAt('a', hoursAway(1), {
          activityTimeMinutes: 45,
          openingWindows: [{ startAt: T0 + 2 * H, endAt: T0 + 10 * H }],
        }),
        stopAt('b', hoursAway(2)),
      ],
    };
    const [a, b] = computeEtas({ tracker: seenOnce(plan), now: T0, route: at80, config: noApproach });
    // Arrive at 1 h (not held: waiting is not required), work from 2 h to 2 h 45, drive 1 h.
    expect(Math.abs(a!.eta! - (T0 + H))).toBeLessThan(2_000);
    expect(Math.abs(b!.eta! - (T0 + 3 * H + 45 * MIN))).toBeLessThan(2_000);
    expect(b!.explanation!.activityMinutes).toBe(45);
    expect(b!.remainingDistance).toBe(Math.round(a!.remainingDistance! * 2));
  });
});

describe('computeEtas: reasons and flags', () => {
  const plan: TourPlan = { id: 't', stops: [stopAt('a', offsetPoint(depot, 90, 20_000))] };

  it('no position yet: no ETA, no_position_received', () => {
    const [eta] = computeEtas({ tracker: createTourTracker(plan), now: T0 });
    expect([eta!.eta, eta!.etaReason, eta!.isDeprecated]).toEqual([null, 'no_position_received', false]);
  });

  it('one position: an ETA from the prior, flagged as the first calculation', () => {
    const [eta] = computeEtas({ tracker: seenOnce(plan), now: T0 });
    expect(eta!.etaReason).toBe('first_eta_calculation_in_progress');
    expect(eta!.explanation!.speedLearntKmh).toBeNull();
    // 26 km of road at the prior for that distance.
    expect(eta!.remainingDistance).toBe(Math.round(20_000 * DEFAULT_ETA_CONFIG.detourFactor));
  });

  it('a position older than 60 min: deprecated, and the slot widens', () => {
    const tracker = seenOnce(plan);
    const [fresh] = computeEtas({ tracker, now: T0 + 30 * MIN });
    const [stale] = computeEtas({ tracker, now: T0 + 61 * MIN });
    expect([fresh!.isDeprecated, stale!.isDeprecated, stale!.etaReason]).toEqual([
      false,
      true,
      'is_deprecated',
    ]);
    expect(stale!.etaSlot!.end - stale!.etaSlot!.start).toBeGreaterThan(
      fresh!.etaSlot!.end - fresh!.etaSlot!.start,
    );
  });

  it('learns the speed from the track: 72 km/h observed moves the ETA and is explained', () => {
    const far = offsetPoint(depot, 90, 60_000);
    const tracker = replayFixes(
      createTourTracker({ id: 't', stops: [stopAt('far', far)] }, { reorderWindowMs: 0 }),
      syntheticTrack(depot, T0, [{ to: offsetPoint(depot, 90, 24_000), kmh: 72 }], 30_000),
    ).state;
    const now = tracker.last!.at;
    const [eta] = computeEtas({ tracker, now });
    expect(eta!.explanation!.speedLearntKmh).toBeCloseTo(72, 0);
    expect(eta!.etaReason).toBeNull();
    // 36 km straight × 1.3 at a speed between the learnt 72 and the long-leg prior (~66): 38–43 min + approach.
    const minutes = (eta!.eta! - now) / MIN;
    expect(minutes).toBeGreaterThan(38);
    expect(minutes).toBeLessThan(45);
  });

  it('the slot brackets the ETA and grows with the distance still to go', () => {
    const near = seenOnce({ id: 't', stops: [stopAt('a', offsetPoint(depot, 90, 3_000))] });
    const far = seenOnce({ id: 't', stops: [stopAt('a', offsetPoint(depot, 90, 150_000))] });
    const [n] = computeEtas({ tracker: near, now: T0 });
    const [f] = computeEtas({ tracker: far, now: T0 });
    for (const e of [n!, f!]) expect(e.etaSlot!.start <= e.eta! && e.eta! <= e.etaSlot!.end).toBe(true);
    expect(f!.etaSlot!.end - f!.etaSlot!.start).toBeGreaterThan(n!.etaSlot!.end - n!.etaSlot!.start);
    expect([n!.precision, f!.precision]).toEqual(['high', 'low']);
  });

  it('a skipped stop has no ETA and says why; stops already reached have none at all', () => {
    const a = offsetPoint(depot, 90, 5_000);
    const b = offsetPoint(a, 0, 3_000);
    const c = offsetPoint(depot, 90, 10_000);
    const tracker = replayFixes(
      createTourTracker({
        id: 't',
        stops: [stopAt('a', a), stopAt('b', b), stopAt('c', c), stopAt('d', offsetPoint(c, 90, 10_000))],
      }),
      syntheticTrack(
        depot,
        T0,
        [{ to: a, kmh: 40 }, { waitMs: 10 * MIN }, { to: c, kmh: 40 }, { waitMs: 10 * MIN }],
        15_000,
      ),
    ).state;
    const etas = computeEtas({ tracker, now: tracker.last!.at });
    expect(etas.map((e) => [e.stopId, e.etaReason === 'is_skipped', e.eta === null])).toEqual([
      ['b', true, true],
      ['d', false, false],
    ]);
  });
});
