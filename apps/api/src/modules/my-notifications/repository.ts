// The only SQL of the notification inbox (decision 0180). Every query is bounded by the caller's user id: a user
// reads and marks their own notifications and nobody else's, whatever ids they send.
import { type Kysely, sql } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';

export function createMyNotificationsRepository(db: Kysely<Database>) {
  return {
    /** A page of one user's notifications, newest first, with what the inbox shows of their tour and stop. */
    list(userId: number, page: PageRequest) {
      const base = db.selectFrom('notifications as n').where('n.user_id', '=', userId);
      const rows = base
        .leftJoin('tours as t', 't.id', 'n.tour_id')
        .leftJoin('stops as s', 's.id', 'n.stop_id')
        // The order the stop serves, among those the user's organization owns or carries: the inbox links to
        // it, and an order the user may not read is not named.
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('orders as o')
              .select(['o.id', 'o.reference'])
              .where((w) =>
                w.and([
                  w.or([
                    w('o.delivery_stop_id', '=', w.ref('n.stop_id')),
                    w('o.loading_stop_id', '=', w.ref('n.stop_id')),
                  ]),
                  w.or([
                    w('o.organization_id', '=', w.ref('n.organization_id')),
                    w('o.carrier_organization_id', '=', w.ref('n.organization_id')),
                  ]),
                ]),
              )
              .orderBy('o.id')
              .limit(1)
              .as('o'),
          (join) => join.onTrue(),
        )
        .select([
          'n.id',
          'n.kind',
          'n.details',
          'n.created_at',
          'n.read_at',
          't.reference as tour_reference',
          's.name as stop_name',
          's.town as stop_town',
          's.timezone as stop_timezone',
          'o.id as order_id',
          'o.reference as order_reference',
        ])
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc');
      return fetchPage(rows, base, page);
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select(sql<string>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Which of these ids are the user's own notifications. */
    async ownIds(userId: number, ids: number[]): Promise<Set<number>> {
      // Guard against sending an empty IN list.
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', ids.map(String))
        .execute();
      return new Set(rows.map((row) => Number(row.id)));
    },

    /** Marks unread notifications of the user read: the listed ones, or all up to an id (all when none). */
    async markRead(userId: number, which: { ids: number[] } | { upTo: number | null }, at: Date) {
      let query = db
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if ('ids' in which) query = query.where('id', 'in', which.ids.map(String));
      else if (which.upTo !== null) query = query.where('id', '<=', String(which.upTo));
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type MyNotificationsRepository = ReturnType<typeof createMyNotificationsRepository>;
export type MyNotificationRow = Awaited<ReturnType<MyNotificationsRepository['list']>>['items'][number];
