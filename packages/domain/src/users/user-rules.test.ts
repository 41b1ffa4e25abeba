import { describe, expect, it } from 'vitest';
import { frontOfficeRole, normalizeUser, type UserDraft, userIssues } from './index';

const operator: UserDraft = {
  username: 'camille.petit',
  email: 'Camille.Petit@durand.example',
  firstname: 'Camille',
  lastname: 'Petit',
  role: 'ROLE_CLIENT_EXPLOITANT',
  lang: 'fr',
  timezone: 'Europe/Paris',
  receiveMail: true,
  userProfile: 'Exploitant',
  agency: null,
};

const issuesOf = (draft: UserDraft) => userIssues(draft).map((issue) => [issue.field, issue.message]);

describe('new user rules (platform-core §3, shipment-domain §5, §6)', () => {
  it('accepts an operator with a profile and an API user without one', () => {
    expect(issuesOf(operator)).toEqual([]);
    expect(issuesOf({ ...operator, role: 'ROLE_CLIENT_API', userProfile: null })).toEqual([]);
  });

  it.each<[string, Partial<UserDraft>, [string, string][]]>([
    [
      'blank names',
      { firstname: ' ', lastname: '' },
      [
        ['firstname', 'Required'],
        ['lastname', 'Required'],
      ],
    ],
    ['a bad email', { email: 'camille@' }, [['email', 'Please enter a valid email address']]],
    ['a short username', { username: 'ab' }, [['username', '3 minimum characters']]],
    [
      'a username with spaces',
      { username: 'camille petit' },
      [['username', 'Use only letters, digits and . _ - @']],
    ],
    ['an unknown language', { lang: 'xx' }, [['lang', expect.stringContaining('not a valid choice')]]],
    [
      'an unknown time zone',
      { timezone: 'Mars/Olympus' },
      [['timezone', 'This value is not a valid timezone']],
    ],
    [
      'a profile for an API user',
      { role: 'ROLE_CLIENT_API' },
      [['userProfile', 'API users get no user profile']],
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(issuesOf({ ...operator, ...change })).toEqual(expected);
  });

  it('reads a role as people write it, and never a back-office or driver role', () => {
    expect(frontOfficeRole('Operator')).toBe('ROLE_CLIENT_EXPLOITANT');
    expect(frontOfficeRole(' api ')).toBe('ROLE_CLIENT_API');
    expect(frontOfficeRole('ROLE_CLIENT_EXPLOITANT')).toBe('ROLE_CLIENT_EXPLOITANT');
    expect(frontOfficeRole('ROLE_SUPER_ADMIN')).toBeUndefined();
    expect(frontOfficeRole('ROLE_CLIENT_DRIVER')).toBeUndefined();
  });

  it('stores the email in lower case and blanks as null', () => {
    expect(normalizeUser({ ...operator, username: ' camille.petit ', agency: ' ' })).toMatchObject({
      username: 'camille.petit',
      email: 'camille.petit@durand.example',
      agency: null,
      userProfile: 'Exploitant',
    });
  });
});
