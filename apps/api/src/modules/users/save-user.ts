// Creating and changing a user from the users screen or POST/PUT /users (create-user.ts, update-user.ts). The
// field rules are the domain's (userAccountIssues, which builds on the rules the CSV import follows), the
// uniqueness and the references (profile, agencies) the store's, and the roles the caller may give the domain's
// permissions (decision 0127). The use cases take internal ids (decision 0222).
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { PasswordLinks, UserAccess } from '../auth';
import type { ManagedUserRow, UsersAdminRepository } from './admin-repository';
import type { UserBody, UserUpdateBody } from './admin-schemas';
import { createUser } from './create-user';
import type { NewUsersRepository } from './new-users-repository';
import { updateUser } from './update-user';

export interface SaveUserDeps {
  repository: UsersAdminRepository;
  newUsers: NewUsersRepository;
  passwordLinks: Pick<PasswordLinks, 'sendInvitations'>;
  access: Pick<UserAccess, 'forget'>;
}

export function createSaveUser(deps: SaveUserDeps) {
  return {
    create: (scope: TenantScope, caller: Session, body: UserBody) => createUser(deps, scope, caller, body),
    update: (caller: Session, user: ManagedUserRow, body: UserUpdateBody) =>
      updateUser(deps, caller, user, body),
  };
}

export type SaveUser = ReturnType<typeof createSaveUser>;
