import { describe, expect, it } from 'vitest';
import { addressParts, formatAddress } from './address-display';
import { plannedWindow } from './planned-window';
import { remainingDistanceDisplay } from './remaining-distance';

describe('formatAddress', () => {
  it.each([
    [
      { street: '12 rue de la Paix', postalCode: '75002', town: 'Paris', country: 'France' },
      '12 rue de la Paix, 75002, Paris, France',
    ],
    [{ street: '  ', postalCode: '69001', town: 'Lyon', country: null }, '69001, Lyon'],
    [{ town: 'Hamburg' }, 'Hamburg'],
    [null, ''],
  ])('%o → %j', (address, text) => {
    expect(formatAddress(address)).toBe(text);
  });
  it('keeps the spec order and lets the caller choose the separator', () => {
    const address = { country: 'DE', town: 'Köln', postalCode: '50667', street: 'Domkloster 4' };
    expect(addressParts(address)).toEqual(['Domkloster 4', '50667', 'Köln', 'DE']);
    expect(formatAddress(address, ' · ')).toBe('Domkloster 4 · 50667 · Köln · DE');
  });
});

describe('remaining distance display', () => {
  it.each([
    [12_345, 1, { value: '12.3', unit: 'km' }],
    [12_345, 0, { value: '12', unit: 'km' }],
    [12_345, 2, { value: '12.35', unit: 'km' }],
    [1001, 1, { value: '1.0', unit: 'km' }],
    [1000, 1, { value: '1000', unit: 'm' }],
    [849.6, 1, { value: '850', unit: 'm' }],
    [0, 1, { value: '0', unit: 'm' }],
    [-1, 1, null],
    [null, 1, null],
    [undefined, 1, null],
    [Number.NaN, 1, null],
  ])('%s m with %d decimals → %j', (meters, decimals, display) => {
    expect(remainingDistanceDisplay(meters, decimals)).toEqual(display);
  });
  it('returns parts for i18n', () => {
    expect(remainingDistanceDisplay(2500)).toEqual({ value: '2.5', unit: 'km' });
    expect(remainingDistanceDisplay(-3)).toBeNull();
  });
});

describe('plannedWindow preference', () => {
  const arrival = { startAt: '2026-03-02T08:00:00Z', endAt: '2026-03-02T09:00:00Z' };
  const departure = { startAt: '2026-03-02T10:00:00Z', endAt: '2026-03-02T11:00:00Z' };
  it.each([
    ['loading', { plannedArrival: arrival, plannedDeparture: departure }, departure],
    ['loading', { plannedArrival: arrival, plannedDeparture: { startAt: null } }, arrival],
    ['delivery', { plannedArrival: arrival, plannedDeparture: departure }, arrival],
    ['delivery', { plannedDeparture: departure }, departure],
    ['intermediateStop', { plannedArrival: arrival, plannedDeparture: departure }, arrival],
    ['deliveryIntermediateStop', { plannedArrival: null, plannedDeparture: departure }, departure],
    ['hub', { plannedArrival: arrival, plannedDeparture: departure }, arrival],
    ['loading', {}, null],
  ])('%s %o', (stopType, dates, expected) => {
    expect(plannedWindow(stopType, dates)).toBe(expected);
  });
});

describe('remaining distance in the imperial system', () => {
  it('shows miles above the switch and whole yards below it', () => {
    expect(remainingDistanceDisplay(16_093.4, 1, 'imperial')).toEqual({ value: '10.0', unit: 'mi' });
    expect(remainingDistanceDisplay(914.4, 1, 'imperial')).toEqual({ value: '1000', unit: 'yd' });
  });
});
