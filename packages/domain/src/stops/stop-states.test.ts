import { describe, expect, it } from 'vitest';
import { isDoneStop, nextStopIndex, type StopFacts, stopStates } from './stop-states';

// Spec cases: shipment-domain.txt §3 Stop (completionState, onSite, isNextStop, isDriving, isSkipped,
// isNotStarted), §4 stop summary states, decisions 0021 and 0065.
const AT = '2026-03-02T09:00:00Z';
const LATER = '2026-03-02T11:00:00Z';
const planned = { startAt: '2026-03-02T08:00:00Z', endAt: '2026-03-02T10:00:00Z' };
const open: StopFacts = { planned };
const arrived: StopFacts = { arrivedAt: AT, planned };
const arrivedLate: StopFacts = { arrivedAt: LATER, planned };
const left: StopFacts = { arrivedAt: AT, leftAt: LATER, planned };
const skipped: StopFacts = { isSkipped: true, planned };

type Row = [string, StopFacts[], boolean, Array<[string, boolean, boolean, boolean, boolean, boolean]>];

describe('stopStates', () => {
  // Per stop: summaryState, isDone, isNextStop, isDriving, onSite.isLate, completionState.isLate.
  it.each<Row>([
    [
      'a tour not started: the first stop is next, nobody drives',
      [open, open],
      false,
      [
        ['NOT_STARTED', false, true, false, false, false],
        ['NOT_STARTED', false, false, false, false, false],
      ],
    ],
    [
      'started, towards the first stop: it is driven to',
      [open, open],
      true,
      [
        ['NOT_STARTED', false, true, true, false, false],
        ['NOT_STARTED', false, false, false, false, false],
      ],
    ],
    [
      'on site at the first stop: still next, not driven to',
      [arrived, open],
      true,
      [
        ['IN_PROGRESS', false, true, false, false, false],
        ['NOT_STARTED', false, false, false, false, false],
      ],
    ],
    [
      'on site after the window ends: late on site',
      [arrivedLate, open],
      true,
      [
        ['IN_PROGRESS', false, true, false, true, false],
        ['NOT_STARTED', false, false, false, false, false],
      ],
    ],
    [
      'left the first stop: done, the second is driven to',
      [left, open],
      true,
      [
        ['FINISHED', true, false, false, false, false],
        ['NOT_STARTED', false, true, true, false, false],
      ],
    ],
    [
      'arrived at the last stop: done on arrival, the tour has no next stop',
      [left, arrived],
      true,
      [
        ['FINISHED', true, false, false, false, false],
        ['FINISHED', true, false, false, false, false],
      ],
    ],
    [
      'arrived late at the last stop: done late',
      [left, arrivedLate],
      true,
      [
        ['FINISHED', true, false, false, false, false],
        ['FINISHED', true, false, false, true, true],
      ],
    ],
    [
      'a skipped stop is passed over, aborted and never done',
      [left, skipped, open],
      true,
      [
        ['FINISHED', true, false, false, false, false],
        ['SKIPPED', false, false, false, false, false],
        ['NOT_STARTED', false, true, true, false, false],
      ],
    ],
    [
      'a cancelled stop is never next',
      [{ ...open, isCancelled: true }, open],
      false,
      [
        ['CANCELLED', false, false, false, false, false],
        ['NOT_STARTED', false, true, false, false, false],
      ],
    ],
  ])('%s', (_, stops, started, expected) => {
    const states = stopStates(stops, { started });
    expect(
      states.map((s) => [
        s.summaryState,
        s.isDone,
        s.isNextStop,
        s.isDriving,
        s.onSite.isLate,
        s.completionState.isLate,
      ]),
    ).toEqual(expected);
  });

  it.each([
    ['the appointment wins over the planned window', { appointment: { startAt: AT, endAt: AT } }, true],
    ['without an appointment the planned window counts', {}, false],
    ['no window: never late', { planned: null }, false],
  ])('lateness: %s', (_, window, late) => {
    const [state] = stopStates([{ arrivedAt: '2026-03-02T09:30:00Z', leftAt: LATER, planned, ...window }], {
      started: true,
    });
    expect(state!.completionState).toEqual({ isDone: true, hasBeenAborted: false, isLate: late });
  });

  it('inside the geofence before the arrival counts, the stop is no longer driven to', () => {
    const [state] = stopStates([{ isInside: true }, {}], { started: true });
    expect([state!.isDriving, state!.isNextStop, state!.isNotStarted]).toEqual([false, true, true]);
  });

  it('standing at the last stop is done and on site', () => {
    const [, last] = stopStates([left, arrived], { started: true });
    expect(last!.onSite.isOnSite).toBe(true);
    expect(last!.completionState).toEqual({ isDone: true, hasBeenAborted: false, isLate: false });
  });

  it.each([
    [null, null, false, false],
    [AT, null, false, false],
    [AT, null, true, true],
    [AT, LATER, false, true],
    [null, LATER, false, true],
  ])('isDoneStop(arrived %s, left %s, last %s) → %s', (arrivedAt, leftAt, isLast, done) => {
    expect(isDoneStop(arrivedAt, leftAt, isLast)).toBe(done);
  });

  it('the next stop index is past the end once every stop is behind', () => {
    expect(nextStopIndex([left, skipped, arrived])).toBe(3);
    expect(nextStopIndex([])).toBe(0);
  });
});
