// The only SQL of public tracking links. The owner's side takes the tenant scope; the public side takes
// nothing but the token's hash, and reads only what the public page shows.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';

export function createPublicLinksRepository(db: Kysely<Database>) {
  return {
    /** An order the scope owns (the back office: any); a carrier's carried orders are not its to share. */
    async ownedOrder(scope: TenantScope, orderId: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'organization_id'])
        .where('id', '=', orderId)
        .$if(!scope.allOrganizations, (q) => q.where('organization_id', '=', scope.organizationId))
        .executeTakeFirst();
    },

    /** The order's newest link, live or not. */
    async latestOf(orderId: number) {
      return db
        .selectFrom('order_public_links')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** A new link replaces the live one, in one transaction (one live link per order, migration 0075). */
    async replace(
      order: { id: number; organization_id: number },
      link: { tokenHash: string; tokenSealed: string; isLight: boolean; expiresAt: Date | null },
      userId: number,
      now: Date,
    ) {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('order_public_links')
          .set({ revoked_at: now })
          .where('order_id', '=', order.id)
          .where('revoked_at', 'is', null)
          .execute();
        return trx
          .insertInto('order_public_links')
          .values({
            organization_id: order.organization_id,
            order_id: order.id,
            token_hash: link.tokenHash,
            token_sealed: link.tokenSealed,
            is_light: link.isLight,
            expires_at: link.expiresAt,
            created_by_user_id: userId,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    async update(linkId: number, changes: { expires_at?: Date | null; is_light?: boolean }) {
      return db
        .updateTable('order_public_links')
        .set(changes)
        .where('id', '=', linkId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async revoke(linkId: number, now: Date) {
      return db
        .updateTable('order_public_links')
        .set({ revoked_at: now })
        .where('id', '=', linkId)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

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

export type PublicLinksRepository = ReturnType<typeof createPublicLinksRepository>;
export type PublicLinkRow = NonNullable<Awaited<ReturnType<PublicLinksRepository['latestOf']>>>;
export type PublicOrderRow = NonNullable<Awaited<ReturnType<PublicLinksRepository['publicOrderOf']>>>;
export type PublicStopRow = Awaited<ReturnType<PublicLinksRepository['publicStopsOf']>>[number];
