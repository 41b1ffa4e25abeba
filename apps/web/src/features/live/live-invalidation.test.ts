import { describe, expect, it, vi } from 'vitest';
import { createLiveInvalidator, isAffected } from './live-invalidation';

describe('isAffected', () => {
  const named = new Set(['ORDER1', 'TOUR1']);
  it.each([
    [['orders', 'detail', 'ORDER1'], true],
    [['orders', 'timeline', 'ORDER1'], true],
    [['orders', 'detail', 'ORDER2'], false],
    [['orders', 'timeline', 'ORDER2'], false],
    [['orders', 'list', { page: 1 }, false], true],
    [['tours', 'list', 'orders', {}], true],
    [['tours', 'details', 'REF-1'], true],
    [['homepage', 'late-stops'], true],
    [['tags', 'list'], false],
    [['me', 'permissions'], false],
  ])('%j → %s', (key, expected) => {
    expect(isAffected(key, named)).toBe(expected);
  });

  it('refetches every live query, and only those, after a gap', () => {
    expect(isAffected(['orders', 'detail', 'ANY'], null)).toBe(true);
    expect(isAffected(['my-notifications', 20], null)).toBe(true);
    expect(isAffected(['places', 'list'], null)).toBe(false);
  });

  it('leaves the notification inbox to its own event when tours change', () => {
    expect(isAffected(['my-notifications', 20], new Set(['TOUR1']))).toBe(false);
  });
});

describe('createLiveInvalidator', () => {
  it('gathers a burst of changes into one refetch', () => {
    vi.useFakeTimers();
    try {
      const invalidateQueries = vi.fn(async () => undefined);
      const live = createLiveInvalidator({ invalidateQueries } as never, 500);
      live.change({ tour: 'TOUR1', orders: ['ORDER1'] });
      live.change({ tour: 'TOUR2', orders: ['ORDER2'] });
      expect(invalidateQueries).not.toHaveBeenCalled();
      vi.advanceTimersByTime(500);
      expect(invalidateQueries).toHaveBeenCalledTimes(1);
      const { predicate } = (
        invalidateQueries.mock.calls[0] as unknown as [{ predicate: (q: unknown) => boolean }]
      )[0];
      expect(predicate({ queryKey: ['orders', 'detail', 'ORDER2'] })).toBe(true);
      expect(predicate({ queryKey: ['orders', 'detail', 'ORDER3'] })).toBe(false);
      live.notified();
      expect(invalidateQueries).toHaveBeenLastCalledWith({ queryKey: ['my-notifications'] });
    } finally {
      vi.useRealTimers();
    }
  });
});
