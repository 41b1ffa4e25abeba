import { describe, expect, it } from 'vitest';
import {
  canActOnBehalfOfOrganizations,
  canUseWebPlatform,
  hasAdminAccess,
  hasNotificationAccess,
} from './roles';

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
