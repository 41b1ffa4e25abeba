import { describe, expect, it } from 'vitest';
import { contactIssues } from './contact-issues';

describe('contactIssues (shipment-domain §5)', () => {
  it.each([
    ['a French national number in France', { phone: '04 72 00 00 00', country: 'FR' }, []],
    ['an international number', { phone: '+49 30 1234567' }, []],
    ['a phone that is no number', { phone: '12' }, [['phone', 'Please enter a valid phone number']]],
    [
      'a postal code of one character',
      { postalCode: '6' },
      [['address/postalCode', 'Please enter a valid ZIP number']],
    ],
    ['a postal code with an inner space', { postalCode: 'SW1A 1AA' }, []],
    [
      'a Salesforce id of 17 characters',
      { salesforceId: '0015g00000AbCdEfG' },
      [['salesforceId', 'This Salesforce ID is not valid']],
    ],
    ['a Salesforce id of 18 characters', { salesforceId: '0015g00000AbCdEfGH' }, []],
    [
      'a short identification number',
      { identificationNumbers: ['12345', '1234'] },
      [['identificationNumbers/1', '5 minimum characters']],
    ],
  ])('%s', (_label, fields, expected) => {
    expect(contactIssues(fields).map((issue) => [issue.path, issue.detail])).toEqual(expected);
  });
});
