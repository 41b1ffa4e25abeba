// Roles of shipment-domain §6 and the capabilities derived from them, in one place for API and web.
export const ROLES = [
  'ROLE_CLIENT_DRIVER',
  'ROLE_CLIENT_EXPLOITANT',
  'ROLE_CLIENT_API',
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN_NOTIFICATION',
  'ROLE_CLIENT_ADMIN',
] as const;
export type Role = (typeof ROLES)[number];

const ADMIN_ROLES: ReadonlySet<string> = new Set([
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_SUPER_ADMIN_NOTIFICATION',
]);

/** Admin access = admin, super admin or super-admin-notification (§6). These are the back-office users. */
export function hasAdminAccess(roles: readonly string[]): boolean {
  return roles.some((role) => ADMIN_ROLES.has(role));
}

/** Back-office users may act on behalf of any organization; everyone else sees only their own. */
export function canActOnBehalfOfOrganizations(roles: readonly string[]): boolean {
  return hasAdminAccess(roles);
}

/** Notification access needs super admin plus the notification role. */
export function hasNotificationAccess(roles: readonly string[]): boolean {
  return roles.includes('ROLE_SUPER_ADMIN') && roles.includes('ROLE_SUPER_ADMIN_NOTIFICATION');
}

/** Drivers sign in to the mobile app, not the web platform. */
export function canUseWebPlatform(roles: readonly string[]): boolean {
  return roles.length > 0 && !(roles.length === 1 && roles[0] === 'ROLE_CLIENT_DRIVER');
}
