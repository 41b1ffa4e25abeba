import { describe, expect, it } from 'vitest';
import { shownEta } from './shown-eta';

const engine = { eta: 2_000, source: 'internal' as const, slot: { start: 1_500, end: 2_500 } };
const external = { eta: 3_000, source: 'external' as const, slot: null, isDeprecated: false };

describe('shownEta', () => {
  it('shows a current external ETA before the engine’s while the stop is ahead', () => {
    expect(shownEta({ reached: false, engine, external })).toEqual({
      eta: 3_000,
      source: 'external',
      slot: null,
      isDeprecated: false,
    });
  });

  it('falls back to the engine’s ETA once the external one is deprecated', () => {
    expect(shownEta({ reached: false, engine, external: { ...external, isDeprecated: true } })).toEqual({
      eta: 2_000,
      source: 'internal',
      slot: { start: 1_500, end: 2_500 },
      isDeprecated: false,
    });
  });

  it('still shows a deprecated external ETA, marked, when the engine has none', () => {
    expect(
      shownEta({ reached: false, engine: null, external: { ...external, isDeprecated: true } }),
    ).toMatchObject({ eta: 3_000, isDeprecated: true });
  });

  it('stops showing the external ETA once the stop is reached, keeping the engine’s last one', () => {
    expect(shownEta({ reached: true, engine, external })).toMatchObject({ eta: 2_000, source: 'internal' });
    expect(shownEta({ reached: true, engine: null, external })).toBeNull();
  });

  it('shows nothing when no ETA has a date', () => {
    expect(shownEta({ reached: false, engine: { ...engine, eta: null }, external: null })).toBeNull();
  });
});
