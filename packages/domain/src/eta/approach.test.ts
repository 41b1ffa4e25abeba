import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo';
import { replayFixes } from '../test-support/replay-fixes';
import { createTourTracker, offsetPoint, type PositionFix, type TourPlan } from '../tracking';
import { computeEtas } from './compute-etas';
import { DEFAULT_ETA_CONFIG } from './default-eta-config';

const T0 = Date.UTC(2024, 2, 4, 6, 0, 0);
const MIN = 60_000;
const depot: LatLng = { lat: 48.0, lng: 2.0 };
const destination = offsetPoint(depot, 90, 8_000);
const plan: TourPlan = {
  id: 't',
  stops: [
    {
      id: 'd',
      activity: 'UNLOADING',
      geofence: { kind: 'circle', center: destination, radiusM: 500 },
      activityTimeMinutes: 0,
    },
  ],
};
/** Where every vehicle below is at the end: 3 km west of the destination. */
const end = offsetPoint(destination, 270, 3_000);
const STEP_S = 30;

/** n + 1 fixes every 30 s, ending at `end` at T0 + n × 30 s, positions from `at(k)` (k = steps before end). */
function track(n: number, at: (stepsBeforeEnd: number) => LatLng): PositionFix[] {
  return Array.from({ length: n + 1 }, (_, i) => ({ at: T0 + i * STEP_S * 1000, ...at(n - i) }));
}
function etaAfter(fixes: PositionFix[], config = DEFAULT_ETA_CONFIG) {
  const tracker = replayFixes(createTourTracker(plan, { reorderWindowMs: 0 }), fixes).state;
  const now = fixes[fixes.length - 1]!.at;
  return { eta: computeEtas({ tracker, now, config })[0]!, now, tracker };
}

// 30 km/h over ground in all three moving cases: the ground-speed model sees the same vehicle. The standing one
// has no ground speed (a long standstill is not averaged in), so it is compared with the model alone.
const straight = track(20, (k) => offsetPoint(end, 270, k * 250));
const circling = track(20, (k) => offsetPoint(end, 0, k % 2 === 0 ? 0 : 250));
const away = track(20, (k) => offsetPoint(end, 90, k * 250));
const standing = track(60, () => end);

describe('computeEtas: velocity made good towards the stop', () => {
  it.each([
    ['circling 3 km out', circling],
    ['driving away', away],
  ])(
    'a vehicle %s gets a later ETA than one driving straight at the stop at the same ground speed',
    (_, fixes) => {
      const slow = etaAfter(fixes);
      const direct = etaAfter(straight);
      expect(slow.now).toBeGreaterThanOrEqual(direct.now);
      expect(slow.eta.eta! - slow.now).toBeGreaterThan(direct.eta.eta! - direct.now);
    },
  );

  it.each([
    ['circling', circling],
    ['driving away', away],
    ['standing still', standing],
  ])('%s: the ETA stays finite, within the floor share of the speed model', (_, fixes) => {
    const { eta, now } = etaAfter(fixes);
    const model = etaAfter(fixes, { ...DEFAULT_ETA_CONFIG, approachWeight: 0 });
    const approachMs = DEFAULT_ETA_CONFIG.finalApproachMinutes * MIN;
    const modelDrive = model.eta.eta! - now - approachMs;
    expect(Number.isFinite(eta.eta)).toBe(true);
    expect(eta.eta! - now - approachMs).toBeGreaterThan(modelDrive);
    // The observed rate is clamped at approachFloorShare of the model's and weighted by at most approachWeight.
    const w = DEFAULT_ETA_CONFIG.approachWeight;
    const slowest = 1 - w + w * DEFAULT_ETA_CONFIG.approachFloorShare;
    expect(eta.eta! - now - approachMs).toBeLessThanOrEqual(modelDrive / slowest + 1_000);
    expect(eta.explanation!.speedUsedKmh).toBeLessThan(model.eta.explanation!.speedUsedKmh);
  });

  it('driving straight at the stop faster than the model expects brings the ETA forward, capped', () => {
    const { eta, now } = etaAfter(straight);
    const model = etaAfter(straight, { ...DEFAULT_ETA_CONFIG, approachWeight: 0 });
    expect(eta.eta!).toBeLessThanOrEqual(model.eta.eta!);
    const w = DEFAULT_ETA_CONFIG.approachWeight;
    const fastest = 1 - w + w * DEFAULT_ETA_CONFIG.approachCeilingShare;
    const approachMs = DEFAULT_ETA_CONFIG.finalApproachMinutes * MIN;
    expect(eta.eta! - now - approachMs).toBeGreaterThanOrEqual(
      (model.eta.eta! - now - approachMs) / fastest - 1_000,
    );
  });

  it('approachWeight 0 turns it off: circling and straight driving get the same ETA', () => {
    const off = { ...DEFAULT_ETA_CONFIG, approachWeight: 0 };
    const a = etaAfter(circling, off);
    const b = etaAfter(straight, off);
    expect(Math.abs(a.eta.eta! - a.now - (b.eta.eta! - b.now))).toBeLessThan(1_000);
  });

  it('is learnt only while driving to a stop: on site, nothing is measured; it restarts after departure', () => {
    const twoStops: TourPlan = {
      id: 't2',
      stops: [
        { ...plan.stops[0]!, id: 'a' },
        { ...plan.stops[0]!, id: 'b', geofence: { kind: 'circle', center: depot, radiusM: 500 } },
      ],
    };
    const atSite = Array.from({ length: 12 }, (_, i) => ({ at: T0 + i * MIN, ...destination }));
    const onSite = replayFixes(createTourTracker(twoStops, { reorderWindowMs: 0 }), atSite).state;
    expect(onSite.stops[0]!.arrivedAt).not.toBeNull();
    expect(onSite.approach).toBeNull();
    const leaving = [1, 2, 3].map((k) => ({
      at: T0 + (11 + k) * MIN,
      ...offsetPoint(destination, 270, k * 700),
    }));
    const driving = replayFixes(onSite, leaving).state;
    expect(driving.stops[0]!.leftAt).not.toBeNull();
    expect(driving.approach?.stopIndex).toBe(1);
    expect(driving.approach!.rateMps).toBeGreaterThan(0);
  });
});
