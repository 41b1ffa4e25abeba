import { describe, expect, it } from 'vitest';
import { haversineDistance } from './haversine-distance';
import { initialBearing } from './initial-bearing';

describe('haversineDistance', () => {
  // Reference values from the Movable Type / GeographicLib calculators on a sphere of mean radius.
  it.each([
    {
      name: 'same point',
      a: { lat: 41.15, lng: -8.61 },
      b: { lat: 41.15, lng: -8.61 },
      metres: 0,
      tolerance: 0,
    },
    {
      name: 'one degree of latitude',
      a: { lat: 0, lng: 0 },
      b: { lat: 1, lng: 0 },
      metres: 111_195,
      tolerance: 1,
    },
    {
      name: 'one degree of longitude at the equator',
      a: { lat: 0, lng: 0 },
      b: { lat: 0, lng: 1 },
      metres: 111_195,
      tolerance: 1,
    },
    {
      name: 'Paris to Lyon',
      a: { lat: 48.8566, lng: 2.3522 },
      b: { lat: 45.764, lng: 4.8357 },
      metres: 391_500,
      tolerance: 1_000,
    },
    {
      name: 'Porto to Lisbon',
      a: { lat: 41.1579, lng: -8.6291 },
      b: { lat: 38.7223, lng: -9.1393 },
      metres: 274_000,
      tolerance: 1_000,
    },
    { name: 'antipodes', a: { lat: 0, lng: 0 }, b: { lat: 0, lng: 180 }, metres: 20_015_115, tolerance: 10 },
  ])('$name', ({ a, b, metres, tolerance }) => {
    expect(Math.abs(haversineDistance(a, b) - metres)).toBeLessThanOrEqual(tolerance);
  });
});

describe('initialBearing', () => {
  it.each([
    { name: 'due north', b: { lat: 1, lng: 0 }, degrees: 0 },
    { name: 'due east', b: { lat: 0, lng: 1 }, degrees: 90 },
    { name: 'due south', b: { lat: -1, lng: 0 }, degrees: 180 },
    { name: 'due west', b: { lat: 0, lng: -1 }, degrees: 270 },
  ])('$name from the origin', ({ b, degrees }) => {
    expect(initialBearing({ lat: 0, lng: 0 }, b)).toBeCloseTo(degrees, 6);
  });

  it('Paris to Lyon heads south-south-east', () => {
    const bearing = initialBearing({ lat: 48.8566, lng: 2.3522 }, { lat: 45.764, lng: 4.8357 });
    expect(bearing).toBeGreaterThan(145);
    expect(bearing).toBeLessThan(160);
  });
});
