// Changing a user from the users screen or PUT /users/{id}. A change of roles, profile or agencies outdates the
// user's token (its permissions change); the roles the caller may give are the domain's (decision 0127).
import { AppError } from '@cargolens/domain/errors';
import { normalizeUser, rolesTakeUserProfile, userAccountIssues } from '@cargolens/domain/users';
import { assertSameId } from '../../kernel/same-id';
import type { Session } from '../../kernel/session';
import { hashPassword } from '../auth';
import type { ManagedUserRow } from './admin-repository';
import type { UserUpdateBody } from './admin-schemas';
import type { SaveUserDeps } from './save-user';
import {
  assertMayGive,
  assertValid,
  phoneOf,
  sameAgencies,
  taken,
  userReferences,
  withUserNameCheck,
} from './save-user-checks';

/** Changes a user the caller may see; attributes left out keep their value. */
export async function updateUser(
  deps: SaveUserDeps,
  caller: Session,
  user: ManagedUserRow,
  body: UserUpdateBody,
) {
  const { repository, newUsers } = deps;
  assertSameId(body.id, user.id, 'user');
  if (body.relationships?.organization && body.relationships.organization.data.id !== user.organization_id)
    throw new AppError('validation.not_valid', {
      detail: 'A user cannot move to another organization',
      field: ['relationships', 'organization', 'id'],
    });
  const input = body.attributes;
  const roles = input.roles ?? user.roles;
  assertMayGive(caller, user.roles);
  assertMayGive(caller, roles);
  const refs = await userReferences(newUsers, user.organization_id, caller.userId, body.relationships);
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
  await withUserNameCheck(() =>
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
}
