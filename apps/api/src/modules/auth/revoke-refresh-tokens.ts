// A user's sessions end when their refresh tokens are revoked: a new password, a deactivation, a sign-out
// everywhere. An access token already issued lives on until it expires or its access version moves.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function revokeRefreshTokens(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
