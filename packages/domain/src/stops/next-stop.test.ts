import { describe, expect, it } from 'vitest';
import { nextStop } from './next-stop';

const stop = (sequence: number, leftAt: string | null = null, isSkipped = false) => ({
  sequence,
  leftAt,
  isSkipped,
});

describe('nextStop', () => {
  it('is the first stop in sequence neither left nor skipped, whatever order the stops come in', () => {
    expect(nextStop([stop(3), stop(1, '2026-01-01T08:00:00Z'), stop(2, null, true)])?.sequence).toBe(3);
    expect(nextStop([stop(2), stop(1)])?.sequence).toBe(1);
  });

  it('is the stop the truck stands at: arrived but not left', () => {
    expect(nextStop([{ ...stop(1), arrivedAt: '2026-01-01T08:00:00Z' }, stop(2)])?.sequence).toBe(1);
  });

  it('is undefined once every stop is left or skipped, or without stops', () => {
    expect(nextStop([stop(1, '2026-01-01T08:00:00Z'), stop(2, null, true)])).toBeUndefined();
    expect(nextStop([])).toBeUndefined();
  });
});
