import { describe, expect, it } from 'vitest';
import { driveUnderEu561, restWhileWaiting, startDrivingClock } from './eu-driving-rules';
import type { DriverState } from './types';

const T0 = Date.UTC(2024, 2, 4, 6, 0, 0);
const H = 60;
const fresh: DriverState = { drivingSinceBreakMin: 0, drivenTodayMin: 0, extendedDaysUsedThisWeek: 0 };

describe('EU Regulation 561/2006 while driving', () => {
  it.each([
    {
      name: '4 h driving: under the 4 h 30 limit, no break',
      driver: fresh,
      drive: 4 * H,
      total: 4 * H,
      pauses: [],
    },
    {
      name: '4 h 30 exactly: the break is due only before driving on',
      driver: fresh,
      drive: 270,
      total: 270,
      pauses: [],
    },
    {
      name: '5 h driving: one 45 min break after 4 h 30',
      driver: fresh,
      drive: 5 * H,
      total: 5 * H + 45,
      pauses: [['break', 270, 45]],
    },
    {
      name: '4 h since the last break, 1 h to go: the break comes after 30 min',
      driver: { ...fresh, drivingSinceBreakMin: 4 * H, drivenTodayMin: 4 * H },
      drive: H,
      total: H + 45,
      pauses: [['break', 30, 45]],
    },
    {
      name: 'the 15 min first part of a split break taken: the second part is 30 min',
      driver: { ...fresh, drivingSinceBreakMin: 270, drivenTodayMin: 270, splitBreakFirstPartTaken: true },
      drive: H,
      total: H + 30,
      pauses: [['split-break-second-part', 0, 30]],
    },
    {
      name: '9 h driving: one break, the daily limit is reached but not exceeded',
      driver: fresh,
      drive: 9 * H,
      total: 9 * H + 45,
      pauses: [['break', 270, 45]],
    },
    {
      name: '10 h driving with an extension left: two breaks, no daily rest',
      driver: fresh,
      drive: 10 * H,
      total: 10 * H + 90,
      pauses: [
        ['break', 270, 45],
        ['break', 585, 45],
      ],
    },
    {
      name: '10 h driving with both weekly extensions used: 11 h daily rest after 9 h',
      driver: { ...fresh, extendedDaysUsedThisWeek: 2 },
      drive: 10 * H,
      total: 10 * H + 45 + 11 * H,
      pauses: [
        ['break', 270, 45],
        ['daily-rest', 585, 660],
      ],
    },
    {
      name: '12 h driving: extending would not avoid the rest, so the day stops at 9 h',
      driver: fresh,
      drive: 12 * H,
      total: 12 * H + 45 + 11 * H,
      pauses: [
        ['break', 270, 45],
        ['daily-rest', 585, 660],
      ],
    },
    {
      name: '8 h 30 driven today, 1 h to go, extension left: finish today',
      driver: { ...fresh, drivingSinceBreakMin: H, drivenTodayMin: 8 * H + 30 },
      drive: H,
      total: H,
      pauses: [],
    },
    {
      name: '8 h 30 driven today, 1 h to go, no extension: rest after 30 min',
      driver: { ...fresh, drivingSinceBreakMin: H, drivenTodayMin: 8 * H + 30, extendedDaysUsedThisWeek: 2 },
      drive: H,
      total: H + 11 * H,
      pauses: [['daily-rest', 30, 660]],
    },
  ])('$name', ({ driver, drive, total, pauses }) => {
    const clock = startDrivingClock(driver);
    const end = driveUnderEu561(clock, T0, drive, 0);
    expect((end - T0) / 60_000).toBe(total);
    expect(clock.pauses.map((p) => [p.kind, (p.startsAt - T0) / 60_000, p.minutes])).toEqual(pauses);
  });

  it('20 h of driving span three days: a break and a daily rest on each of the first two', () => {
    const clock = startDrivingClock(fresh);
    const end = driveUnderEu561(clock, T0, 20 * H, 0);
    // Day 1: 9 h + 45 min break, rest 11 h; day 2: the same; day 3: 2 h. Extending day 2 to 10 h would still
    // leave 1 h for day 3, so no extension is spent.
    expect((end - T0) / 60_000).toBe(20 * H + 2 * 45 + 2 * 660);
    expect(clock.extendedDaysUsed).toBe(0);
  });

  it('the extension decision looks at the driving still to come after this leg', () => {
    const clock = startDrivingClock(fresh);
    // 9 h 30 on this leg and 1 h on the next: 10 h 30 in total cannot be done in an extended day.
    driveUnderEu561(clock, T0, 9 * H + 30, H);
    expect(clock.pauses.map((p) => p.kind)).toEqual(['break', 'daily-rest']);
  });
});

describe('waiting counts towards breaks, work does not', () => {
  it.each([
    { name: 'waiting 50 min is a full break', wait: 50, sinceBreak: 0, splitFirst: false },
    {
      name: 'waiting 20 min is the first part of a split break',
      wait: 20,
      sinceBreak: 240,
      splitFirst: true,
    },
    { name: 'waiting 10 min counts for nothing', wait: 10, sinceBreak: 240, splitFirst: false },
  ])('$name', ({ wait, sinceBreak, splitFirst }) => {
    const clock = startDrivingClock({ ...fresh, drivingSinceBreakMin: 240, drivenTodayMin: 240 });
    restWhileWaiting(clock, wait);
    expect([clock.sinceBreakMin, clock.splitFirstTaken]).toEqual([sinceBreak, splitFirst]);
  });

  it('after a 50 min wait, 4 h more driving need no break', () => {
    const clock = startDrivingClock({ ...fresh, drivingSinceBreakMin: 240, drivenTodayMin: 240 });
    restWhileWaiting(clock, 50);
    expect(driveUnderEu561(clock, T0, 4 * H, 0) - T0).toBe(4 * H * 60_000);
  });
});
