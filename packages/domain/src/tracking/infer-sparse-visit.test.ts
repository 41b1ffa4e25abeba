import { describe, expect, it } from 'vitest';
import { replayFixes } from '../test-support/replay-fixes';
import { createTourTracker } from './create-tour-tracker';
import { offsetPoint } from './synthetic-track';
import type { TourPlan, TrackingEvent } from './types';

const T0 = Date.UTC(2024, 2, 4, 8, 0, 0);
const MIN = 60_000;
const B = { lat: 45.75, lng: 4.85 };
const plan: TourPlan = {
  id: 't',
  stops: [{ id: 'B', activity: 'LOADING', geofence: { kind: 'circle', center: B, radiusM: 500 } }],
};
const codes = (events: TrackingEvent[]) =>
  events.flatMap((e) => (e.kind === 'stop' ? [`${e.code}:${e.method}`] : []));

/** One fix 10 km west of B, one 10 km east after `gapMin`, nothing in between. */
function seenAround(
  gapMin: number,
  before = offsetPoint(B, 270, 10_000),
  after = offsetPoint(B, 90, 10_000),
) {
  return [
    { at: T0 - 60_000, ...offsetPoint(before, 270, 1_000) },
    { at: T0, ...before },
    { at: T0 + gapMin * MIN, ...after },
  ];
}

describe('visits no fix saw (sparse reporting)', () => {
  // The first two fixes teach 60 km/h; 19 km outside the geofence at that speed take 19 minutes.
  it.each([
    { name: 'a 60 min gap leaves 41 min at the stop', gapMin: 60, visited: true },
    { name: 'a 25 min gap leaves 6 min: a short stop', gapMin: 25, visited: true },
    { name: 'a 20 min gap is just driving past', gapMin: 20, visited: false },
    { name: 'a 10 min gap is too short even to drive there', gapMin: 10, visited: false },
  ])('$name', ({ gapMin, visited }) => {
    const { events } = replayFixes(createTourTracker(plan, { reorderWindowMs: 0 }), seenAround(gapMin));
    expect(codes(events).includes('ARR_LOAD:interpolated')).toBe(visited);
    expect(codes(events).includes('LEFT_LOADING_SITE:interpolated')).toBe(visited);
  });

  it('places entry and exit by driving to and from the boundary at the learnt speed', () => {
    const { state } = replayFixes(createTourTracker(plan, { reorderWindowMs: 0 }), seenAround(60));
    // 9.5 km to the boundary at 60 km/h = 9.5 min after the fix before; the same before the fix after.
    expect(Math.abs(state.stops[0]!.arrivedAt! - (T0 + 9.5 * MIN))).toBeLessThan(5_000);
    expect(Math.abs(state.stops[0]!.leftAt! - (T0 + 50.5 * MIN))).toBeLessThan(5_000);
  });

  it('a stop far off the way is not assumed visited, however long the gap', () => {
    const north = offsetPoint(B, 0, 30_000);
    const fixes = seenAround(120, offsetPoint(north, 270, 5_000), offsetPoint(north, 90, 5_000));
    const { state } = replayFixes(createTourTracker(plan, { reorderWindowMs: 0 }), fixes);
    expect(state.stops[0]!.arrivedAt).toBeNull();
  });
});
