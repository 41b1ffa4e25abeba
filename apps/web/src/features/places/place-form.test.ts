import { describe, expect, it } from 'vitest';
import { attributesOf, emptyForm, formIssues } from './place-form';

const filled = () => ({
  ...emptyForm(),
  name: 'Quai Vénissieux',
  town: 'Vénissieux',
  country: 'fr',
  postalCode: '69200',
});

describe('the place form', () => {
  it('sends no position when none is typed, so the API geocodes the address', () => {
    expect(attributesOf(filled())).toMatchObject({
      position: null,
      geofence: null,
      address: { town: 'Vénissieux', country: 'FR', postalCode: '69200', street: null },
    });
    expect(formIssues(filled())).toEqual([]);
  });

  it('reports what the API would, before sending', () => {
    const form = {
      ...filled(),
      postalCode: '6',
      lat: 95,
      geofence: { type: 'FeatureCollection' as const, features: [] },
    };
    expect(formIssues(form).map((issue) => [issue.pointer, issue.message])).toEqual([
      ['/address/postalCode', 'Please enter a valid ZIP number'],
      ['/position/lng', 'Required'],
      ['/geofence/features', 'You have to draw at least one geofencing'],
    ]);
  });

  it('checks a drawn circle radius with the spec bounds', () => {
    const form = {
      ...filled(),
      geofence: {
        type: 'FeatureCollection' as const,
        features: [
          {
            type: 'Feature' as const,
            geometry: { type: 'Point' as const, coordinates: [4.88, 45.69] as [number, number] },
            properties: { radius: 6000 },
          },
        ],
      },
    };
    expect(formIssues(form)).toEqual([
      {
        code: 'validation.too_high',
        message: 'Maximum value: 5000',
        pointer: '/geofence/features/0/properties/radius',
      },
    ]);
  });
});
