import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeviceInfo } from './device';

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
    async insertRefreshToken(
      userId: number,
      tokenHash: string,
      expiresAt: Date,
      impersonatorId: number | null = null,
    ) {
      const row = await db
        .insertInto('refresh_tokens')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          expires_at: expiresAt,
          impersonator_user_id: impersonatorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    findRefreshToken(tokenHash: string) {
      return db
        .selectFrom('refresh_tokens')
        .select(['id', 'user_id', 'expires_at', 'revoked_at', 'impersonator_user_id'])
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
    async insertDeviceSession(
      user: { id: number; organization_id: number },
      refreshTokenId: number,
      device: DeviceInfo,
    ) {
      await db
        .insertInto('device_sessions')
        .values({
          user_id: user.id,
          organization_id: user.organization_id,
          refresh_token_id: refreshTokenId,
          app_version: device.appVersion,
          browser: device.browser,
          browser_version: device.browserVersion,
          os: device.os,
          os_version: device.osVersion,
          model: device.model,
          device_uuid: device.uuid,
          ip_address: device.ipAddress,
          user_agent: device.userAgent,
        })
        .execute();
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
