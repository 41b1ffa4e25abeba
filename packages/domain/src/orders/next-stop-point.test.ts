import { describe, expect, it } from 'vitest';
import { nextStopPoint, orderNextStop } from './next-stop-point';

const open = { isDone: false, isSkipped: false, etaStatus: 'RISKY_DELAY' };
const done = { isDone: true, isSkipped: false };
const skipped = { isDone: false, isSkipped: true };

describe('the next stop point of an order', () => {
  it.each([
    [open, open, false, 'departure'],
    [done, open, false, 'arrival'],
    [skipped, open, false, 'arrival'],
    [done, done, false, null],
    [done, skipped, false, null],
    [open, open, true, null],
    [null, open, false, 'arrival'],
  ] as const)('departure %j, arrival %j, cancelled %s → %s', (departure, arrival, isCancelled, expected) => {
    expect(nextStopPoint({ departure, arrival, isCancelled })).toBe(expected);
  });

  it.each([
    ['IN_PROGRESS', open, { nextStopPoint: 'departure', nextStopPointEtaState: 'RISKY_DELAY' }],
    ['NOT_STARTED', open, { nextStopPoint: 'departure', nextStopPointEtaState: 'NOT_STARTED' }],
    [
      'IN_PROGRESS',
      { isDone: false, isSkipped: false },
      { nextStopPoint: 'departure', nextStopPointEtaState: 'NONE' },
    ],
    ['FINISHED', done, { nextStopPoint: null, nextStopPointEtaState: null }],
  ] as const)('tour %s, departure %j → %j', (tourStatus, departure, expected) => {
    const arrival = departure === done ? done : open;
    expect(orderNextStop({ departure, arrival, isCancelled: false, tourStatus })).toEqual(expected);
  });
});
