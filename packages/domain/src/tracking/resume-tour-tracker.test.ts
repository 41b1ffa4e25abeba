// A tracker split into its progress and made whole again on its plan (decision 0213): what a worker stores
// between runs, and what the next run goes on from.
import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo';
import { replayFixes } from '../test-support/replay-fixes';
import { applyPosition } from './apply-position';
import { createTourTracker, resumeTourTracker, trackerProgress } from './create-tour-tracker';
import { offsetPoint, syntheticTrack } from './synthetic-track';
import type { PlannedStop, TourPlan } from './types';

const T0 = Date.UTC(2024, 2, 4, 8, 0, 0);
const MIN = 60_000;
const A: LatLng = { lat: 41.15, lng: -8.61 };
const B = offsetPoint(A, 90, 5_000);
const C = offsetPoint(A, 90, 10_000);
const stop = (id: string, center: LatLng): PlannedStop => ({
  id,
  activity: 'UNLOADING',
  geofence: { kind: 'circle', center, radiusM: 500 },
});
const plan: TourPlan = { id: 't1', stops: [stop('A', A), stop('B', B)] };
const fixes = syntheticTrack(A, T0, [{ to: B, kmh: 36 }, { waitMs: 10 * MIN }, { to: C, kmh: 36 }], 15_000);

describe('resuming a tracker from its progress', () => {
  it('goes on as the whole tracker would, through a JSON round trip', () => {
    const half = fixes.length >> 1;
    const whole = replayFixes(createTourTracker(plan), fixes.slice(0, half), 2 * MIN).state;
    const stored = JSON.parse(JSON.stringify(trackerProgress(whole)));
    expect(stored).not.toHaveProperty('tour');
    expect(stored).not.toHaveProperty('fences');
    expect(stored).not.toHaveProperty('config');

    let resumed = resumeTourTracker(plan, stored);
    let kept = whole;
    const events = { resumed: [] as unknown[], kept: [] as unknown[] };
    for (const fix of fixes.slice(half)) {
      const a = applyPosition(resumed, fix);
      const b = applyPosition(kept, fix);
      resumed = a.state;
      kept = b.state;
      events.resumed.push(...a.events);
      events.kept.push(...b.events);
    }
    expect(events.resumed).toEqual(events.kept);
    expect(events.resumed.length).toBeGreaterThan(0);
    expect(resumed).toEqual(kept);
  });

  it('refuses progress learnt on another number of stops', () => {
    const progress = trackerProgress(createTourTracker(plan));
    expect(() => resumeTourTracker({ id: 't1', stops: [stop('A', A)] }, progress)).toThrow(/2 stops/);
  });
});
