import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo';
import { replayFixes } from '../test-support/replay-fixes';
import { applyPosition } from './apply-position';
import { createTourTracker } from './create-tour-tracker';
import { offsetPoint, syntheticTrack } from './synthetic-track';
import type { PlannedStop, PositionFix, TourPlan, TrackingEvent } from './types';

const T0 = Date.UTC(2024, 2, 4, 8, 0, 0);
const MIN = 60_000;
const A: LatLng = { lat: 41.15, lng: -8.61 };
const B = offsetPoint(A, 90, 5_000);
const C = offsetPoint(A, 90, 10_000);
const stop = (id: string, center: LatLng, activity: PlannedStop['activity'] = 'UNLOADING'): PlannedStop => ({
  id,
  activity,
  geofence: { kind: 'circle', center, radiusM: 500 },
});
const tour = (...stops: PlannedStop[]): TourPlan => ({ id: 't1', stops });
const stopCodes = (events: TrackingEvent[]) =>
  events.flatMap((e) => (e.kind === 'stop' ? [`${e.code}@${e.stopId}`] : []));
const statuses = (events: TrackingEvent[]) =>
  events.flatMap((e) => (e.kind === 'tour-status' ? [e.status] : []));
/** From 3 km west of A, through A, to B at 40 km/h, 10 min there, then on to C; a fix every `everyMs`. */
const throughBToC = (everyMs: number) =>
  syntheticTrack(
    offsetPoint(A, 270, 3_000),
    T0,
    [{ to: B, kmh: 40 }, { waitMs: 10 * MIN }, { to: C, kmh: 40 }],
    everyMs,
  );

describe('arrival and departure on a two-stop tour', () => {
  // Start at A, leave at 36 km/h (10 m/s), 10 min at B, drive on: crossings are 50 s after leaving A,
  // 450 s to reach B's boundary, 500 s out of B.
  const fixes = syntheticTrack(A, T0, [{ to: B, kmh: 36 }, { waitMs: 10 * MIN }, { to: C, kmh: 36 }], 15_000);
  const { events } = replayFixes(
    createTourTracker(tour(stop('A', A, 'LOADING'), stop('B', B))),
    fixes,
    5 * MIN,
  );

  it('emits the order-event family codes in order', () => {
    expect(stopCodes(events)).toEqual([
      'ARR_LOAD@A',
      'LEFT_LOADING_SITE@A',
      'DRIVING_TO_UNLOAD@B',
      'ARR_UNLOAD@B',
      'DRIVER_LEFT_UNLOAD@B',
    ]);
  });

  it('moves the tour NOT_STARTED → IN_PROGRESS (began on site) → FINISHED', () => {
    expect(statuses(events)).toEqual(['IN_PROGRESS', 'FINISHED']);
  });

  it.each([
    // Rim crossings: 50 s out of A, 450 s to B's rim, 500 s + 10 min + 50 s out of B.
    { name: 'the rim when the core is off', core: 0, leaveA: 50_000, reachB: 450_000, leaveB: 1_150_000 },
    // Core (150 m) crossings: 15 s out of A, 485 s into B's core, 500 s + 10 min + 15 s out of it.
    { name: 'the 150 m core by default', core: 150, leaveA: 15_000, reachB: 485_000, leaveB: 1_115_000 },
  ])(
    'dates the visit by interpolated crossings of $name, not by the fixes that revealed them',
    ({ core, leaveA, reachB, leaveB }) => {
      const plan = tour(stop('A', A, 'LOADING'), stop('B', B));
      const progress = replayFixes(createTourTracker(plan, { arrivalCoreRadiusM: core }), fixes, 5 * MIN)
        .state.stops;
      expect(progress[0]!.arrivedAt).toBe(T0);
      expect(progress[0]!.arrivalMethod).toBe('on-site-at-start');
      expect(Math.abs(progress[0]!.leftAt! - (T0 + leaveA))).toBeLessThan(1_000);
      expect(Math.abs(progress[1]!.arrivedAt! - (T0 + reachB))).toBeLessThan(1_000);
      expect(Math.abs(progress[1]!.leftAt! - (T0 + leaveB))).toBeLessThan(1_000);
    },
  );

  it('keeps the rim time when the vehicle never reaches the core', () => {
    const nearRim = offsetPoint(B, 270, 300);
    const track = syntheticTrack(
      offsetPoint(B, 270, 3_000),
      T0,
      [{ to: nearRim, kmh: 36 }, { waitMs: 15 * MIN }],
      15_000,
    );
    const { state: s } = replayFixes(createTourTracker(tour(stop('B', B))), track);
    expect(Math.abs(s.stops[0]!.arrivedAt! - (T0 + 250_000))).toBeLessThan(1_000);
  });

  it('confirms the arrival only after the minimum dwell, but dates it at the entry', () => {
    const arrival = events.find((e) => e.kind === 'stop' && e.code === 'ARR_UNLOAD');
    expect(arrival && arrival.detectedAt - arrival.occurredAt).toBeGreaterThanOrEqual(120_000);
  });
});

