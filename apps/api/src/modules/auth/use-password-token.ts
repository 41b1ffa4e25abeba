// A set-password link taken (decision 0120): the token used once, the password set, the user's other links and
// sessions ended, in one transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revokeRefreshTokens } from './revoke-refresh-tokens';

/**
 * Takes a live token and sets the password in one transaction; undefined when the token is unknown, used,
 * expired or its user deactivated. The UPDATE … WHERE used_at IS NULL lets only one request win.
 */
export async function usePasswordToken(
  db: Kysely<Database>,
  tokenHash: string,
  passwordHash: string,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const token = await trx
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id'])
      .executeTakeFirst();
    if (!token) return undefined;
    const user = await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        activated_at: eb.fn.coalesce('activated_at', eb.val(now)),
        updated_at: now,
      }))
      .where('id', '=', token.user_id)
      .where('deactivated_at', 'is', null)
      .returning(['id', 'username'])
      .executeTakeFirst();
    if (!user) return undefined;
    // Every other link of this user dies with this one, and sessions opened with the old password end.
    await trx
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await revokeRefreshTokens(trx, user.id, now);
    return user;
  });
}
