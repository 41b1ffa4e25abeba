import { describe, expect, it } from 'vitest';
import type { PlannedStop } from '../tracking';
import { earliestStart } from './opening-windows';

const H = 3_600_000;
const T0 = Date.UTC(2024, 2, 4, 0, 0, 0);
const base: PlannedStop = {
  id: 's',
  activity: 'UNLOADING',
  geofence: { kind: 'circle', center: { lat: 0, lng: 0 }, radiusM: 500 },
};
const day = (d: number, from: number, to: number) => ({
  startAt: T0 + d * 24 * H + from * H,
  endAt: T0 + d * 24 * H + to * H,
});

describe('earliestStart', () => {
  it.each([
    { name: 'no windows: work starts on arrival', stop: base, arrival: T0 + 5 * H, start: T0 + 5 * H },
    {
      name: 'arriving inside opening hours',
      stop: { ...base, openingWindows: [day(0, 8, 17)] },
      arrival: T0 + 9 * H,
      start: T0 + 9 * H,
    },
    {
      name: 'arriving before opening waits for it',
      stop: { ...base, openingWindows: [day(0, 8, 17)] },
      arrival: T0 + 6 * H,
      start: T0 + 8 * H,
    },
    {
      name: 'arriving after closing waits for the next day',
      stop: { ...base, openingWindows: [day(0, 8, 17), day(1, 8, 17)] },
      arrival: T0 + 18 * H,
      start: T0 + 32 * H,
    },
    {
      name: 'early for a required appointment: waits for it',
      stop: { ...base, waitForWindow: true, appointment: day(0, 14, 15) },
      arrival: T0 + 10 * H,
      start: T0 + 14 * H,
    },
    {
      name: 'early for an appointment that need not be waited for: starts at once',
      stop: { ...base, appointment: day(0, 14, 15) },
      arrival: T0 + 10 * H,
      start: T0 + 10 * H,
    },
    {
      name: 'no future window known: not held',
      stop: { ...base, openingWindows: [day(0, 8, 17)] },
      arrival: T0 + 20 * H,
      start: T0 + 20 * H,
    },
  ])('$name', ({ stop, arrival, start }) => {
    expect(earliestStart(stop, arrival)).toBe(start);
  });
});