describe('what does not count as a visit', () => {
  it.each([
    { name: 'driving straight through the geofence', legs: [{ to: C, kmh: 36 }] },
    {
      name: 'a stop shorter than the minimum dwell',
      legs: [{ to: B, kmh: 36 }, { waitMs: 30_000 }, { to: C, kmh: 36 }],
    },
  ])('$name', ({ legs }) => {
    const start = offsetPoint(A, 270, 2_000);
    const { state, events } = replayFixes(
      createTourTracker(tour(stop('B', B))),
      syntheticTrack(start, T0, legs, 15_000),
      10 * MIN,
    );
    expect(stopCodes(events)).toEqual(['DRIVING_TO_UNLOAD@B']);
    expect(state.status).toBe('TOWARDS_FIRST_STOP');
  });
});

describe('GPS jitter at the boundary', () => {
  it('a vehicle parked on the line arrives once and never leaves', () => {
    const fixes: PositionFix[] = [{ at: T0, ...offsetPoint(B, 0, 2_000) }];
    for (let i = 1; i <= 60; i++)
      fixes.push({ at: T0 + i * 15_000, ...offsetPoint(B, 0, i % 2 === 0 ? 480 : 560) });
    const { state, events } = replayFixes(createTourTracker(tour(stop('B', B), stop('C', C))), fixes);
    expect(stopCodes(events)).toEqual(['DRIVING_TO_UNLOAD@B', 'ARR_UNLOAD@B']);
    expect(state.stops[0]!.leftAt).toBeNull();
  });
});

describe('skipped stops', () => {
  it('a later stop visited while an earlier one never was marks the earlier one skipped', () => {
    const start = offsetPoint(A, 180, 3_000);
    const fixes = syntheticTrack(
      start,
      T0,
      [{ to: A, kmh: 36 }, { waitMs: 5 * MIN }, { to: offsetPoint(C, 0, 0), kmh: 50 }, { waitMs: 5 * MIN }],
      15_000,
    );
    // B sits 2 km north of the straight road A→C, so the vehicle never comes near it.
    const { state, events } = replayFixes(
      createTourTracker(tour(stop('A', A), stop('B', offsetPoint(B, 0, 2_000)), stop('C', C))),
      fixes,
    );
    expect(stopCodes(events)).toContain('delivery_non_realised_calculated-skipped@B');
    expect(state.stops.map((s) => s.skipped)).toEqual([false, true, false]);
    expect(state.stops[2]!.arrivedAt).not.toBeNull();
    expect(state.status).toBe('FINISHED');
  });
});

