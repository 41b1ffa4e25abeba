// Creating a user from the users screen or POST /users. The field rules are the domain's (userAccountIssues),
// the uniqueness and the references (profile, agencies) the store's. A user created without a password gets the
// invitation email, as an imported one does (decision 0120).
import { AppError } from '@cargolens/domain/errors';
import { normalizeUser, rolesTakeUserProfile, userAccountIssues } from '@cargolens/domain/users';
import { actingOrganizationId } from '../../kernel/acting-organization-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import { hashPassword } from '../auth';
import type { UserBody } from './admin-schemas';
import type { SaveUserDeps } from './save-user';
import {
  assertMayGive,
  assertValid,
  phoneOf,
  taken,
  userReferences,
  withUserNameCheck,
} from './save-user-checks';

const ORGANIZATION = ['relationships', 'organization', 'id'] as const;

/** A new user of the caller's organization (or the one a back-office user names); returns its id. */
export async function createUser(
  deps: SaveUserDeps,
  scope: TenantScope,
  caller: Session,
  body: UserBody,
): Promise<number> {
  const { repository, newUsers } = deps;
  const organizationId = actingOrganizationId(scope, body.relationships?.organization?.data.id, ORGANIZATION);
  const country = await repository.organizationCountry(organizationId);
  if (country === undefined) throw new AppError('organization.not_found_error', { field: ORGANIZATION });
  const input = body.attributes;
  assertMayGive(caller, input.roles);
  const refs = await userReferences(newUsers, organizationId, caller.userId, body.relationships);
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
  const id = await withUserNameCheck(() =>
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
}
