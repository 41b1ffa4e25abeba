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
import { revokeRefreshTokens } from './revoke-refresh-tokens';

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
  // In the last sixth of its time to live, a user's access is still answered from the cache while one read
  // refreshes it: a busy user's requests never all wait on the read at once when it expires (bench:api: fifty
  // lists in flight each queued a read behind the searches holding the pool, every 30 s, and the API's p99
  // doubled).
  const refreshAheadMs = ttlMs / 6;
  const cache = new Map<number, Access>();
  /** One read per user at a time, shared by the requests that need it. */
  const reading = new Map<number, Promise<Access>>();
  /** Bumped by every forget: a read begun before it does not put back what it read. */
  let generation = 0;
  let unlisten: Unlisten | undefined;

  async function load(userId: number): Promise<Access> {
    const startedIn = generation;
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
    if (startedIn !== generation) return access;
    if (cache.size >= KEPT) cache.clear();
    cache.set(userId, access);
    return access;
  }

  function read(userId: number): Promise<Access> {
    const pending = reading.get(userId);
    if (pending) return pending;
    const started = load(userId).finally(() => {
      if (reading.get(userId) === started) reading.delete(userId);
    });
    reading.set(userId, started);
    return started;
  }

  function forget(userId?: number) {
    generation += 1;
    if (userId === undefined) {
      cache.clear();
      reading.clear();
    } else {
      cache.delete(userId);
      reading.delete(userId);
    }
  }

  return {
    /** Listens for other processes' changes; resolves once listening. */
    async start() {
      unlisten = await deps.listen(USER_ACCESS_CHANNEL, {
        message: (payload) => forget(Number(payload)),
        gap: () => forget(),
      });
    },
    async stop() {
      await unlisten?.();
    },

    /** Refuses a session whose user was deactivated or deleted, or whose sessions were ended, since it signed in. */
    async assertCurrent(session: Session) {
      const known = cache.get(session.userId);
      const now = Date.now();
      let access: Access;
      if (known && known.until > now) {
        access = known;
        // A failed refresh leaves the entry to expire; the next request past it reads again.
        if (known.until - now < refreshAheadMs) read(session.userId).catch(() => {});
      } else access = await read(session.userId);
      if (!access.active || access.version > (session.accessVersion ?? 0))
        throw new AppError('http.unauthorized', { detail: 'This session has ended' });
    },

    /** Forgets what this process knows of the user (the NOTIFY reaches the others). */
    forget(userId: number) {
      forget(userId);
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
  await revokeRefreshTokens(trx, userId);
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
