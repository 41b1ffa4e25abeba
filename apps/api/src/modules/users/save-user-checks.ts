// What saving a user checks (decision 0127): the roles the caller may give, the profile and agencies named by
// id, every field's rule before any uniqueness, and the row values. Errors name fields by path (decision 0222).
import { AppError, type FieldPath, type FieldPathIssue, ValidationError } from '@cargolens/domain/errors';
import { rolesBeyond, type UserField, type UserIssue } from '@cargolens/domain/users';
import { parsePhone } from '@cargolens/domain/validation';
import { refusingTaken } from '../../kernel/refusing-taken';
import type { Session } from '../../kernel/session';
import { UserNameTaken } from './admin-repository';
import type { UserBody } from './admin-schemas';
import type { NewUsersRepository } from './new-users-repository';

const RELATIONSHIPS: Partial<Record<UserField, FieldPath>> = {
  userProfile: ['relationships', 'userProfile', 'id'],
  agencies: ['relationships', 'agencies'],
  agency: ['relationships', 'defaultAgency', 'id'],
};
const fieldOf = (field: UserField): FieldPath => RELATIONSHIPS[field] ?? [field];

const TAKEN = 'This value is already used';

/** 400 for broken fields first; only a request whose fields are all right hears that a name is taken (409). */
export function assertValid(issues: UserIssue[]) {
  const invalid = issues.filter((issue) => issue.code !== 'user.unique_constraint_error');
  const chosen = invalid.length ? invalid : issues;
  if (chosen.length === 0) return;
  const fieldIssues = chosen.map(
    (issue): FieldPathIssue => ({ code: issue.code, field: fieldOf(issue.field), detail: issue.message }),
  );
  throw new ValidationError(fieldIssues as [FieldPathIssue, ...FieldPathIssue[]]);
}

export const taken = (field: 'username' | 'email'): UserIssue => ({
  field,
  code: 'user.unique_constraint_error',
  message: TAKEN,
});

type Relationships = UserBody['relationships'];

export function assertMayGive(caller: Session, roles: readonly string[]) {
  const beyond = rolesBeyond(caller.roles, roles);
  if (beyond.length)
    throw new AppError('http.access_denied_error', {
      detail: `You may not give or change the roles ${beyond.join(', ')}`,
      field: ['roles'],
    });
}

/** Profile and agencies named by id, checked against the organization's; issues for unknown ones. */
export async function userReferences(
  newUsers: NewUsersRepository,
  organizationId: number,
  callerId: number,
  relationships: Relationships,
) {
  const known = await newUsers.referencesOf(organizationId, callerId);
  const issues: UserIssue[] = [];
  const unknown = (field: UserField, what: string): UserIssue => ({
    field,
    code: 'validation.unknown_identifier',
    message: `No ${what} of this organization has this id`,
  });
  let profileId: number | null | undefined;
  if (relationships?.userProfile) {
    // null clears the profile; an id that named nothing (UNKNOWN_ID) is no profile of this organization.
    profileId = relationships.userProfile.data?.id ?? null;
    if (profileId !== null && !known.profiles.some((p) => p.id === profileId))
      issues.push(unknown('userProfile', 'user profile'));
  }
  let agencies: { ids: number[]; defaultId: number | null } | undefined;
  if (relationships?.agencies || relationships?.defaultAgency) {
    const ids = (relationships.agencies?.data ?? []).map((a) => a.id);
    const valid = ids.filter((id) => known.agencies.some((a) => a.id === id));
    if (valid.length !== ids.length) issues.push(unknown('agencies', 'agency'));
    const wantedDefault = relationships.defaultAgency?.data?.id;
    const defaultId = wantedDefault === undefined ? (valid[0] ?? null) : wantedDefault;
    if (defaultId !== null && !valid.includes(defaultId))
      issues.push({
        field: 'agency',
        code: 'validation.not_valid',
        message: 'The default agency must be one of the user’s agencies',
      });
    agencies = { ids: [...new Set(valid)], defaultId: defaultId ?? null };
  }
  return { known, issues, profileId, agencies };
}

export function sameAgencies(
  wanted: { ids: number[]; defaultId: number | null },
  current: { id: number; is_default: boolean }[],
): boolean {
  const currentDefault = current.find((link) => link.is_default)?.id ?? null;
  return (
    wanted.defaultId === currentDefault &&
    wanted.ids.length === current.length &&
    current.every((link) => wanted.ids.includes(link.id))
  );
}

export function phoneOf(phone: string | null | undefined, country: string | null): string | null {
  const trimmed = phone?.trim();
  return trimmed ? parsePhone(trimmed, country) : null;
}

export function withUserNameCheck<T>(write: () => Promise<T>): Promise<T> {
  return refusingTaken(write, UserNameTaken, {
    code: 'user.unique_constraint_error',
    detail: TAKEN,
    field: ['username'],
  });
}
