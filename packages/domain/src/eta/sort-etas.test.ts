import { describe, expect, it } from 'vitest';
import { headlineEta } from './headline-eta';
import { compareEtaSources, isExternalEtaSource, sortEtasBySource } from './sort-etas';
import type { EtaSource } from './types';

describe('sortEtasBySource', () => {
  it('puts external ETAs before internal ones whatever the input order', () => {
    const etas: { source: EtaSource; id: number }[] = [
      { source: 'internalRemainingLeadTime', id: 1 },
      { source: 'internalLeadTime', id: 2 },
      { source: 'externalDeclared', id: 3 },
      { source: 'internalRemainingLeadTimeWithBreaks', id: 4 },
      { source: 'external', id: 5 },
      { source: 'here', id: 6 },
    ];
    expect(sortEtasBySource(etas).map((e) => e.id)).toEqual([5, 3, 6, 4, 1, 2]);
    expect(etas[0]!.id).toBe(1);
  });

  it.each([
    ['external', 'internal', -1],
    ['internalLeadTime', 'externalDeclared', 1],
    ['internal', 'internal', 0],
  ] as const)('%s vs %s → sign %i', (a, b, sign) => {
    expect(Math.sign(compareEtaSources({ source: a }, { source: b }))).toBe(sign);
  });

  it.each([
    ['external', true],
    ['externalDeclared', true],
    ['here', false],
    ['internalRemainingLeadTimeWithBreaks', false],
  ] as const)('%s is external: %s', (source, external) => {
    expect(isExternalEtaSource(source)).toBe(external);
  });
});

describe('headlineEta', () => {
  it('prefers an external ETA over the engine’s, and skips ETAs without a date', () => {
    const internal = { eta: 2_000, source: 'internalRemainingLeadTime' as const };
    const external = { eta: 3_000, source: 'external' as const };
    expect(headlineEta([internal, external])).toBe(external);
    expect(headlineEta([internal, { eta: null, source: 'external' as const }])).toBe(internal);
    expect(headlineEta([null, undefined])).toBeNull();
  });
});
