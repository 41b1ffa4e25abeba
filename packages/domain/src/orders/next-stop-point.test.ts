import { describe, expect, it } from 'vitest';
import { nextStopPoint } from './next-stop-point';

const open = { leftAt: null, isSkipped: false };
const left = { leftAt: '2026-03-02T08:00:00Z', isSkipped: false };
const skipped = { leftAt: null, isSkipped: true };

describe('the next stop point of an order', () => {
  it.each([
    [open, open, false, 'departure'],
    [left, open, false, 'arrival'],
    [skipped, open, false, 'arrival'],
    [left, left, false, null],
    [left, skipped, false, null],
    [open, open, true, null],
    [null, open, false, 'arrival'],
  ] as const)('departure %j, arrival %j, cancelled %s → %s', (departure, arrival, isCancelled, expected) => {
    expect(nextStopPoint({ departure, arrival, isCancelled })).toBe(expected);
  });
});
