import { describe, expect, it } from 'vitest';
import { type OrganizationFormState, organizationValues } from './organization-values';

const form: OrganizationFormState = {
  name: '  Transports Durand ',
  profile: 'shipper',
  authenticationMethod: 'SSO_ONLY',
  language: 'de',
  phone: ' ',
  salesforceId: '',
  identificationNumbers: 'FR123456, , 98765 ',
  street: '',
  postalCode: '69002',
  town: 'Lyon',
  country: 'FR',
  features: ['ADMINISTRATION_TAGS'],
};

describe('what an organization form sends (decision 0130)', () => {
  it('sends a client administrator’s contact fields only, never the back office’s', () => {
    const values = organizationValues(form, { backOffice: false, creating: false });
    expect(values).toEqual({
      name: 'Transports Durand',
      language: 'de',
      phone: null,
      salesforceId: null,
      identificationNumbers: ['FR123456', '98765'],
      address: { street: null, postalCode: '69002', town: 'Lyon', country: 'FR' },
    });
    expect(values).not.toHaveProperty('features');
    expect(values).not.toHaveProperty('profile');
    expect(values).not.toHaveProperty('authenticationMethod');
  });

  it('sends every field from the back office, and lets a new organization get the default features', () => {
    expect(organizationValues(form, { backOffice: true, creating: false })).toMatchObject({
      profile: 'shipper',
      authenticationMethod: 'SSO_ONLY',
      features: ['ADMINISTRATION_TAGS'],
    });
    expect(
      organizationValues({ ...form, features: [] }, { backOffice: true, creating: true }),
    ).not.toHaveProperty('features');
    expect(
      organizationValues({ ...form, features: [] }, { backOffice: true, creating: false }).features,
    ).toEqual([]);
  });
});
