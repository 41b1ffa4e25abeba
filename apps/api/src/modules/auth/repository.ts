import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createAuthRepository(db: Kysely<Database>) {
  return {
    findActiveUserByUsername(username: string) {
      return db
        .selectFrom('users')
        .innerJoin('organizations', 'organizations.id', 'users.organization_id')
        .select([
          'users.id',
          'users.organization_id',
          'users.user_profile_id',
          'users.password_hash',
          'users.roles',
          'organizations.authentication_method',
        ])
        .where('users.username', '=', username)
        .where('users.deactivated_at', 'is', null)
        .executeTakeFirst();
    },
    findActiveUserById(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'organization_id', 'user_profile_id', 'roles'])
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
    async insertRefreshToken(userId: number, tokenHash: string, expiresAt: Date) {
      const row = await db
        .insertInto('refresh_tokens')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    findRefreshToken(tokenHash: string) {
      return db
        .selectFrom('refresh_tokens')
        .select(['id', 'user_id', 'expires_at', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /** Revokes the token only if still live; false means another request got there first. */
    async revokeRefreshToken(id: number, replacedBy: number | null = null) {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date(), replaced_by: replacedBy })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async revokeAllForUser(userId: number) {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
