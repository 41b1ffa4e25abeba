import { describe, expect, it } from 'vitest';
import { userAccountIssues } from './user-account-rules';
import { assignableRoles, roleIssues, rolesBeyond, rolesTakeUserProfile } from './user-roles';

describe('who gives which role (decision 0127)', () => {
  it('keeps back-office roles out of an organization administrator’s reach', () => {
    expect(rolesBeyond(['ROLE_CLIENT_ADMIN'], ['ROLE_ADMIN'])).toEqual(['ROLE_ADMIN']);
    expect(rolesBeyond(['ROLE_CLIENT_ADMIN'], ['ROLE_SUPER_ADMIN'])).toEqual(['ROLE_SUPER_ADMIN']);
    expect(rolesBeyond(['ROLE_CLIENT_ADMIN'], ['ROLE_CLIENT_API', 'ROLE_CLIENT_API_ORDERS_IN'])).toEqual([]);
    expect(assignableRoles(['ROLE_CLIENT_ADMIN'])).toContain('ROLE_CLIENT_ADMIN');
  });

  it('lets ROLE_ADMIN make admins but only ROLE_SUPER_ADMIN make super admins', () => {
    expect(rolesBeyond(['ROLE_ADMIN'], ['ROLE_ADMIN'])).toEqual([]);
    expect(rolesBeyond(['ROLE_ADMIN'], ['ROLE_SUPER_ADMIN'])).toEqual(['ROLE_SUPER_ADMIN']);
    expect(rolesBeyond(['ROLE_SUPER_ADMIN'], ['ROLE_SUPER_ADMIN', 'ROLE_SUPER_ADMIN_NOTIFICATION'])).toEqual(
      [],
    );
  });
});

describe('roles that hold together', () => {
  it.each([
    [[], 'validation.required'],
    [['ROLE_CLIENT_DRIVER'], 'validation.invalid_choice'],
    [['ROLE_CLIENT_EXPLOITANT', 'ROLE_CLIENT_API'], 'validation.not_valid'],
    [['ROLE_CLIENT_EXPLOITANT', 'ROLE_CLIENT_API_ORDERS_IN'], 'validation.not_valid'],
  ])('%j fails with %s', (roles, code) => {
    expect(roleIssues(roles)[0]?.code).toBe(code);
  });

  it('accepts one main role with its own children', () => {
    expect(roleIssues(['ROLE_CLIENT_API', 'ROLE_CLIENT_API_POSITIONS_IN'])).toEqual([]);
    expect(rolesTakeUserProfile(['ROLE_CLIENT_API'])).toBe(false);
    expect(rolesTakeUserProfile(['ROLE_CLIENT_ADMIN'])).toBe(true);
  });
});

describe('a user account as the users screen sends it (shipment-domain §5)', () => {
  const draft = {
    username: 'jane.doe',
    email: 'jane@example.com',
    firstname: 'Jane',
    lastname: 'Doe',
    roles: ['ROLE_CLIENT_EXPLOITANT'],
    lang: 'fr',
    timezone: 'Europe/Paris',
    receiveMail: true,
    hasUserProfile: true,
  };

  it('passes when every field is right, a national phone number read in the organization’s country', () => {
    expect(userAccountIssues({ ...draft, phone: '06 12 34 56 78' }, 'FR')).toEqual([]);
  });

  it('gives each broken field the spec’s message', () => {
    const issues = userAccountIssues(
      { ...draft, email: 'nope', phone: '123', password: 'short', timezone: 'Mars/Base' },
      'FR',
    );
    expect(issues.map((i) => [i.field, i.message])).toEqual([
      ['email', 'Please enter a valid email address'],
      ['timezone', 'This value is not a valid timezone'],
      ['phone', 'Please enter a valid phone number'],
      [
        'password',
        'Password must contain at least 1 uppercase and 1 lowercase letters, 1 number and a minimum of 9 characters',
      ],
    ]);
  });

  it('refuses a user profile for an API user', () => {
    expect(userAccountIssues({ ...draft, roles: ['ROLE_CLIENT_API'] })[0]?.field).toBe('userProfile');
  });
});