describe('out-of-order delivery', () => {
  const fixes = throughBToC(10_000);
  const plan = tour(stop('A', A), stop('B', B));
  const inOrder = replayFixes(createTourTracker(plan), fixes, 5 * MIN);

  it('fixes swapped within the reorder window give the same visits', () => {
    const swapped = fixes.slice();
    for (let i = 0; i + 1 < swapped.length; i += 3)
      [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    const shuffled = replayFixes(createTourTracker(plan), swapped, 5 * MIN);
    expect(shuffled.state.stops).toEqual(inOrder.state.stops);
    expect(shuffled.state.dropped).toBe(0);
  });

  it('a fix older than one already processed is dropped, not replayed', () => {
    const late = fixes[3]!;
    const step = applyPosition(inOrder.state, late);
    expect(step.state.dropped).toBe(inOrder.state.dropped + 1);
    expect(step.events).toEqual([]);
  });

  it('leaves the state it was given untouched', () => {
    const before = JSON.stringify(inOrder.state);
    applyPosition(inOrder.state, { at: inOrder.state.last!.at + 60_000, ...C });
    expect(JSON.stringify(inOrder.state)).toBe(before);
  });
});

describe('the trace ends inside the last stop', () => {
  it('the clock confirms the arrival, dated at the interpolated crossing', () => {
    const start = offsetPoint(B, 270, 3_000);
    const fixes = syntheticTrack(start, T0, [{ to: B, kmh: 36 }], 15_000);
    const silent = replayFixes(createTourTracker(tour(stop('B', B))), fixes);
    expect(silent.state.stops[0]!.arrivedAt).toBeNull();
    const ticked = replayFixes(createTourTracker(tour(stop('B', B))), fixes, 3 * MIN);
    // 2850 m to the 150 m core at 10 m/s.
    expect(Math.abs(ticked.state.stops[0]!.arrivedAt! - (T0 + 285_000))).toBeLessThan(1_000);
    expect(ticked.state.status).toBe('FINISHED');
  });
});

describe('resuming from persisted state', () => {
  it('a JSON round trip between fixes changes nothing', () => {
    const fixes = throughBToC(15_000);
    const plan = tour(stop('A', A), stop('B', B));
    const direct = replayFixes(createTourTracker(plan), fixes);
    let state = createTourTracker(plan);
    for (const fix of fixes) state = JSON.parse(JSON.stringify(applyPosition(state, fix).state));
    expect(state).toEqual(direct.state);
  });
});

describe('polygon geofences', () => {
  it('detects entry into a square site around B', () => {
    const corner = (bearing: number) => offsetPoint(B, bearing, 400);
    const ring = [45, 135, 225, 315, 45].map((b) => [corner(b).lng, corner(b).lat] as [number, number]);
    const plan = tour({ id: 'P', activity: 'UNLOADING', geofence: { kind: 'polygon', rings: [ring] } });
    const fixes = syntheticTrack(
      offsetPoint(B, 270, 3_000),
      T0,
      [{ to: B, kmh: 36 }, { waitMs: 5 * MIN }],
      15_000,
    );
    const { state } = replayFixes(createTourTracker(plan), fixes);
    // The square's west edge is 400·cos45° ≈ 283 m from B: entry after 2717 m at 10 m/s.
    expect(Math.abs(state.stops[0]!.arrivedAt! - (T0 + 271_700))).toBeLessThan(2_000);
  });
});

describe('round trips: first and last stop overlap', () => {
  it('leaving the first stop is not arriving at the last one; coming back is', () => {
    const home = offsetPoint(A, 0, 150);
    const away = offsetPoint(A, 90, 3_000);
    const legs = [
      { waitMs: 5 * MIN },
      { to: away, kmh: 36 },
      { waitMs: 5 * MIN },
      { to: home, kmh: 36 },
      { waitMs: 5 * MIN },
    ];
    const { state, events } = replayFixes(
      createTourTracker(tour(stop('A', A, 'LOADING'), stop('H', home))),
      syntheticTrack(A, T0, legs, 15_000),
    );
    expect(stopCodes(events)).toEqual([
      'ARR_LOAD@A',
      'LEFT_LOADING_SITE@A',
      'DRIVING_TO_UNLOAD@H',
      'ARR_UNLOAD@H',
    ]);
    // Back after 5 min at A, 300 s out, 5 min away and 300 s back: the core of H is reached ~20 min in.
    expect(Math.abs(state.stops[1]!.arrivedAt! - (T0 + 20 * MIN))).toBeLessThan(30_000);
  });
});
