import { describe, expect, it } from 'vitest';
import { replayFixes } from '../test-support/replay-fixes';
import { createTourTracker } from './create-tour-tracker';
import { describeStops } from './describe-stops';
import { offsetPoint, syntheticTrack } from './synthetic-track';
import type { TourPlan } from './types';

const T0 = Date.UTC(2024, 2, 4, 8, 0, 0);
const MIN = 60_000;
const A = { lat: 48.85, lng: 2.35 };
const B = offsetPoint(A, 90, 6_000);
const C = offsetPoint(A, 90, 12_000);
const circle = (center: typeof A) => ({ kind: 'circle' as const, center, radiusM: 500 });

function planWithDeadline(endAt: number): TourPlan {
  return {
    id: 't',
    stops: [
      { id: 'A', activity: 'LOADING', geofence: circle(A) },
      { id: 'B', activity: 'UNLOADING', geofence: circle(B), appointment: { startAt: T0, endAt } },
      { id: 'C', activity: 'UNLOADING', geofence: circle(C) },
    ],
  };
}

// Start at A, reach B's boundary after 5.5 km at 33 km/h = 10 min, stay 20 min.
const fixes = syntheticTrack(A, T0, [{ to: B, kmh: 33 }, { waitMs: 20 * MIN }], 15_000);

describe('describeStops', () => {
  it.each([
    { name: 'arrived before the appointment ends', endAt: T0 + 60 * MIN, late: false },
    { name: 'arrived after the appointment ends', endAt: T0 + 5 * MIN, late: true },
  ])('on site at B, $name', ({ endAt, late }) => {
    const { state } = replayFixes(createTourTracker(planWithDeadline(endAt)), fixes);
    const b = describeStops(state)[1]!;
    expect(b.onSite).toEqual({ isOnSite: true, isLate: late });
    expect(b.completionState).toEqual({ isDone: false, hasBeenAborted: false, isLate: false });
    expect(b.isNextStop).toBe(true);
  });

  it('while driving, the next stop is the one being driven to and earlier ones are done', () => {
    const { state } = replayFixes(createTourTracker(planWithDeadline(T0 + 60 * MIN)), fixes.slice(0, 20));
    expect(
      describeStops(state).map((s) => [s.stopId, s.completionState.isDone, s.isNextStop, s.isDriving]),
    ).toEqual([
      ['A', true, false, false],
      ['B', false, true, true],
      ['C', false, false, false],
    ]);
  });

  it('a skipped stop is reported skipped and aborted, never done', () => {
    const skipping = syntheticTrack(
      A,
      T0,
      [{ to: offsetPoint(C, 0, 0), kmh: 40 }, { waitMs: 10 * MIN }],
      15_000,
    );
    const plan = planWithDeadline(T0 + 60 * MIN);
    plan.stops[1] = { ...plan.stops[1]!, geofence: circle(offsetPoint(B, 0, 3_000)) };
    const { state } = replayFixes(createTourTracker(plan), skipping);
    const b = describeStops(state)[1]!;
    expect([b.isSkipped, b.completionState.hasBeenAborted, b.completionState.isDone]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
