import { describe, expect, it } from 'vitest';
import { impersonationRefusal, privilegeRank } from './impersonation';

const admin = { userId: 1, roles: ['ROLE_ADMIN'] };
const superAdmin = { userId: 2, roles: ['ROLE_SUPER_ADMIN'] };

describe('impersonation', () => {
  it.each([
    ['an admin, an operator', admin, { id: 9, roles: ['ROLE_CLIENT_EXPLOITANT'] }, undefined],
    ['an admin, a tenant administrator', admin, { id: 9, roles: ['ROLE_CLIENT_ADMIN'] }, undefined],
    ['an admin, another admin', admin, { id: 9, roles: ['ROLE_ADMIN'] }, 'more_privileged'],
    ['an admin, the super admin', admin, { id: 9, roles: ['ROLE_SUPER_ADMIN'] }, 'more_privileged'],
    ['the super admin, an admin', superAdmin, { id: 9, roles: ['ROLE_ADMIN'] }, undefined],
    ['an admin, themself', admin, { id: 1, roles: ['ROLE_ADMIN'] }, 'self'],
    ['an admin, a driver', admin, { id: 9, roles: ['ROLE_CLIENT_DRIVER'] }, 'not_web_user'],
    [
      'a tenant administrator, an operator',
      { userId: 3, roles: ['ROLE_CLIENT_ADMIN'] },
      { id: 9, roles: ['ROLE_CLIENT_EXPLOITANT'] },
      'not_admin',
    ],
    [
      'an impersonated admin, anyone',
      { ...superAdmin, impersonatorId: 7 },
      { id: 9, roles: ['ROLE_CLIENT_EXPLOITANT'] },
      'chained',
    ],
  ] as const)('%s: %s', (_label, impersonator, target, refusal) => {
    expect(impersonationRefusal(impersonator, target)).toBe(refusal);
  });

  it('ranks the super admin above the back office, above tenant administrators, above the rest', () => {
    expect(
      [
        ['ROLE_SUPER_ADMIN'],
        ['ROLE_SUPER_ADMIN_NOTIFICATION'],
        ['ROLE_CLIENT_ADMIN'],
        ['ROLE_CLIENT_API'],
      ].map(privilegeRank),
    ).toEqual([3, 2, 1, 0]);
  });
});
