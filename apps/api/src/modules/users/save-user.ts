// Creating and changing a user from the users screen or POST/PUT /users. The field rules are the domain's
// (userAccountIssues, which builds on the rules the CSV import follows), the uniqueness and the references
// (profile, agencies) the store's, and the roles the caller may give the domain's permissions (decision 0127).
// A user created without a password gets the invitation email, as an imported one does (decision 0120).
import { AppError, type FieldIssue, ValidationError } from '@cargolens/domain/errors';
import {
  normalizeUser,
  rolesBeyond,
  rolesTakeUserProfile,
  type UserField,
  type UserIssue,
  userAccountIssues,
} from '@cargolens/domain/users';
import { parsePhone } from '@cargolens/domain/validation';
import { actingOrganization } from '../../kernel/acting-organization';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { PasswordLinks, UserAccess } from '../auth';
import { hashPassword } from '../auth';
import { type ManagedUserRow, UserNameTaken, type UsersAdminRepository } from './admin-repository';
import type { UserBody, UserUpdateBody } from './admin-schemas';
import type { NewUsersRepository } from './new-users-repository';

const POINTERS: Partial<Record<UserField, string>> = {
  userProfile: '/data/relationships/userProfile/data/id',
  agencies: '/data/relationships/agencies',
  agency: '/data/relationships/defaultAgency/data/id',
};
const pointerOf = (field: UserField) => POINTERS[field] ?? `/data/attributes/${field}`;

const TAKEN = 'This value is already used';

/** 400 for broken fields first; only a request whose fields are all right hears that a name is taken (409). */
function assertValid(issues: UserIssue[]) {
  const invalid = issues.filter((issue) => issue.code !== 'user.unique_constraint_error');
  const chosen = invalid.length ? invalid : issues;
  if (chosen.length === 0) return;
  const fieldIssues = chosen.map(
    (issue): FieldIssue => ({ code: issue.code, pointer: pointerOf(issue.field), detail: issue.message }),
  );
  throw new ValidationError(fieldIssues as [FieldIssue, ...FieldIssue[]]);
}

const taken = (field: 'username' | 'email'): UserIssue => ({
  field,
  code: 'user.unique_constraint_error',
  message: TAKEN,
});

type Relationships = UserBody['relationships'];

