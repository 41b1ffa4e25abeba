import { describe, expect, it } from 'vitest';
import { replayFixes } from '../test-support/replay-fixes';
import { createTourTracker } from './create-tour-tracker';
import { offsetPoint, syntheticTrack } from './synthetic-track';
import type { TourPlan } from './types';

const T0 = Date.UTC(2024, 2, 4, 8, 0, 0);
const MIN = 60_000;
const start = { lat: 50.85, lng: 4.35 };
const far = offsetPoint(start, 0, 200_000);
const plan: TourPlan = {
  id: 't',
  stops: [{ id: 'far', activity: 'UNLOADING', geofence: { kind: 'circle', center: far, radiusM: 500 } }],
};

describe('learnt moving speed', () => {
  it.each([
    { name: 'steady 72 km/h', legs: [{ to: offsetPoint(start, 0, 24_000), kmh: 72 }], kmh: 72 },
    {
      name: '40 min at 90 km/h after 20 min at 30 km/h: the recent speed wins',
      legs: [
        { to: offsetPoint(start, 0, 10_000), kmh: 30 },
        { to: offsetPoint(start, 0, 70_000), kmh: 90 },
      ],
      kmh: 90,
    },
    {
      name: 'a 45 min break does not drag the speed down',
      legs: [{ to: offsetPoint(start, 0, 20_000), kmh: 60 }, { waitMs: 45 * MIN }],
      kmh: 60,
    },
  ])('$name', ({ legs, kmh }) => {
    const { state } = replayFixes(
      createTourTracker(plan, { reorderWindowMs: 0 }),
      syntheticTrack(start, T0, legs, 30_000),
    );
    expect(Math.abs(state.speed.ewmaMps * 3.6 - kmh)).toBeLessThan(kmh * 0.08);
  });
});
