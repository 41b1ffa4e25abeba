import { describe, expect, it } from 'vitest';
import { formatDateTime, formatWindow } from './format';

describe('date formatting', () => {
  it('formats in the place time zone', () => {
    expect(formatDateTime('2026-11-21T07:30:00Z', 'fr', 'Europe/Paris')).toBe('21/11/2026 08:30');
  });

  it('collapses a window within one day', () => {
    expect(formatWindow('2026-11-21T07:00:00Z', '2026-11-21T09:00:00Z', 'fr', 'Europe/Paris')).toBe(
      '21/11/2026 08:00 – 10:00',
    );
  });

  it('survives an unknown zone and missing values', () => {
    expect(formatDateTime('2026-11-21T07:30:00Z', 'fr', 'Mars/Olympus')).not.toBe('');
    expect(formatWindow(null, undefined, 'fr')).toBe('');
  });

  it('follows the user’s date-time pattern in the zone', () => {
    const at = '2026-11-21T13:05:00Z';
    expect(formatDateTime(at, 'fr', 'Europe/Paris', 'dd/MM/yyyy HH:mm')).toBe('21/11/2026 14:05');
    expect(formatDateTime(at, 'fr', 'America/New_York', 'MM/dd/yyyy hh:mm a')).toBe('11/21/2026 08:05 AM');
    expect(formatDateTime('2026-11-21T00:30:00Z', 'en', 'UTC', 'MM/dd/yyyy hh:mm a')).toBe(
      '11/21/2026 12:30 AM',
    );
    expect(formatDateTime(at, 'en', 'Asia/Seoul', 'yyyy-MM-dd HH:mm')).toBe('2026-11-21 22:05');
  });

  it('writes a window within one day with the date once, in the pattern', () => {
    expect(
      formatWindow('2026-11-21T07:00:00Z', '2026-11-21T09:00:00Z', 'fr', 'Europe/Paris', 'yyyy-MM-dd HH:mm'),
    ).toBe('2026-11-21 08:00 – 10:00');
    expect(
      formatWindow('2026-11-21T07:00:00Z', '2026-11-22T09:00:00Z', 'en', 'UTC', 'MM/dd/yyyy hh:mm a'),
    ).toBe('11/21/2026 07:00 AM – 11/22/2026 09:00 AM');
  });
});
