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
});
