import { describe, expect, it } from 'vitest';
import { delayDisplayParts } from './delay-display';

const days = (sign: '+' | '-', count: number) => ({ sign, unit: 'days', days: count });
const hoursMinutes = (sign: '+' | '-', hours: number, minutes: string) => ({
  sign,
  unit: 'hoursMinutes',
  hours,
  minutes,
});

describe('delayDisplayParts (platform-core §9)', () => {
  it.each([
    [2 * 1440, days('+', 2)],
    [2 * 1440 + 600, days('+', 2)],
    [1440 + 1, days('+', 1)],
    [1440, hoursMinutes('+', 24, '00')],
    [65, hoursMinutes('+', 1, '05')],
    [-20, hoursMinutes('-', 0, '20')],
    [-3 * 1440 - 5, days('-', 3)],
    [-4000, days('-', 2)],
    [0, hoursMinutes('+', 0, '00')],
    [-0.2, hoursMinutes('+', 0, '00')],
    [59.6, hoursMinutes('+', 1, '00')],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s minutes → %j', (minutes, parts) => {
    expect(delayDisplayParts(minutes)).toEqual(parts);
  });
});
