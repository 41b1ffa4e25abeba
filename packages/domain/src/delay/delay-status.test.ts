import { describe, expect, it } from 'vitest';
import { delayMinutes } from './delay-minutes';
import { delayStatus } from './delay-status';
import { DEFAULT_DELAY_THRESHOLDS, delayThresholds } from './delay-thresholds';
import { referenceWindow } from './time-window';

const window = { startAt: '2026-03-02T08:00:00Z', endAt: '2026-03-02T10:00:00Z' };
const at = (hhmm: string) => `2026-03-02T${hhmm}:00Z`;
const thresholds = { tolerableDelayMinutes: 15, riskyDelayMinutes: 60, earlyMinutes: 30 };

describe('delayStatus against a planned window', () => {
  it.each([
    ['inside the window', at('09:00'), 'ON_TIME'],
    ['exactly at the window end', at('10:00'), 'ON_TIME'],
    ['one minute late', at('10:01'), 'TOLERATED_DELAY'],
    ['exactly at the tolerance', at('10:15'), 'TOLERATED_DELAY'],
    ['just past the tolerance', at('10:16'), 'TOLERABLE_DELAY'],
    ['exactly at the risky threshold', at('11:00'), 'TOLERABLE_DELAY'],
    ['past the risky threshold', at('11:01'), 'RISKY_DELAY'],
    ['before the start, within the early margin', at('07:30'), 'ON_TIME'],
    ['more than the early margin before the start', at('07:29'), 'Early'],
  ])('%s → %s', (_, eta, expected) => {
    expect(delayStatus(eta, window, thresholds)).toBe(expected);
  });

  it.each([
    ['no ETA', null, window],
    ['unparseable ETA', 'not a date', window],
    ['no plan', at('09:00'), null],
    ['empty plan', at('09:00'), { startAt: null, endAt: null }],
  ])('%s → NONE', (_, eta, plan) => {
    expect(delayStatus(eta, plan, thresholds)).toBe('NONE');
  });

  it('judges a point appointment (start only) as a zero-width window', () => {
    const appointment = { startAt: at('09:00') };
    expect(delayStatus(at('09:00'), appointment)).toBe('ON_TIME');
    expect(delayStatus(at('09:10'), appointment)).toBe('TOLERATED_DELAY');
  });

  it('skipped wins over not started, which wins over a missing ETA', () => {
    expect(delayStatus(at('12:00'), window, thresholds, { isSkipped: true, isNotStarted: true })).toBe(
      'SKIPPED',
    );
    expect(delayStatus(null, window, thresholds, { isNotStarted: true })).toBe('NOT_STARTED');
  });

  it('accepts Date and epoch inputs', () => {
    expect(delayStatus(new Date(at('12:00')), window)).toBe('RISKY_DELAY');
    expect(delayStatus(Date.parse(at('10:05')), window)).toBe('TOLERATED_DELAY');
  });

  it('uses the documented defaults when no thresholds are given', () => {
    expect(DEFAULT_DELAY_THRESHOLDS).toEqual({
      tolerableDelayMinutes: 15,
      riskyDelayMinutes: 60,
      earlyMinutes: 30,
    });
    expect(delayStatus(at('10:30'), window)).toBe('TOLERABLE_DELAY');
  });
});

describe('delayMinutes', () => {
  it.each([
    [at('10:30'), 30],
    [at('07:40'), -20],
    [at('09:59'), 0],
  ])('%s → %d', (eta, expected) => {
    expect(delayMinutes(eta, window)).toBe(expected);
  });

  it('treats a backwards window as the same interval', () => {
    expect(delayMinutes(at('10:30'), { startAt: window.endAt, endAt: window.startAt })).toBe(30);
  });
});

describe('delayThresholds', () => {
  it('fills missing values from the defaults', () => {
    expect(delayThresholds({ riskyDelayMinutes: 90 })).toEqual({
      ...DEFAULT_DELAY_THRESHOLDS,
      riskyDelayMinutes: 90,
    });
  });
  it.each([
    [{ tolerableDelayMinutes: 45, riskyDelayMinutes: 20 }, 45],
    [{ riskyDelayMinutes: -5 }, 60],
    [{ riskyDelayMinutes: Number.NaN }, 60],
  ])('repairs %o to a risky threshold of %d', (partial, risky) => {
    expect(delayThresholds(partial).riskyDelayMinutes).toBe(risky);
  });
});

describe('referenceWindow', () => {
  it('prefers the appointment, falls back to the plan', () => {
    const appointment = { startAt: at('11:00'), endAt: at('11:30') };
    expect(referenceWindow(appointment, window)).toBe(appointment);
    expect(referenceWindow({ startAt: null }, window)).toBe(window);
    expect(referenceWindow(undefined, undefined)).toBeNull();
  });
});
