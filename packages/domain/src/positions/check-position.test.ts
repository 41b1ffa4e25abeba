import { describe, expect, it } from 'vitest';
import { canSendPositions } from '../permissions';
import { knotsToMetresPerSecond, normalHeading, type PositionReport, positionIssues } from './index';

const now = Date.UTC(2026, 10, 22, 12);
const good: PositionReport = { recordedAt: now - 60_000, lat: 45.75, lng: 4.85, speed: 20, heading: 90 };

describe('positionIssues', () => {
  it.each([
    ['a sound position', {}, []],
    ['latitude 91', { lat: 91 }, [['position.latitude_out_of_range', 'lat']]],
    ['latitude -90 (the pole)', { lat: -90 }, []],
    ['longitude 180.5', { lng: 180.5 }, [['position.longitude_out_of_range', 'lng']]],
    ['NaN latitude', { lat: Number.NaN }, [['position.not_a_number', 'lat']]],
    ['infinite speed', { speed: Number.POSITIVE_INFINITY }, [['position.not_a_number', 'speed']]],
    [
      'a date 11 minutes ahead',
      { recordedAt: now + 11 * 60_000 },
      [['position.date_in_future', 'recordedAt']],
    ],
    ['a date 5 minutes ahead (clock drift)', { recordedAt: now + 5 * 60_000 }, []],
    ['a 1980 GPS epoch', { recordedAt: Date.UTC(1980, 0, 6) }, [['position.date_too_old', 'recordedAt']]],
    ['a negative speed', { speed: -1 }, [['position.out_of_range', 'speed']]],
    ['battery 120 %', { battery: 120 }, [['position.out_of_range', 'battery']]],
    ['a heading of 360', { heading: 360 }, []],
    ['no optional values', { speed: null, heading: undefined }, []],
  ] as const)('%s', (_name, change, expected) => {
    const issues = positionIssues({ ...good, ...change }, now);
    expect(issues.map((i) => [i.code, i.field])).toEqual(expected);
  });
});

describe('units', () => {
  it('turns knots into m/s and 360° into 0°', () => {
    expect(knotsToMetresPerSecond(1)).toBeCloseTo(0.514444, 6);
    expect(knotsToMetresPerSecond(40)).toBeCloseTo(20.5778, 4);
    expect(normalHeading(360)).toBe(0);
    expect(normalHeading(null)).toBeNull();
  });
});

describe('canSendPositions', () => {
  it('is the API role’s (its "Positions in" child)', () => {
    expect(canSendPositions(['ROLE_CLIENT_API', 'ROLE_CLIENT_API_POSITIONS_IN'])).toBe(true);
    expect(canSendPositions(['ROLE_CLIENT_API', 'ROLE_CLIENT_API_ADMIN'])).toBe(true);
    expect(canSendPositions(['ROLE_CLIENT_API'])).toBe(false);
    expect(canSendPositions(['ROLE_CLIENT_ADMIN'])).toBe(false);
    expect(canSendPositions(['ROLE_CLIENT_EXPLOITANT'])).toBe(false);
    expect(canSendPositions(['ROLE_CLIENT_DRIVER'])).toBe(false);
  });
});
