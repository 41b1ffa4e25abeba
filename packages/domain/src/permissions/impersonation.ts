// Impersonation (connect-as, platform-core §6; decision 0142): the back office signs in as a user to see what
// they see. Who may, and whom: never a chain, never oneself, never someone as or more privileged.
import { canUseWebPlatform, hasAdminAccess } from './roles';

/**
 * How much a user may do, coarsely: the super admin above the rest of the back office, the back office above
 * tenant administrators, and those above everyone else.
 */
export function privilegeRank(roles: readonly string[]): number {
  if (roles.includes('ROLE_SUPER_ADMIN')) return 3;
  if (hasAdminAccess(roles)) return 2;
  if (roles.includes('ROLE_CLIENT_ADMIN')) return 1;
  return 0;
}

/** Admin access (admin, super admin, super-admin-notification), as for every back-office tool. */
export function canImpersonate(roles: readonly string[]): boolean {
  return hasAdminAccess(roles);
}

export type ImpersonationRefusal = 'not_admin' | 'chained' | 'self' | 'not_web_user' | 'more_privileged';

/**
 * Why an impersonation is refused, or undefined when it is allowed. The target must rank strictly below the
 * impersonator: acting as a peer administrator would hide one administrator's acts behind another's name.
 */
export function impersonationRefusal(
  impersonator: { userId: number; roles: readonly string[]; impersonatorId?: number },
  target: { id: number; roles: readonly string[] },
): ImpersonationRefusal | undefined {
  if (impersonator.impersonatorId !== undefined) return 'chained';
  if (!canImpersonate(impersonator.roles)) return 'not_admin';
  if (target.id === impersonator.userId) return 'self';
  if (!canUseWebPlatform(target.roles)) return 'not_web_user';
  if (privilegeRank(target.roles) >= privilegeRank(impersonator.roles)) return 'more_privileged';
  return undefined;
}
