// The refresh tokens and device sessions a sign-in writes, rotates and revokes (part of the auth repository,
// repository.ts): a refresh token is stored by its hash only.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeviceInfo } from './device';
import { revokeRefreshTokens } from './revoke-refresh-tokens';

export function refreshTokenQueries(db: Kysely<Database>) {
  return {
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
    revokeAllForUser: (userId: number) => revokeRefreshTokens(db, userId),
  };
}
