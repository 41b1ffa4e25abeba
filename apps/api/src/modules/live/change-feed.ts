// One LISTEN per process on the tracking channel (decision 0085), relayed to the event streams connected to this
// process, each seeing only what its session may (visible-change.ts). Changes are gathered for a short while
// and sent once per tour: a moving fleet announces the same tour many times a second, and a screen only needs
// to know that it changed. A second LISTEN, on the user notifications channel (decision 0180), tells a user's
// own streams, and nobody else's, that their inbox changed. Nothing here outlives a connection: another process
// relays its own streams.
import type { Store } from '../../db/database';
import type { Unlisten } from '../../db/notifications';
import type { TenantScope } from '../../kernel/tenant-scope';
import { notifiedUserId, USER_NOTIFICATIONS_CHANNEL } from '../my-notifications';
import { TRACKING_CHANNEL, type TrackingChange } from '../tracking';
import type { VisibleChange } from './live-events';
import type { LiveRepository } from './repository';
import { visibleChange } from './visible-change';

export interface Subscriber {
  scope: TenantScope;
  /** The session's user: only their own inbox changes reach them. */
  userId: number;
  change(change: VisibleChange): void;
  /** The user's notifications changed (one written for them, or read elsewhere). */
  notified(): void;
  /** Changes may have been missed: the screen must read everything again. */
  resync(): void;
}

export interface ChangeFeedOptions {
  store: Pick<Store, 'listen'>;
  repository: LiveRepository;
  /** How long changes are gathered before they are sent. */
  batchMs?: number;
  onError?: (error: unknown) => void;
}

function parsed(payload: string): TrackingChange | null {
  try {
    const change = JSON.parse(payload) as TrackingChange;
    return typeof change.tourId === 'number' && Array.isArray(change.orderIds) ? change : null;
  } catch {
    return null;
  }
}

/** Both channels or none: when one LISTEN fails, the other is given up too, and the subscriber hears why. */
async function listenToBoth(
  tracking: Promise<Unlisten>,
  notifications: Promise<Unlisten>,
): Promise<Unlisten> {
  const [first, second] = await Promise.allSettled([tracking, notifications]);
  const opened = [first, second].flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = [first, second].find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(opened.map((unlisten) => unlisten().catch(() => undefined)));
    throw failed.reason;
  }
  return async () => {
    await Promise.all(opened.map((unlisten) => unlisten()));
  };
}

export function createChangeFeed(options: ChangeFeedOptions) {
  const batchMs = options.batchMs ?? 200;
  const subscribers = new Set<Subscriber>();
  const pending = new Map<number, TrackingChange>();
  const notifiedUsers = new Set<number>();
  let flushTimer: NodeJS.Timeout | undefined;
  let listening: Promise<Unlisten> | undefined;

  async function flush() {
    flushTimer = undefined;
    const changes = [...pending.values()];
    pending.clear();
    const users = new Set(notifiedUsers);
    notifiedUsers.clear();
    for (const subscriber of subscribers) if (users.has(subscriber.userId)) subscriber.notified();
    if (changes.length === 0 || subscribers.size === 0) return;
    const parties = await options.repository.orderParties([
      ...new Set(changes.flatMap((change) => change.orderIds)),
    ]);
    for (const subscriber of subscribers)
      for (const change of changes) {
        const visible = visibleChange(change, parties, subscriber.scope);
        if (visible) subscriber.change(visible);
      }
  }

  function received(payload: string) {
    const change = parsed(payload);
    if (!change || subscribers.size === 0) return;
    // The newest status wins; the order ids of one tour are the same in each of its announcements.
    pending.set(change.tourId, change);
    schedule();
  }

  function receivedNotification(payload: string) {
    const userId = notifiedUserId(payload);
    if (userId === null || subscribers.size === 0) return;
    notifiedUsers.add(userId);
    schedule();
  }

  function schedule() {
    flushTimer ??= setTimeout(() => {
      flush().catch((error: unknown) => {
        options.onError?.(error);
        for (const subscriber of subscribers) subscriber.resync();
      });
    }, batchMs);
  }

  return {
    /** Starts listening with the first subscriber; resolves once changes will reach it. */
    async subscribe(subscriber: Subscriber): Promise<() => void> {
      const gap = () => {
        for (const each of subscribers) each.resync();
      };
      listening ??= listenToBoth(
        options.store.listen(TRACKING_CHANNEL, { message: received, gap }),
        options.store.listen(USER_NOTIFICATIONS_CHANNEL, { message: receivedNotification, gap }),
      );
      subscribers.add(subscriber);
      try {
        await listening;
      } catch (error) {
        subscribers.delete(subscriber);
        listening = undefined;
        throw error;
      }
      return () => {
        subscribers.delete(subscriber);
      };
    },

    get size() {
      return subscribers.size;
    },

    async close() {
      clearTimeout(flushTimer);
      pending.clear();
      notifiedUsers.clear();
      subscribers.clear();
      const unlisten = await listening?.catch(() => undefined);
      listening = undefined;
      await unlisten?.();
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
