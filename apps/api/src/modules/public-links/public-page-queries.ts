// The public side of tracking links (part of the public links repository, repository.ts, the module's only
// SQL): it takes nothing but the token's hash, and reads only what the public page shows.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function publicPageQueries(db: Kysely<Database>) {
  return {
    /** The link of a token and the order facts its page shows: nothing that names the organization. */
    async publicOrderOf(tokenHash: string) {
      return db
        .selectFrom('order_public_links as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .leftJoin('tours as t', 't.id', 'o.tour_id')
        .select([
          'l.id as link_id',
          'l.is_light',
          'l.expires_at',
          'l.revoked_at',
          'o.id as order_id',
          'o.reference',
          'o.current_status',
          'o.transport_mode',
          'o.cancelled_at',
          'o.next_stop_point',
          'o.next_stop_eta_state',
          't.status as tour_status',
          't.resource_id',
        ])
        .where('l.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** The order's own loading and delivery stops, in tour order (not the tour's other orders' stops). */
    async publicStopsOf(orderId: number) {
      return db
        .selectFrom('order_stops as os')
        .innerJoin('stops as s', 's.id', 'os.stop_id')
        .select([
          'os.activity',
          's.sequence',
          's.town',
          's.postal_code',
          's.country',
          's.timezone',
          's.planned_start',
          's.planned_end',
          's.appointment_start',
          's.appointment_end',
          's.arrived_at',
          's.left_at',
          's.is_skipped',
          // The ETA the stop shows, stored beside the delay status judged on it (decision 0224).
          's.shown_eta as eta',
          's.eta_status',
          's.shown_eta_slot_start as eta_slot_start',
          's.shown_eta_slot_end as eta_slot_end',
          's.summary_state',
          's.is_done',
          's.is_next_stop',
        ])
        .where('os.order_id', '=', orderId)
        .where('os.activity', 'is not', null)
        .orderBy('s.sequence')
        .execute();
    },

    async latestPositionOf(resourceId: number) {
      return db
        .selectFrom('latest_positions')
        .select(['recorded_at', 'lat', 'lng'])
        .where('resource_id', '=', resourceId)
        .executeTakeFirst();
    },
  };
}
