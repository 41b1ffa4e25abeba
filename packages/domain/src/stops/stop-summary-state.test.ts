import { describe, expect, it } from 'vitest';
import { type StopProgress, stopSummaryState } from './stop-summary-state';

describe('stopSummaryState', () => {
  it.each<[string, StopProgress | null, string]>([
    ['no stop', null, 'UNKNOW'],
    ['no progress fields at all', {}, 'UNKNOW'],
    ['cancelled even if done', { isCancelled: true, completionState: { isDone: true } }, 'CANCELLED'],
    ['skipped even if on site', { isSkipped: true, onSite: { isOnSite: true } }, 'SKIPPED'],
    ['aborted', { completionState: { isDone: false, hasBeenAborted: true } }, 'UNCOMPLETED'],
    ['done', { completionState: { isDone: true } }, 'FINISHED'],
    [
      'left without being done',
      { completionState: { isDone: false }, leftAt: '2026-03-02T09:00:00Z' },
      'UNCOMPLETED',
    ],
    ['left, no completion state sent', { leftAt: '2026-03-02T09:00:00Z' }, 'FINISHED'],
    ['on site', { onSite: { isOnSite: true }, completionState: { isDone: false } }, 'IN_PROGRESS'],
    ['arrived, not left', { arrivedAt: '2026-03-02T08:00:00Z' }, 'IN_PROGRESS'],
    ['flagged not started', { isNotStarted: true }, 'NOT_STARTED'],
    [
      'nothing happened yet',
      { completionState: { isDone: false }, onSite: { isOnSite: false } },
      'NOT_STARTED',
    ],
    ['explicitly not skipped, nothing else', { isSkipped: false }, 'NOT_STARTED'],
  ])('%s → %s', (_, stop, expected) => {
    expect(stopSummaryState(stop)).toBe(expected);
  });
});
