import { describe, expect, it } from 'vitest';
import {
  email,
  endAfterStart,
  geofenceRadius,
  jsonText,
  latitude,
  longitude,
  MESSAGES,
  normalizePhone,
  parsePhone,
  password,
  phone,
  phoneIn,
  postalCode,
  required,
  salesforceId,
} from './rules';

describe('shipment-domain §5 validation rules', () => {
  it.each([
    ['Cargolens2026', null],
    ['Abcdefgh1', null],
    ['Abcdefg1', MESSAGES.password], // 8 characters
    ['abcdefgh12', MESSAGES.password], // no uppercase
    ['ABCDEFGH12', MESSAGES.password], // no lowercase
    ['Abcdefghij', MESSAGES.password], // no digit
  ])('password %s', (value, expected) => expect(password(value)).toBe(expected));

  it.each([
    ['75008', null],
    ['SW1A 1AA', null],
    ['1000-123', null],
    ['A', MESSAGES.postalCode],
    ['-1234', MESSAGES.postalCode],
    ['1234-', MESSAGES.postalCode],
    ['1234567890123', MESSAGES.postalCode],
  ])('postal code %s', (value, expected) => expect(postalCode(value)).toBe(expected));

  it.each([
    ['anna@durand.fr', null],
    ['anna.durand@mail.example.com', null],
    ['anna@durand', MESSAGES.email],
    ['anna durand@x.fr', MESSAGES.email],
    ['@x.fr', MESSAGES.email],
  ])('email %s', (value, expected) => expect(email(value)).toBe(expected));

  it('requires non-empty values and arrays', () => {
    expect(required('')).toBe('Required');
    expect(required([])).toBe('Required');
    expect(required(null)).toBe('Required');
    expect(required(0)).toBeNull();
    expect(required(['x'])).toBeNull();
  });

  it('bounds coordinates and geofence radius', () => {
    expect(latitude(90)).toBeNull();
    expect(latitude(90.1)).toBe('Maximum value: 90');
    expect(longitude(-180.5)).toBe('Minimum value: -180');
    expect(geofenceRadius(99)).toBe('Minimum value: 100');
    expect(geofenceRadius(5000)).toBeNull();
    expect(geofenceRadius(5001)).toBe('Maximum value: 5000');
  });

  it('strips phone numbers to digits', () => {
    expect(normalizePhone(' +33 (0)6 12-34-56-78 ')).toBe('+330612345678');
  });

  it.each([
    ['+33 6 12 34 56 78', undefined, '+33612345678'],
    ['+49 171 2345678', 'FR', '+491712345678'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['0171 2345678', 'de', '+491712345678'],
    ['06 12 34 56 78', undefined, null], // national form without a country to read it in
    ['+33 6 12 34', undefined, null], // too short for France
    ['+33 6 12 34 56 78 90', undefined, null], // too long
    ['12 34', 'FR', null],
    ['call me', 'FR', null],
  ])('reads the phone number %j in %s as %s', (value, country, expected) => {
    expect(parsePhone(value, country)).toBe(expected);
    expect(phoneIn(country)(value)).toBe(expected ? null : MESSAGES.phone);
  });

  it('asks for the international form when no country is known', () => {
    expect(phone('+33 6 12 34 56 78')).toBeNull();
    expect(phone('06 12 34 56 78')).toBe('Please enter a valid phone number');
  });

  it('checks Salesforce ids, JSON text and date ranges', () => {
    expect(salesforceId('0015g00000AbCdEfGH')).toBeNull();
    expect(salesforceId('0015g00000AbCdEfG')).toBe(MESSAGES.salesforceId);
    expect(jsonText('{"a":1}')).toBeNull();
    expect(jsonText('{a:1}')).toBe('Json not valid');
    const start = new Date('2026-01-01T08:00:00Z');
    expect(endAfterStart(start, new Date('2026-01-01T09:00:00Z'))).toBeNull();
    expect(endAfterStart(start, start)).toBe('End date must be after start date');
    expect(endAfterStart(start, null)).toBe('Please select a date range');
  });
});
