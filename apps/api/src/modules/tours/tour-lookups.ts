// What a tour shows besides its own row: its stops, and the orders on it the caller may see, with what they do
// at each stop.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { visibleOrder } from './filter-tours';

/** Every stop of these tours, in itinerary order. */
export function findTourStops(db: Kysely<Database>, tourIds: number[]) {
  if (tourIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stops')
    .selectAll()
    .where('tour_id', 'in', tourIds)
    .orderBy('tour_id')
    .orderBy('sequence')
    .execute();
}

/** The orders of these tours the scope may see, oldest first. */
export function findTourOrders(db: Kysely<Database>, scope: TenantScope, tourIds: number[]) {
  if (tourIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.tour_id',
      'o.reference',
      'o.client_reference',
      'o.consignment_reference',
      'o.current_status',
      'o.transport_mode',
      'o.loading_stop_id',
      'o.delivery_stop_id',
      'o.created_at',
    ])
    .where('o.tour_id', 'in', tourIds)
    .where(visibleOrder(scope))
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
}

/** What the visible orders do at these stops. */
export function findTourOrderStops(db: Kysely<Database>, scope: TenantScope, stopIds: number[]) {
  if (stopIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_stops as os')
    .innerJoin('orders as o', 'o.id', 'os.order_id')
    .select(['os.stop_id', 'os.order_id', 'os.activity', 'o.reference'])
    .where('os.stop_id', 'in', stopIds)
    .where(visibleOrder(scope))
    .orderBy('os.stop_id')
    .orderBy('o.reference')
    .execute();
}
