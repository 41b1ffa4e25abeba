import type { EpochMs } from '../tracking';
import type { DriverState, RegulatedPause } from './types';

/** Regulation (EC) No 561/2006, articles 6 to 8, in minutes. */
export const EU_561 = {
  maxContinuousDrivingMin: 270,
  breakMin: 45,
  splitBreakFirstMin: 15,
  splitBreakSecondMin: 30,
  dailyDrivingMin: 540,
  extendedDailyDrivingMin: 600,
  maxExtendedDaysPerWeek: 2,
  dailyRestMin: 660,
} as const;

const MIN = 60_000;
/** Tolerance in minutes: leg times come from divisions and must not miss a limit by a rounding error. */
const EPS = 1e-6;

/** The driver's counters while the ETA simulates the rest of the tour; plain data, mutated as time passes. */
export interface DrivingClock {
  sinceBreakMin: number;
  todayMin: number;
  extendedDaysUsed: number;
  extendingToday: boolean;
  splitFirstTaken: boolean;
  pauses: RegulatedPause[];
}

export function startDrivingClock(driver: DriverState): DrivingClock {
  return {
    sinceBreakMin: driver.drivingSinceBreakMin,
    todayMin: driver.drivenTodayMin,
    extendedDaysUsed: driver.extendedDaysUsedThisWeek,
    extendingToday: driver.drivenTodayMin > EU_561.dailyDrivingMin,
    splitFirstTaken: driver.splitBreakFirstPartTaken ?? false,
    pauses: [],
  };
}

/**
 * Drives `minutes` from `at` and returns the arrival, inserting the breaks and daily rests the regulation
 * requires. A day is extended to 10 h only when that lets the rest of the tour (`minutesAfter`) finish without
 * a daily rest: extending and then resting anyway would spend one of the two weekly extensions for nothing.
 */
export function driveUnderEu561(
  clock: DrivingClock,
  at: EpochMs,
  minutes: number,
  minutesAfter: number,
): EpochMs {
  let t = at;
  let left = minutes;
  while (left > EPS) {
    const dailyLimit = clock.extendingToday ? EU_561.extendedDailyDrivingMin : EU_561.dailyDrivingMin;
    const chunk = Math.min(
      left,
      EU_561.maxContinuousDrivingMin - clock.sinceBreakMin,
      dailyLimit - clock.todayMin,
    );
    if (chunk > EPS) {
      t += chunk * MIN;
      left -= chunk;
      clock.sinceBreakMin += chunk;
      clock.todayMin += chunk;
      continue;
    }
    if (clock.todayMin >= dailyLimit - EPS) {
      const canExtend = !clock.extendingToday && clock.extendedDaysUsed < EU_561.maxExtendedDaysPerWeek;
      if (canExtend && clock.todayMin + left + minutesAfter <= EU_561.extendedDailyDrivingMin + EPS) {
        clock.extendingToday = true;
        clock.extendedDaysUsed++;
        continue;
      }
      t = pause(clock, 'daily-rest', t, EU_561.dailyRestMin);
      continue;
    }
    const kind = clock.splitFirstTaken ? 'split-break-second-part' : 'break';
    t = pause(clock, kind, t, clock.splitFirstTaken ? EU_561.splitBreakSecondMin : EU_561.breakMin);
  }
  return t;
}

/**
 * Time off the wheel that is not work (waiting for a site to open) counts towards breaks: 45 min is a full
 * break, 15 min the first part of a split one, 11 h a daily rest. Loading and unloading are other work and
 * count for nothing, so they are not passed here.
 */
export function restWhileWaiting(clock: DrivingClock, minutes: number): void {
  if (minutes >= EU_561.dailyRestMin) resetDay(clock);
  else if (minutes >= EU_561.breakMin || (clock.splitFirstTaken && minutes >= EU_561.splitBreakSecondMin))
    resetBreak(clock);
  else if (minutes >= EU_561.splitBreakFirstMin) clock.splitFirstTaken = true;
}

function pause(clock: DrivingClock, kind: RegulatedPause['kind'], at: EpochMs, minutes: number): EpochMs {
  clock.pauses.push({ kind, startsAt: at, minutes });
  if (kind === 'daily-rest') resetDay(clock);
  else resetBreak(clock);
  return at + minutes * MIN;
}

function resetBreak(clock: DrivingClock): void {
  clock.sinceBreakMin = 0;
  clock.splitFirstTaken = false;
}

function resetDay(clock: DrivingClock): void {
  resetBreak(clock);
  clock.todayMin = 0;
  clock.extendingToday = false;
}
