// Whether an access token's user may still act (decision 0125). Tokens are stateless JWTs, so deactivating or
// deleting a user would otherwise leave its tokens working until they expire. Each token carries the user's
// access version; a user's version is bumped when its sessions must end, and a token behind it is refused.
// The versions are cached per process; every process LISTENs on one channel and forgets a user as soon as
// any process announces a change (the NOTIFY is sent in the transaction that bumps the version, so it is
// delivered after the commit). A short time to live bounds how stale a cache can be if the listener ever
// misses a notification, and a listener that reconnects forgets everything.
import { AppError } from '@cargolens/domain/errors';
import { type Kysely, sql } from 'kysely';
import type { Store } from '../../db/database';
import type { Unlisten } from '../../db/notifications';
import type { Database } from '../../db/schema';
import type { Session } from '../../kernel/session';

export const USER_ACCESS_CHANNEL = 'user_access';
const DEFAULT_TTL_MS = 30_000;
const KEPT = 50_000;

interface Access {
  version: number;
  active: boolean;
  until: number;
}

export function createUserAccess(deps: { db: Kysely<Database>; listen: Store['listen']; ttlMs?: number }) {
  const ttlMs = deps.ttlMs ?? DEFAULT_TTL_MS;
  const cache = new Map<number, Access>();
  let unlisten: Unlisten | undefined;

  async function load(userId: number): Promise<Access> {
    const row = await deps.db
      .selectFrom('users')
      .select(['access_version', 'deactivated_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const access = {
      version: row?.access_version ?? 0,
      active: row !== undefined && row.deactivated_at === null,
      until: Date.now() + ttlMs,
    };
    if (cache.size >= KEPT) cache.clear();
    cache.set(userId, access);
    return access;
  }

  return {
    /** Listens for other processes' changes; resolves once listening. */
    async start() {
      unlisten = await deps.listen(USER_ACCESS_CHANNEL, {
        message: (payload) => cache.delete(Number(payload)),
        gap: () => cache.clear(),
      });
    },
    async stop() {
      await unlisten?.();
    },

    /** Refuses a session whose user was deactivated or deleted, or whose sessions were ended, since it signed in. */
    async assertCurrent(session: Session) {
      const known = cache.get(session.userId);
      const access = known && known.until > Date.now() ? known : await load(session.userId);
      if (!access.active || access.version > (session.accessVersion ?? 0))
        throw new AppError('http.unauthorized', { detail: 'This session has ended' });
    },

    /** Forgets what this process knows of the user (the NOTIFY reaches the others). */
    forget(userId: number) {
      cache.delete(userId);
    },
  };
}

export type UserAccess = ReturnType<typeof createUserAccess>;

/**
 * Ends every session of the user, within the caller's transaction: access tokens fall behind the new version,
 * refresh tokens are revoked, and every process hears of it once the transaction commits.
 */
export async function endSessions(trx: Kysely<Database>, userId: number): Promise<void> {
  await outdateAccessTokens(trx, userId);
  await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Refuses the user's current access tokens (a change of roles, profile or agencies: the token's permissions
 * are stale); its refresh tokens still work, so the web app refreshes and carries on with the new ones.
 */
export async function outdateAccessTokens(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ access_version: eb('access_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  await sql`SELECT pg_notify(${USER_ACCESS_CHANNEL}, ${String(userId)})`.execute(trx);
}
