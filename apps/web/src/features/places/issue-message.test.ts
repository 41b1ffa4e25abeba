import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test-support/test-i18n';
import { issueMessage, issuesFromErrors, messageUnder } from './issue-message';

const i18n = await testI18n('fr');

describe('validation messages of shipment-domain §5, in the reader language', () => {
  it.each([
    [
      'validation.required',
      'You have to draw at least one geofencing',
      'You have to draw at least one geofencing',
    ],
    ['validation.required', 'Required', 'Required'],
    ['validation.too_low', 'Minimum value: 100', 'Minimum value: 100'],
    ['validation.too_high', 'Maximum value: 5000', 'Maximum value: 5000'],
    ['validation.too_low', 'Minimum value: -180', 'Minimum value: -180'],
    ['validation.invalid_postal_code', 'Please enter a valid ZIP number', 'Please enter a valid ZIP number'],
    ['validation.invalid_email', 'Please enter a valid email address', 'Please enter a valid email address'],
    ['validation.invalid_phone', 'Please enter a valid phone number', 'Please enter a valid phone number'],
    [
      'place.position.not_found_error',
      'Place cannot be geolocalized',
      'Place cannot be geolocalized, please check address details',
    ],
  ])('%s "%s" reads "%s" in English', (code, message, expected) => {
    expect(issueMessage(i18n.getFixedT('en'), { code, message, pointer: '' })).toBe(expected);
  });

  it('reads the same issue in French', () => {
    const t = i18n.getFixedT('fr');
    expect(issueMessage(t, { code: 'validation.too_low', message: 'Minimum value: 100', pointer: '' })).toBe(
      'Valeur minimale : 100',
    );
  });

  it('places API errors under the geofence by their pointer', () => {
    const issues = issuesFromErrors([
      {
        code: 'validation.too_low',
        detail: 'Minimum value: 100',
        source: { pointer: '/data/attributes/geofence/features/0/properties/radius' },
      },
    ]);
    expect(issues[0]!.pointer).toBe('/geofence/features/0/properties/radius');
    expect(messageUnder(i18n.getFixedT('en'), issues, '/geofence')).toBe('Minimum value: 100');
    expect(messageUnder(i18n.getFixedT('en'), issues, '/name')).toBeUndefined();
  });
});
