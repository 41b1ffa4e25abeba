// Which cached queries a live change makes stale (decision 0110). Changes come in bursts while a fleet moves:
// they are gathered for a moment and the affected queries refetched once. A query about one order or tour (its
// id in the key) refetches only when the change names it; lists, the tours pages and the homepage widgets
// refetch on any change, since a status or delay column may have moved. Only queries on screen refetch; the
// others are marked stale and read again when next shown.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Schemas } from '../../app/api/api-types';

/** Query roots whose data the tracking engine changes. */
const LIVE_ROOTS = new Set(['orders', 'tours', 'homepage', 'track']);
/** The user's inbox: told by its own `notifications` event, read again only after a gap (decision 0180). */
export const INBOX_ROOT = 'my-notifications';
/** Second key parts that address one item by its public id (the third part). */
const PER_ITEM = new Set(['detail', 'timeline', 'track']);

/** The ids a `tracking` event names (its data is the API's documented LiveChange). */
export type TrackingChange = Pick<Schemas['LiveChange'], 'tour' | 'orders'>;

/** Whether a query should be read again after changes naming these ids (null: everything may have changed). */
export function isAffected(key: QueryKey, ids: ReadonlySet<string> | null): boolean {
  if (key[0] === INBOX_ROOT) return ids === null;
  if (!LIVE_ROOTS.has(String(key[0]))) return false;
  if (ids === null) return true;
  if (key[0] === 'orders' && PER_ITEM.has(String(key[1]))) return ids.has(String(key[2]));
  return true;
}

export function createLiveInvalidator(client: Pick<QueryClient, 'invalidateQueries'>, gatherMs = 500) {
  let ids = new Set<string>();
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const named = everything ? null : ids;
    ids = new Set();
    everything = false;
    void client.invalidateQueries({ predicate: (query) => isAffected(query.queryKey, named) });
  }
  const schedule = () => {
    timer ??= setTimeout(flush, gatherMs);
  };

  return {
    change(change: TrackingChange) {
      if (change.tour) ids.add(change.tour);
      for (const order of change.orders) ids.add(order);
      schedule();
    },
    /** The user's notifications changed: the bell reads them again at once. */
    notified() {
      void client.invalidateQueries({ queryKey: [INBOX_ROOT] });
    },
    /** After a reconnection or a gap: what is on screen may have missed changes. */
    all() {
      everything = true;
      schedule();
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
