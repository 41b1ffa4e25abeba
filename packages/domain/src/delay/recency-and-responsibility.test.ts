import { describe, expect, it } from 'vitest';
import { carrierEtaReminderDueAt, isCarrierEtaOverdue } from './carrier-eta-reminder';
import { gpsRecency } from './gps-recency';
import { roadTrafficResponsibility } from './road-traffic-responsibility';

const now = '2026-03-02T12:00:00Z';
const minutesAgo = (m: number) => new Date(Date.parse(now) - m * 60_000).toISOString();

describe('gpsRecency (60-minute limit)', () => {
  it.each([
    [0, 'RECENT', 'check', 'green', false],
    [59, 'RECENT', 'check', 'green', false],
    [60, 'RECENT', 'check', 'green', false],
    [61, 'OUTDATED', 'warning', 'yellow', true],
    [600, 'OUTDATED', 'warning', 'yellow', true],
  ])('%d minutes old → %s', (age, state, icon, colour, isDeprecated) => {
    expect(gpsRecency(minutesAgo(age), now)).toMatchObject({
      state,
      icon,
      colour,
      isDeprecated,
      ageMinutes: age,
    });
  });

  it.each([[null], [undefined], ['garbage']])('no usable position (%s) → red alert', (date) => {
    expect(gpsRecency(date, now)).toMatchObject({
      state: 'NONE',
      icon: 'alert',
      colour: 'red',
      ageMinutes: null,
    });
  });

  it('treats a position from the future as fresh', () => {
    expect(gpsRecency(minutesAgo(-5), now)).toMatchObject({ state: 'RECENT', ageMinutes: 0 });
  });
});

describe('carrier ETA reminder (30 minutes)', () => {
  const opened = '2026-03-02T10:00:00Z';
  it.each([
    ['29 min after opening, no ETA', null, '2026-03-02T10:29:00Z', false],
    ['30 min after opening, no ETA', null, '2026-03-02T10:30:00Z', true],
    ['45 min after opening, ETA 20 min ago', '2026-03-02T10:25:00Z', '2026-03-02T10:45:00Z', false],
    ['45 min after opening, ETA 35 min ago', '2026-03-02T10:10:00Z', '2026-03-02T10:45:00Z', true],
    [
      'ETA older than the workflow counts from opening',
      '2026-03-02T09:00:00Z',
      '2026-03-02T10:20:00Z',
      false,
    ],
  ])('%s → %s', (_, lastEta, at, overdue) => {
    expect(isCarrierEtaOverdue(opened, lastEta, at)).toBe(overdue);
  });

  it('gives the instant the scheduler should wake up', () => {
    expect(carrierEtaReminderDueAt(opened, '2026-03-02T10:10:00Z')).toBe(Date.parse('2026-03-02T10:40:00Z'));
    expect(carrierEtaReminderDueAt('nonsense')).toBeNull();
  });
});

describe('roadTrafficResponsibility', () => {
  it.each([
    [0, null],
    [-10, null],
    [Number.NaN, null],
    [1, 'CARRIER'],
    [29.9, 'CARRIER'],
    [30, 'CARRIER'],
    [30.5, 'NETWORK_CONGESTION'],
    [120, 'NETWORK_CONGESTION'],
  ])('%d minutes → %s', (delay, expected) => {
    expect(roadTrafficResponsibility(delay)).toBe(expected);
  });
});
