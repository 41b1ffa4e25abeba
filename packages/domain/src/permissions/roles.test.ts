import { describe, expect, it } from 'vitest';
import {
  canActOnBehalfOfOrganizations,
  canAdministrate,
  canUseWebPlatform,
  hasAdminAccess,
  hasNotificationAccess,
} from './index';

describe('role capabilities (shipment-domain §6)', () => {
  it.each([
    [['ROLE_ADMIN'], true],
    [['ROLE_SUPER_ADMIN'], true],
    [['ROLE_SUPER_ADMIN_NOTIFICATION'], true],
    [['ROLE_CLIENT_ADMIN'], false],
    [['ROLE_CLIENT_EXPLOITANT'], false],
    [['ROLE_CLIENT_API'], false],
  ])('admin access for %j is %s', (roles, expected) => {
    expect(hasAdminAccess(roles)).toBe(expected);
    expect(canActOnBehalfOfOrganizations(roles)).toBe(expected);
  });

  it('needs both super admin and the notification role for notification access', () => {
    expect(hasNotificationAccess(['ROLE_SUPER_ADMIN'])).toBe(false);
    expect(hasNotificationAccess(['ROLE_SUPER_ADMIN', 'ROLE_SUPER_ADMIN_NOTIFICATION'])).toBe(true);
  });

  it('keeps drivers out of the web platform', () => {
    expect(canUseWebPlatform(['ROLE_CLIENT_DRIVER'])).toBe(false);
    expect(canUseWebPlatform(['ROLE_CLIENT_EXPLOITANT'])).toBe(true);
    expect(canUseWebPlatform([])).toBe(false);
  });
});

describe('administration features (shipment-domain §6)', () => {
  it.each([
    [['ROLE_ADMIN'], [], true],
    [['ROLE_SUPER_ADMIN'], [], true],
    [['ROLE_CLIENT_ADMIN'], ['ADMINISTRATION_TAGS'], true],
    [['ROLE_CLIENT_EXPLOITANT'], ['ADMINISTRATION_TAGS', 'ORDERS'], true],
    [['ROLE_CLIENT_ADMIN'], ['ADMINISTRATION_RESOURCES'], false],
    [['ROLE_CLIENT_EXPLOITANT'], ['ORDERS'], false],
  ])('roles %j with features %j administrate tags: %s', (roles, features, expected) => {
    expect(canAdministrate('ADMINISTRATION_TAGS', { roles, features })).toBe(expected);
  });
});
