// The users screen's reads and state changes (platform-core §7 Users): a tenant administrator manages its own
// organization's users, the back office any organization's; another organization's user is not found (404).
import { AppError } from '@cargolens/domain/errors';
import { rolesBeyond } from '@cargolens/domain/users';
import { organizationFilterId } from '../../kernel/acting-organization-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { UserAccess } from '../auth';
import type { UserFilters, UserSort, UsersAdminRepository } from './admin-repository';

export function createUsersAdminService(
  repository: UsersAdminRepository,
  access: Pick<UserAccess, 'forget'>,
) {
  async function found(scope: TenantScope, id: number) {
    const user = await repository.find(scope, id);
    if (!user) throw new AppError('user.not_found_error');
    return user;
  }

  /** A user the caller may change the state of: not itself, not one holding roles out of its reach. */
  async function changeable(scope: TenantScope, caller: Session, id: number) {
    const user = await found(scope, id);
    if (user.id === caller.userId)
      throw new AppError('http.conflict_error', {
        detail: 'You cannot deactivate or delete your own account',
      });
    if (rolesBeyond(caller.roles, user.roles).length)
      throw new AppError('http.access_denied_error', { detail: 'This user’s roles are out of your reach' });
    return user;
  }

  return {
    found,

    list(
      scope: TenantScope,
      input: Omit<UserFilters, 'organizationId' | 'agencyId'> & {
        organization?: number;
        agency?: number;
        sort: UserSort[];
        page: { number: number; size: number };
      },
    ) {
      const organizationId = organizationFilterId(scope, input.organization);
      // An agency id that named nothing (UNKNOWN_ID) lists nobody, as a missing agency does.
      const agencyId = input.agency;
      return repository.list(
        scope,
        { search: input.search, role: input.role, isActive: input.isActive, organizationId, agencyId },
        input.sort,
        input.page,
      );
    },

    async agencies(scope: TenantScope, id: number) {
      return repository.agenciesOf((await found(scope, id)).id);
    },

    myAgencies: (session: Session) => repository.agenciesOf(session.userId),

    usernameTaken: (value: string) => repository.usernameTaken(value),
    emailTaken: (value: string) => repository.emailTaken(value),

    async setState(
      scope: TenantScope,
      caller: Session,
      id: number,
      state: 'active' | 'inactive' | 'deleted',
    ) {
      const user = state === 'active' ? await found(scope, id) : await changeable(scope, caller, id);
      if (state === 'active' && rolesBeyond(caller.roles, user.roles).length)
        throw new AppError('http.access_denied_error', { detail: 'This user’s roles are out of your reach' });
      await repository.setState(user.id, state);
      access.forget(user.id);
      return state === 'deleted' ? undefined : repository.find(scope, user.id);
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
