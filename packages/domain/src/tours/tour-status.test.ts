import { describe, expect, it } from 'vitest';
import { isGpsPositionShown, isTourFinished, tourStatus } from './tour-status';

describe('tour status', () => {
  it.each([
    ['NOT_STARTED', 'NOT_STARTED', false, false],
    ['IN_PROGRESS', 'IN_PROGRESS', true, false],
    ['TOWARDS_FIRST_STOP', 'TOWARDS_FIRST_STOP', true, false],
    ['FINISHED', 'FINISHED', false, true],
    [null, 'NOT_STARTED', false, false],
    [undefined, 'NOT_STARTED', false, false],
    ['finished', 'NOT_STARTED', false, false],
    ['SOMETHING_NEW', 'NOT_STARTED', false, false],
  ])('%s → %s, GPS shown %s, finished %s', (value, status, gpsShown, finished) => {
    expect(tourStatus(value)).toBe(status);
    expect(isGpsPositionShown(value)).toBe(gpsShown);
    expect(isTourFinished(value)).toBe(finished);
  });
});
