import { describe, expect, it } from 'vitest';
import { isStopReached } from './stop-reached';

const at = new Date('2026-11-20T08:00:00Z');

describe('isStopReached', () => {
  it.each([
    [{ skipped: false, arrivedAt: null, leftAt: null }, false],
    [{ skipped: true, arrivedAt: null, leftAt: null }, true],
    [{ skipped: false, arrivedAt: at, leftAt: null }, true],
    [{ skipped: false, arrivedAt: null, leftAt: at }, true],
    [{ skipped: false, arrivedAt: undefined, leftAt: undefined }, false],
  ])('%o → %s', (stop, reached) => {
    expect(isStopReached(stop)).toBe(reached);
  });
});
