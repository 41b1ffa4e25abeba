// Failed sign-ins are limited per username and per client address (decision 0141), counted in PostgreSQL so
// that every API process sees the same failures. Locked means refused before the password is even checked:
// otherwise guessing would go on behind the 429s.
import { AppError } from '@cargolens/domain/errors';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface SignInLimits {
  failuresPerUser: number;
  failuresPerIp: number;
  windowSeconds: number;
}

/** 429 http.too_many_requests, with the seconds after which the next attempt is counted again. */
export class SignInThrottled extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('http.too_many_requests', {
      detail: `Too many failed sign-ins; try again in ${retryAfterSeconds} seconds`,
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const normalized = (username: string) => username.trim().toLowerCase();

export function createSignInThrottle(db: Kysely<Database>, limits: SignInLimits) {
  /**
   * When the count of failures under `column = value` drops below `limit`: the limit-th newest failure
   * leaves the window. Undefined while under the limit.
   */
  async function lockedUntil(column: 'username' | 'ip_address', value: string, limit: number, since: Date) {
    const row = await db
      .selectFrom('sign_in_failures')
      .select('failed_at')
      .where(column, '=', value)
      .where('failed_at', '>=', since)
      .orderBy('failed_at', 'desc')
      .offset(limit - 1)
      .limit(1)
      .executeTakeFirst();
    return row ? new Date(row.failed_at.getTime() + limits.windowSeconds * 1000) : undefined;
  }

  return {
    /** Throws SignInThrottled when the username or the address has used up its failures. */
    async check(username: string, ipAddress: string, now = new Date()): Promise<void> {
      const since = new Date(now.getTime() - limits.windowSeconds * 1000);
      const [user, ip] = await Promise.all([
        lockedUntil('username', normalized(username), limits.failuresPerUser, since),
        lockedUntil('ip_address', ipAddress, limits.failuresPerIp, since),
      ]);
      const until = Math.max(user?.getTime() ?? 0, ip?.getTime() ?? 0);
      if (until > now.getTime())
        throw new SignInThrottled(Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
    },

    async recordFailure(username: string, ipAddress: string, now = new Date()): Promise<void> {
      await db
        .insertInto('sign_in_failures')
        .values({ username: normalized(username).slice(0, 200), ip_address: ipAddress, failed_at: now })
        .execute();
      // Failures past every window count for nothing: the table stays as small as the attacks of the hour.
      await db
        .deleteFrom('sign_in_failures')
        .where('failed_at', '<', sql<Date>`${new Date(now.getTime() - limits.windowSeconds * 1000)}`)
        .execute();
    },

    /**
     * A successful sign-in forgives that username's failures, not the address's: one account an attacker
     * owns must not reset the count of the addresses it guesses others' passwords from.
     */
    async forgive(username: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('username', '=', normalized(username)).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
