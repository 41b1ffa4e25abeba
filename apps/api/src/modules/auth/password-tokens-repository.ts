// The SQL of set-password links: tokens stored as hashes, taken once, and the reset requests counted for
// the rate limit (decision 0120).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { usePasswordToken } from './use-password-token';

export type PasswordTokenPurpose = 'invitation' | 'reset';

export interface MailRecipient {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  lang: string;
}

const RECIPIENT = ['id', 'username', 'email', 'firstname', 'lastname', 'lang'] as const;

export function createPasswordTokensRepository(db: Kysely<Database>) {
  return {
    /** Users still waiting for their first password: an invitation goes to them only. */
    invitees(userIds: number[]): Promise<MailRecipient[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(RECIPIENT)
        .where('id', 'in', userIds)
        .where('password_hash', 'is', null)
        .where('deactivated_at', 'is', null)
        .execute();
    },

    /** The active user of an email (case-insensitive; the oldest one if a legacy duplicate exists). */
    activeUserByEmail(email: string): Promise<MailRecipient | undefined> {
      return db
        .selectFrom('users')
        .select(RECIPIENT)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('deactivated_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
    },

    async insert(userId: number, purpose: PasswordTokenPurpose, tokenHash: string, expiresAt: Date) {
      await db
        .insertInto('password_tokens')
        .values({ user_id: userId, purpose, token_hash: tokenHash, expires_at: expiresAt })
        .execute();
    },

    async resetsSince(userId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('password_tokens')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('purpose', '=', 'reset')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Records a request from this address and says how many it made since `since`, this one included. */
    async countRequest(ipAddress: string, since: Date): Promise<number> {
      await db.insertInto('password_reset_requests').values({ ip_address: ipAddress }).execute();
      await db.deleteFrom('password_reset_requests').where('requested_at', '<', since).execute();
      const row = await db
        .selectFrom('password_reset_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('ip_address', '=', ipAddress)
        .where('requested_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Takes a live token and sets the password in one transaction; undefined when the token is unknown, used,
     * expired or its user deactivated. The UPDATE … WHERE used_at IS NULL lets only one request win.
     */
    usePasswordToken: (tokenHash: string, passwordHash: string, now: Date) =>
      usePasswordToken(db, tokenHash, passwordHash, now),
  };
}

export type PasswordTokensRepository = ReturnType<typeof createPasswordTokensRepository>;
