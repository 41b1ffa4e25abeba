import { describe, expect, it } from 'vitest';
import { isoTime, isoTimeOf, isoTimeOrNull } from './iso-time';

const utc = (text: string) => Date.parse(text);

describe('ISO instants as the API writes them', () => {
  it.each([
    '1970-01-01T00:00:00.000Z',
    '1999-12-31T23:59:59.999Z',
    '2000-02-29T12:00:00.000Z',
    '2024-02-29T23:59:59.999Z',
    '2024-03-01T00:00:00.000Z',
    '2026-11-28T09:30:05.042Z',
    '2100-02-28T00:00:00.001Z',
    '2100-03-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
  ])('writes %s exactly as toISOString does', (text) => {
    expect(isoTimeOf(utc(text))).toBe(text);
    expect(isoTime(new Date(text))).toBe(text);
  });

  it('agrees with toISOString on any instant of the years 1970 to 9999', () => {
    // A fixed-seed walk (xorshift) so that a failure can be replayed: months, leap years, centuries alike.
    let seed = 0x2f6b_1c3d;
    const next = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 2 ** 32;
    };
    for (let i = 0; i < 20_000; i += 1) {
      const ms = Math.floor(next() * 253_402_300_800_000);
      expect(isoTimeOf(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('leaves instants outside the fast range to toISOString, and rejects an invalid date the same way', () => {
    for (const ms of [-1, utc('1969-07-20T20:17:40.000Z'), utc('+010000-01-01T00:00:00.000Z'), 1.5])
      expect(isoTimeOf(ms)).toBe(new Date(ms).toISOString());
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('writes an empty column as null', () => {
    expect(isoTimeOrNull(null)).toBeNull();
    expect(isoTimeOrNull(undefined)).toBeNull();
    expect(isoTimeOrNull(new Date('2026-11-28T09:30:00Z'))).toBe('2026-11-28T09:30:00.000Z');
  });
});