export function createSaveUser(deps: {
  repository: UsersAdminRepository;
  newUsers: NewUsersRepository;
  passwordLinks: Pick<PasswordLinks, 'sendInvitations'>;
  access: Pick<UserAccess, 'forget'>;
}) {
  const { repository, newUsers } = deps;

  function assertMayGive(caller: Session, roles: readonly string[]) {
    const beyond = rolesBeyond(caller.roles, roles);
    if (beyond.length)
      throw new AppError('http.access_denied_error', {
        detail: `You may not give or change the roles ${beyond.join(', ')}`,
        source: { pointer: '/data/attributes/roles' },
      });
  }

  /** Profile and agencies named by id, checked against the organization's; issues for unknown ones. */
  async function references(organizationId: number, callerId: number, relationships: Relationships) {
    const known = await newUsers.referencesOf(organizationId, callerId);
    const issues: UserIssue[] = [];
    const unknown = (field: UserField, what: string): UserIssue => ({
      field,
      code: 'validation.unknown_identifier',
      message: `No ${what} of this organization has this id`,
    });
    let profileId: number | null | undefined;
    if (relationships?.userProfile) {
      const hash = relationships.userProfile.data?.id;
      profileId = hash === undefined ? null : decodeId(hash);
      if (profileId === undefined || (profileId !== null && !known.profiles.some((p) => p.id === profileId)))
        issues.push(unknown('userProfile', 'user profile'));
    }
    let agencies: { ids: number[]; defaultId: number | null } | undefined;
    if (relationships?.agencies || relationships?.defaultAgency) {
      const ids = (relationships.agencies?.data ?? []).map((a) => decodeId(a.id));
      const valid = ids.filter(
        (id): id is number => id !== undefined && known.agencies.some((a) => a.id === id),
      );
      if (valid.length !== ids.length) issues.push(unknown('agencies', 'agency'));
      const wantedDefault = relationships.defaultAgency?.data?.id;
      const defaultId = wantedDefault === undefined ? (valid[0] ?? null) : decodeId(wantedDefault);
      if (defaultId === undefined || (defaultId !== null && !valid.includes(defaultId)))
        issues.push({
          field: 'agency',
          code: 'validation.not_valid',
          message: 'The default agency must be one of the user’s agencies',
        });
      agencies = { ids: [...new Set(valid)], defaultId: defaultId ?? null };
    }
    return { known, issues, profileId, agencies };
  }

  return {
    async create(scope: TenantScope, caller: Session, body: UserBody): Promise<number> {
      const organizationId = actingOrganization(scope, body.relationships?.organization?.data.id, {
        pointer: '/data/relationships/organization/data/id',
      });
      const country = await repository.organizationCountry(organizationId);
      if (country === undefined)
        throw new AppError('organization.not_found_error', {
          source: { pointer: '/data/relationships/organization/data/id' },
        });
      const input = body.attributes;
      assertMayGive(caller, input.roles);
      const refs = await references(organizationId, caller.userId, body.relationships);
      const draft = normalizeUser({
        ...input,
        role: 'ROLE_CLIENT_EXPLOITANT',
        lang: input.lang?.trim() || refs.known.language,
        timezone: input.timezone?.trim() || refs.known.timezone,
        receiveMail: input.receiveMail ?? true,
      });
      const issues = userAccountIssues(
        {
          ...draft,
          roles: input.roles,
          phone: input.phone,
          password: input.password,
          hasUserProfile: !!refs.profileId,
        },
        country,
      );
      issues.push(...refs.issues);
      if (await repository.usernameTaken(draft.username)) issues.push(taken('username'));
      if (await repository.emailTaken(draft.email)) issues.push(taken('email'));
      assertValid(issues);
      const now = new Date();
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const id = await withNameCheck(() =>
        repository.insert({
          values: {
            organization_id: organizationId,
            user_profile_id: rolesTakeUserProfile(input.roles) ? (refs.profileId ?? null) : null,
            username: draft.username,
            email: draft.email,
            firstname: draft.firstname,
            lastname: draft.lastname,
            password_hash: passwordHash,
            roles: [...new Set(input.roles)],
            lang: draft.lang,
            timezone: draft.timezone,
            receive_mail: draft.receiveMail,
            phone: phoneOf(input.phone, country),
            activated_at: input.password ? now : null,
          },
          agencyId: refs.agencies?.defaultId ?? null,
          otherAgencyIds: refs.agencies?.ids ?? [],
        }),
      );
      if (!input.password) await deps.passwordLinks.sendInvitations([id], now);
      return id;
    },

    async update(caller: Session, user: ManagedUserRow, body: UserUpdateBody) {
      if (body.id !== undefined && decodeId(body.id) !== user.id)
        throw new AppError('http.conflict_error', {
          detail: 'The body names another user',
          source: { pointer: '/data/id' },
        });
      if (
        body.relationships?.organization &&
        decodeId(body.relationships.organization.data.id) !== user.organization_id
      )
        throw new AppError('validation.not_valid', {
          detail: 'A user cannot move to another organization',
          source: { pointer: '/data/relationships/organization/data/id' },
        });
      const input = body.attributes;
      const roles = input.roles ?? user.roles;
      assertMayGive(caller, user.roles);
      assertMayGive(caller, roles);
      const refs = await references(user.organization_id, caller.userId, body.relationships);
      const profileId = refs.profileId === undefined ? user.user_profile_id : refs.profileId;
      const draft = normalizeUser({
        username: input.username ?? user.username,
        email: input.email ?? user.email,
        firstname: input.firstname ?? user.firstname,
        lastname: input.lastname ?? user.lastname,
        role: 'ROLE_CLIENT_EXPLOITANT',
        lang: input.lang ?? user.lang,
        timezone: input.timezone ?? user.timezone,
        receiveMail: input.receiveMail ?? user.receive_mail,
      });
      const phone = input.phone === undefined ? user.phone : input.phone;
      const issues = userAccountIssues(
        { ...draft, roles, phone, password: input.password, hasUserProfile: refs.profileId != null },
        user.organization_country,
      );
      issues.push(...refs.issues);
      if (
        draft.username.toLowerCase() !== user.username.toLowerCase() &&
        (await repository.usernameTaken(draft.username, user.id))
      )
        issues.push(taken('username'));
      if (draft.email !== user.email.toLowerCase() && (await repository.emailTaken(draft.email, user.id)))
        issues.push(taken('email'));
      assertValid(issues);
      const newRoles = [...new Set(roles)];
      const keptProfile = rolesTakeUserProfile(newRoles) ? profileId : null;
      // Agencies add features to the session (shipment-domain §6): a changed set outdates the user's token too.
      const agenciesChanged =
        refs.agencies !== undefined && !sameAgencies(refs.agencies, await repository.agenciesOf(user.id));
      const permissionsChanged =
        newRoles.join() !== user.roles.join() || keptProfile !== user.user_profile_id || agenciesChanged;
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      await withNameCheck(() =>
        repository.update(
          user.id,
          {
            username: draft.username,
            email: draft.email,
            firstname: draft.firstname,
            lastname: draft.lastname,
            roles: newRoles,
            lang: draft.lang,
            timezone: draft.timezone,
            receive_mail: draft.receiveMail,
            phone: phone ? phoneOf(phone, user.organization_country) : null,
            user_profile_id: keptProfile,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          },
          refs.agencies,
          permissionsChanged || !!input.password,
        ),
      );
      deps.access.forget(user.id);
    },
  };
}

function sameAgencies(
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

function phoneOf(phone: string | null | undefined, country: string | null): string | null {
  const trimmed = phone?.trim();
  return trimmed ? parsePhone(trimmed, country) : null;
}

async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UserNameTaken)
      throw new AppError('user.unique_constraint_error', {
        detail: TAKEN,
        source: { pointer: '/data/attributes/username' },
      });
    throw error;
  }
}

export type SaveUser = ReturnType<typeof createSaveUser>;
