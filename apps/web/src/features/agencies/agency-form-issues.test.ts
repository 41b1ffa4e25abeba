import { describe, expect, it } from 'vitest';
import { type AgencyFormChecked, agencyFormIssues } from './agency-form-issues';

const valid: AgencyFormChecked = {
  name: 'Lyon Part-Dieu',
  phone: '04 72 00 00 00',
  postalCode: '69003',
  country: 'FR',
  tolerableDelayMinutes: 15,
  riskyDelayMinutes: 60,
  GPSFrequency: 60,
};

describe('the agency form checks its fields before sending (shipment-domain §5)', () => {
  it('passes a valid agency, and blank optional fields', () => {
    expect(agencyFormIssues(valid)).toEqual({});
    expect(agencyFormIssues({ ...valid, phone: ' ', postalCode: '', country: '' })).toEqual({});
  });

  it.each([
    ['a blank name', { name: '  ' }, { name: 'Required' }],
    ['a phone that is no number', { phone: '12' }, { phone: 'Please enter a valid phone number' }],
    [
      'an international number too short for its country',
      { phone: '+33 6 12 34' },
      { phone: 'Please enter a valid phone number' },
    ],
    [
      'a one-character postal code',
      { postalCode: '6' },
      { 'address.postalCode': 'Please enter a valid ZIP number' },
    ],
    ['an empty delay', { tolerableDelayMinutes: Number.NaN }, { tolerableDelayMinutes: 'Required' }],
    ['a delay of a day and more', { riskyDelayMinutes: 1441 }, { riskyDelayMinutes: 'Maximum value: 1440' }],
    [
      'a fractional delay',
      { tolerableDelayMinutes: 2.5 },
      { tolerableDelayMinutes: 'The value must be an integer.' },
    ],
    [
      'a risky delay under the tolerable one',
      { tolerableDelayMinutes: 45, riskyDelayMinutes: 30 },
      { riskyDelayMinutes: 'Minimum value: 45' },
    ],
    [
      'a GPS frequency under 5 seconds',
      { GPSFrequency: 2 },
      { 'mobileSettings.GPSFrequency': 'Minimum value: 5' },
    ],
  ])('refuses %s with the §5 message', (_label, change, expected) => {
    expect(agencyFormIssues({ ...valid, ...change })).toEqual(expected);
  });
});
