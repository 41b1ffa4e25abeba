import { describe, expect, it } from 'vitest';
import { isValidExpiry, publicLinkState, publicPositionShown } from './index';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('public link state', () => {
  it.each([
    [null, 'NONE'],
    [{ revokedAt: null, expiresAt: null }, 'ACTIVE'],
    [{ revokedAt: null, expiresAt: at('2026-11-22T12:00:01Z') }, 'ACTIVE'],
    [{ revokedAt: null, expiresAt: at('2026-11-22T12:00:00Z') }, 'EXPIRED'],
    [{ revokedAt: null, expiresAt: at('2026-11-01T00:00:00Z') }, 'EXPIRED'],
    [{ revokedAt: at('2026-11-22T11:00:00Z'), expiresAt: null }, 'REVOKED'],
    [{ revokedAt: at('2026-11-22T11:00:00Z'), expiresAt: at('2026-11-01T00:00:00Z') }, 'REVOKED'],
  ] as const)('%j is %s', (link, state) => {
    expect(publicLinkState(link, NOW)).toBe(state);
  });
});

describe('position on the public page', () => {
  it.each([
    [false, 'IN_PROGRESS', true],
    [false, 'TOWARDS_FIRST_STOP', true],
    [false, 'NOT_STARTED', false],
    [false, 'FINISHED', false],
    [false, null, false],
    [true, 'IN_PROGRESS', false],
    [true, 'TOWARDS_FIRST_STOP', false],
  ] as const)('light %s, tour %s: shown %s', (isLight, status, shown) => {
    expect(publicPositionShown({ isLight }, status)).toBe(shown);
  });
});

describe('link expiry', () => {
  it('accepts never and a future date, refuses now and the past', () => {
    expect(isValidExpiry(null, NOW)).toBe(true);
    expect(isValidExpiry(at('2026-11-23T00:00:00Z'), NOW)).toBe(true);
    expect(isValidExpiry(at('2026-11-22T12:00:00Z'), NOW)).toBe(false);
    expect(isValidExpiry(at('2025-01-01T00:00:00Z'), NOW)).toBe(false);
  });
});
