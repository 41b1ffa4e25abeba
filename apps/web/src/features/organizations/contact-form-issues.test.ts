import { describe, expect, it } from 'vitest';
import { contactFormIssues, identificationNumbersOf } from './contact-form-issues';

describe('the organization form checks its contact fields before sending (shipment-domain §5)', () => {
  it('passes valid and absent values', () => {
    expect(
      contactFormIssues({
        phone: '+33 4 72 00 00 00',
        postalCode: 'SW1A 1AA',
        salesforceId: '0015g00000AbCdEfGH',
        identificationNumbers: ['FR12345678901'],
      }),
    ).toEqual({});
    expect(contactFormIssues({ phone: null, postalCode: null, identificationNumbers: [] })).toEqual({});
  });

  it('gives each field at fault its message, identification numbers as one field', () => {
    expect(
      contactFormIssues({
        phone: 'call me',
        postalCode: '-75',
        salesforceId: '0015g00000AbCdEfG',
        identificationNumbers: identificationNumbersOf('FR12345678901, 123, 12'),
      }),
    ).toEqual({
      phone: 'Please enter a valid phone number',
      'address.postalCode': 'Please enter a valid ZIP number',
      salesforceId: 'This Salesforce ID is not valid',
      identificationNumbers: '5 minimum characters',
    });
  });

  it('reads "a, b" as the list of identification numbers the API takes', () => {
    expect(identificationNumbersOf(' FR1234567 , ,DE7654321')).toEqual(['FR1234567', 'DE7654321']);
  });
});
