import { describe, expect, it } from 'vitest';
import { type PlaceFields, validatePlace } from './validate-place';

const valid: PlaceFields = {
  name: 'Entrepôt Saint-Priest',
  address: { street: '8 Rue du Dauphiné', postalCode: '69800', town: 'Saint-Priest', country: 'FR' },
  position: { lat: 45.7185, lng: 4.948 },
  timezone: 'Europe/Paris',
  contacts: [
    {
      name: 'Léa Martin',
      position: 'Cheffe de quai',
      email: { enabled: true, value: 'lea.martin@example.com' },
      phone: { enabled: false, value: null },
    },
  ],
};

describe('validatePlace', () => {
  it('accepts a complete place', () => {
    expect(validatePlace(valid, true)).toEqual([]);
  });

  it('needs name, town and country on creation only', () => {
    expect(validatePlace({}, true).map((i) => i.pointer)).toEqual([
      '/name',
      '/address/town',
      '/address/country',
    ]);
    expect(validatePlace({}, false)).toEqual([]);
  });

  it.each([
    {
      change: { address: { ...valid.address, postalCode: '6' } },
      pointer: '/address/postalCode',
      message: 'Please enter a valid ZIP number',
    },
    {
      change: { address: { ...valid.address, country: 'France' } },
      pointer: '/address/country',
      message: 'This value is not a valid country',
    },
    { change: { position: { lat: 91, lng: 4 } }, pointer: '/position/lat', message: 'Maximum value: 90' },
    {
      change: { position: { lat: 45, lng: -180.5 } },
      pointer: '/position/lng',
      message: 'Minimum value: -180',
    },
    {
      change: { timezone: 'Mars/Olympus' },
      pointer: '/timezone',
      message: 'This value is not a valid timezone',
    },
    { change: { name: '  ' }, pointer: '/name', message: 'Required' },
    {
      change: {
        contacts: [
          {
            name: 'A',
            email: { enabled: false, value: 'not-an-email' },
            phone: { enabled: false, value: null },
          },
        ],
      },
      pointer: '/contacts/0/email/value',
      message: 'Please enter a valid email address',
    },
    {
      change: {
        contacts: [
          { name: 'A', email: { enabled: false, value: null }, phone: { enabled: true, value: '' } },
        ],
      },
      pointer: '/contacts/0/phone/value',
      message: 'Required',
    },
    {
      change: {
        contacts: [
          { name: 'A', email: { enabled: false, value: null }, phone: { enabled: true, value: '12' } },
        ],
      },
      pointer: '/contacts/0/phone/value',
      message: 'Please enter a valid phone number',
    },
  ] as const)('reports $pointer: $message', ({ change, pointer, message }) => {
    expect(validatePlace({ ...valid, ...change } as PlaceFields, true)).toEqual([
      expect.objectContaining({ pointer, detail: message }),
    ]);
  });
});
