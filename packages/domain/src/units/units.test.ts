import { describe, expect, it } from 'vitest';
import { convertLength, convertTemperature, convertVolume, convertWeight } from './convert-units';
import { distanceUnit, unitsFor } from './unit-systems';

describe('conversions from shipment-domain §9', () => {
  it.each([
    [() => convertLength(1, 'km', 'm'), 1000],
    [() => convertLength(1, 'mi', 'm'), 1609.34],
    [() => convertLength(160.934, 'km', 'mi'), 100],
    [() => convertLength(1, 'ft', 'in'), 12],
    [() => convertLength(1, 'yd', 'ft'), 3],
    [() => convertVolume(1, 'm3', 'm3'), 1],
    [() => convertVolume(1, 'cu_yd', 'm3'), 0.764555],
    [() => convertVolume(1, 'cu_ft', 'm3'), 0.0283168],
    [() => convertVolume(27, 'cu_ft', 'cu_yd'), 1],
    [() => convertWeight(1, 't', 'kg'), 1000],
    [() => convertWeight(1, 'kg', 'lb'), 2.20462],
    [() => convertWeight(1, 'T', 'lb'), 2000],
    [() => convertTemperature(100, 'C', 'F'), 212],
    [() => convertTemperature(-40, 'F', 'C'), -40],
    [() => convertTemperature(5, 'C', 'C'), 5],
    [() => convertTemperature(41, 'F', 'C'), 5],
  ])('case %#', (convert, expected) => {
    expect(convert()).toBeCloseTo(expected, 3);
  });
});

describe('unit systems', () => {
  it.each([
    ['metric', 'km', 'C', ['kg', 't']],
    ['imperial', 'mi', 'F', ['lb', 'T']],
    [null, 'km', 'C', ['kg', 't']],
    ['nautical', 'km', 'C', ['kg', 't']],
  ])('%s → %s, %s, %j', (system, distance, temperature, weight) => {
    expect(distanceUnit(system)).toBe(distance);
    expect(unitsFor(system).temperature).toBe(temperature);
    expect(unitsFor(system).weight).toEqual(weight);
  });
  it('ends each length list with the road-distance unit', () => {
    expect(unitsFor('metric').length.at(-1)).toBe('km');
    expect(unitsFor('imperial').length.at(-1)).toBe('mi');
  });
});
