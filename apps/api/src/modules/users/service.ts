import { AppError } from '@cargolens/domain/errors';
import type { Session } from '../../kernel/session';
import type { UsersRepository } from './repository';

export function createUsersService(repository: UsersRepository) {
  return {
    async me(session: Session, include: Set<string>) {
      const user = await repository.findUser(session.userId);
      if (!user) throw new AppError('user.not_found_error');
      const [organization, userProfile] = await Promise.all([
        include.has('organization') ? repository.findOrganization(user.organization_id) : undefined,
        include.has('userProfile') && user.user_profile_id
          ? repository.findUserProfile(user.user_profile_id)
          : undefined,
      ]);
      return { user, organization, userProfile };
    },

    async updateDisplayPreferences(session: Session, changes: { lang?: string; timezone?: string }) {
      await repository.updateDisplayPreferences(session.userId, changes);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
