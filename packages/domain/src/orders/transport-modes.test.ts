import { describe, expect, it } from 'vitest';
import { transportModeFamily } from './transport-modes';

describe('transportModeFamily', () => {
  it.each([
    ['ftl', 'ftl'],
    ['ftl_legacy', 'ftl'],
    ['ocean_booking', 'ocean'],
    ['air_goods', 'air'],
    ['intermodal_legacy', 'intermodal_legacy'],
    ['intermodal', 'unknown'],
    ['hovercraft', 'unknown'],
    [null, 'unknown'],
  ] as const)('shows %s as %s', (mode, family) => {
    expect(transportModeFamily(mode)).toBe(family);
  });
});
