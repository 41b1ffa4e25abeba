import { AppError } from '@cargolens/domain/errors';
import type { Session } from '../../kernel/session';
import { presentOrganization, presentUser, presentUserProfile } from './presenter';
import type { UsersRepository } from './repository';

export function createUsersService(repository: UsersRepository) {
  return {
    async me(session: Session, include: Set<string>) {
      const user = await repository.findUser(session.userId);
      if (!user) throw new AppError('user.not_found_error');
      const included = [];
      if (include.has('organization')) {
        const organization = await repository.findOrganization(user.organization_id);
        if (organization) included.push(presentOrganization(organization));
      }
      if (include.has('userProfile') && user.user_profile_id) {
        const profile = await repository.findUserProfile(user.user_profile_id);
        if (profile) included.push(presentUserProfile(profile));
      }
      return { data: presentUser(user), included };
    },

    async updateDisplayPreferences(session: Session, changes: { lang?: string; timezone?: string }) {
      await repository.updateDisplayPreferences(session.userId, changes);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
