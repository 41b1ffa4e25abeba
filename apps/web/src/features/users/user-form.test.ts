import { describe, expect, it } from 'vitest';
import { emptyUserForm, formIssues, toRequest } from './user-form';

const filled = {
  ...emptyUserForm({ lang: 'fr', timezone: 'Europe/Paris' }),
  firstname: 'Jeanne',
  lastname: 'Martin',
  username: 'jeanne.martin',
  email: 'jeanne@example.com',
};

describe('the user form (domain rules, shipment-domain §5)', () => {
  it('says each broken field with the spec’s message', () => {
    expect(formIssues({ ...filled, email: 'nope', phone: '12', password: 'short' }, 'FR')).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password:
        'Password must contain at least 1 uppercase and 1 lowercase letters, 1 number and a minimum of 9 characters',
    });
    expect(formIssues({ ...filled, username: '' }, 'FR').username).toBe('Required');
  });

  it('sends the roles, the default agency among the chosen ones, and no profile for an API user', () => {
    const request = toRequest({
      ...filled,
      mainRole: 'ROLE_CLIENT_API',
      children: ['ROLE_CLIENT_API_ORDERS_IN'],
      userProfileId: 'p1',
      agencyIds: ['a1', 'a2'],
      defaultAgencyId: 'gone',
    });
    expect(request.attributes.roles).toEqual(['ROLE_CLIENT_API', 'ROLE_CLIENT_API_ORDERS_IN']);
    expect(request.relationships.userProfile.data).toBeNull();
    expect(request.relationships.defaultAgency.data).toEqual({ type: 'agencies', id: 'a1' });
    expect('password' in request.attributes).toBe(false);
  });

  it('sends the portfolios of a back-office user, none for a client user, nothing when not managed', () => {
    const admin = { ...filled, mainRole: 'ROLE_ADMIN' as const, portfolioIds: ['p1', 'p2'] };
    expect(toRequest(admin).relationships.portfolios?.data).toEqual([
      { type: 'portfolios', id: 'p1' },
      { type: 'portfolios', id: 'p2' },
    ]);
    expect(
      toRequest({ ...admin, mainRole: 'ROLE_CLIENT_EXPLOITANT' }).relationships.portfolios?.data,
    ).toEqual([]);
    expect('portfolios' in toRequest(filled).relationships).toBe(false);
  });
});
