import { describe, expect, it } from 'vitest';
import { convertLength, convertWeight } from './convert-units';
import { distanceUnit, UNIT_SYSTEMS } from './unit-systems';

describe('conversions from shipment-domain §9', () => {
  it.each([
    [() => convertLength(1, 'km', 'm'), 1000],
    [() => convertLength(1, 'mi', 'm'), 1609.34],
    [() => convertLength(160.934, 'km', 'mi'), 100],
    [() => convertLength(1, 'ft', 'in'), 12],
    [() => convertLength(1, 'yd', 'ft'), 3],
    [() => convertWeight(1, 't', 'kg'), 1000],
    [() => convertWeight(1, 'kg', 'lb'), 2.20462],
    [() => convertWeight(1, 'T', 'lb'), 2000],
  ])('case %#', (convert, expected) => {
    expect(convert()).toBeCloseTo(expected, 3);
  });
});

describe('unit systems', () => {
  it.each([
    ['metric', 'km'],
    ['imperial', 'mi'],
    [null, 'km'],
    ['nautical', 'km'],
  ])('%s → road distances in %s', (system, distance) => {
    expect(distanceUnit(system)).toBe(distance);
  });
  it('ends each length list with the road-distance unit', () => {
    expect(UNIT_SYSTEMS.metric.length.at(-1)).toBe(distanceUnit('metric'));
    expect(UNIT_SYSTEMS.imperial.length.at(-1)).toBe(distanceUnit('imperial'));
  });
});
