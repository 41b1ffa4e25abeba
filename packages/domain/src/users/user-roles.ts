// Which roles a user may hold together, and who may give them (shipment-domain §6, decision 0127). A user has
// one main role; children only next to their parent: the API children next to ROLE_CLIENT_API, the
// notification role next to ROLE_SUPER_ADMIN. Drivers are mobile resources, never users of this screen.
import { API_CHILD_ROLES } from '../permissions/api-roles';
import type { UserIssue } from './user-rules';

export const MAIN_ROLES = [
  'ROLE_CLIENT_EXPLOITANT',
  'ROLE_CLIENT_API',
  'ROLE_CLIENT_ADMIN',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
] as const;
export type MainRole = (typeof MAIN_ROLES)[number];

const CHILDREN: Record<string, MainRole> = {
  ...Object.fromEntries(API_CHILD_ROLES.map((child) => [child, 'ROLE_CLIENT_API' as const])),
  ROLE_SUPER_ADMIN_NOTIFICATION: 'ROLE_SUPER_ADMIN',
};

/** Every role a user may be given on the users screen, main roles first. */
export const USER_ROLES: readonly string[] = [...MAIN_ROLES, ...Object.keys(CHILDREN)];

const TENANT_ROLES = new Set<string>([
  'ROLE_CLIENT_EXPLOITANT',
  'ROLE_CLIENT_API',
  'ROLE_CLIENT_ADMIN',
  ...API_CHILD_ROLES,
]);

/**
 * The roles a caller may give or take away. An organization's administrator gives front-office roles only;
 * ROLE_ADMIN adds ROLE_ADMIN; only ROLE_SUPER_ADMIN makes super admins and notification admins.
 */
export function assignableRoles(callerRoles: readonly string[]): string[] {
  const allowed = new Set(TENANT_ROLES);
  if (callerRoles.includes('ROLE_ADMIN') || callerRoles.includes('ROLE_SUPER_ADMIN'))
    allowed.add('ROLE_ADMIN');
  if (callerRoles.includes('ROLE_SUPER_ADMIN')) {
    allowed.add('ROLE_SUPER_ADMIN');
    allowed.add('ROLE_SUPER_ADMIN_NOTIFICATION');
  }
  return USER_ROLES.filter((role) => allowed.has(role));
}

/** Roles of `roles` the caller may not give (nor take away: a user who holds one is out of its reach). */
export function rolesBeyond(callerRoles: readonly string[], roles: readonly string[]): string[] {
  const allowed = new Set(assignableRoles(callerRoles));
  return roles.filter((role) => !allowed.has(role));
}

/** The main role of a set of roles, if there is exactly one. */
export function mainRoleOf(roles: readonly string[]): MainRole | undefined {
  const mains = roles.filter((role): role is MainRole => (MAIN_ROLES as readonly string[]).includes(role));
  return mains.length === 1 ? mains[0] : undefined;
}

/** "Operator API and drivers get no user profile id on save" (§6): every main role but API takes one. */
export function rolesTakeUserProfile(roles: readonly string[]): boolean {
  return mainRoleOf(roles) !== 'ROLE_CLIENT_API';
}

/** Whether the set of roles holds together: known roles, one main role, children beside their parent. */
export function roleIssues(roles: readonly string[]): UserIssue[] {
  const issue = (code: UserIssue['code'], message: string): UserIssue[] => [
    { field: 'roles', code, message },
  ];
  if (roles.length === 0) return issue('validation.required', 'Required');
  const unknown = roles.filter((role) => !USER_ROLES.includes(role));
  if (unknown.length)
    return issue(
      'validation.invalid_choice',
      `The value you selected is not a valid choice: ${unknown.join(', ')}`,
    );
  if (!mainRoleOf(roles))
    return issue('validation.not_valid', `Choose exactly one of ${MAIN_ROLES.join(', ')}`);
  const orphan = roles.find((role) => CHILDREN[role] && !roles.includes(CHILDREN[role]));
  if (orphan) return issue('validation.not_valid', `${orphan} goes only with ${CHILDREN[orphan]}`);
  return [];
}
