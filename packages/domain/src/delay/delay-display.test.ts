import { describe, expect, it } from 'vitest';
import { delayDisplayParts, formatDelay } from './delay-display';

describe('formatDelay (platform-core §9)', () => {
  it.each([
    [2 * 1440, '+2 d'],
    [2 * 1440 + 600, '+2 d'],
    [1440 + 1, '+1 d'],
    [1440, '+24 h 00'],
    [65, '+1 h 05'],
    [-20, '-0 h 20'],
    [-3 * 1440 - 5, '-3 d'],
    [0, '+0 h 00'],
    [-0.2, '+0 h 00'],
    [59.6, '+1 h 00'],
    [null, ''],
    [Number.NaN, ''],
  ])('%s minutes → "%s"', (minutes, text) => {
    expect(formatDelay(minutes)).toBe(text);
  });

  it('takes labels from i18n', () => {
    expect(formatDelay(3000, { day: 'j', hour: 'h' })).toBe('+2 j');
    expect(formatDelay(-125, { day: 'T', hour: 'Std.' })).toBe('-2 Std. 05');
  });

  it('returns language-neutral parts', () => {
    expect(delayDisplayParts(65)).toEqual({ sign: '+', unit: 'hoursMinutes', hours: 1, minutes: '05' });
    expect(delayDisplayParts(-4000)).toEqual({ sign: '-', unit: 'days', days: 2 });
  });
});
