import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createAuthRepository(db: Kysely<Database>) {
  return {
    findActiveUserByUsername(username: string) {
      return db
        .selectFrom('users')
        .select(['id', 'organization_id', 'password_hash', 'roles'])
        .where('username', '=', username)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
    },
    findActiveUserById(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'organization_id', 'roles'])
        .where('id', '=', id)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
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
