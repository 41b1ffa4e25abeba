// The users a sign-in reads (repository.ts) and the refresh tokens and device sessions it writes
// (refresh-token-queries.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { refreshTokenQueries } from './refresh-token-queries';

export function createAuthRepository(db: Kysely<Database>) {
  return {
    /** The user who signs in with this username, deactivated or not; a deleted user is no one. */
    findUserByUsername(username: string) {
      return db
        .selectFrom('users')
        .innerJoin('organizations', 'organizations.id', 'users.organization_id')
        .select([
          'users.id',
          'users.organization_id',
          'users.user_profile_id',
          'users.password_hash',
          'users.roles',
          'users.access_version',
          'users.deactivated_at',
          'organizations.authentication_method',
        ])
        .where('users.username', '=', username)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
    },
    findActiveUserById(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'organization_id', 'user_profile_id', 'roles', 'access_version'])
        .where('id', '=', id)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
    },
    /** The features a session carries: the profile's and default agency's, and the organization's. */
    async featuresOf(user: { id: number; organization_id: number; user_profile_id: number | null }) {
      const [profile, agency, organization] = await Promise.all([
        user.user_profile_id === null
          ? undefined
          : db
              .selectFrom('user_profiles')
              .select('features')
              .where('id', '=', user.user_profile_id)
              .executeTakeFirst(),
        db
          .selectFrom('user_agencies')
          .innerJoin('agencies', 'agencies.id', 'user_agencies.agency_id')
          .select('agencies.features')
          .where('user_agencies.user_id', '=', user.id)
          .where('user_agencies.is_default', '=', true)
          .executeTakeFirst(),
        db
          .selectFrom('organizations')
          .select('features')
          .where('id', '=', user.organization_id)
          .executeTakeFirst(),
      ]);
      return {
        // Stored profile features are the active ones (users/presenter.ts shows them all as active).
        profile: profile?.features ?? [],
        agency: agency?.features ?? [],
        organization: organization?.features ?? [],
      };
    },
    /** A user an administrator would impersonate: whoever they are, in any organization, if active. */
    findImpersonationTarget(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'organization_id', 'user_profile_id', 'roles', 'username', 'access_version'])
        .where('id', '=', id)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
    },
    ...refreshTokenQueries(db),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
