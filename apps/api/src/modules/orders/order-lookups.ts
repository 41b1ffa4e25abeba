// What one or more orders show beside their details, read by order ids: stops, goods, tours, received events.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/** What a tour of an order shows (presentTour), with the name of its carrier. */
export function tourColumns<QB extends SelectQueryBuilder<Database & { t: Database['tours'] }, 't', object>>(
  query: QB,
) {
  return query
    .leftJoin('organizations as carrier', 'carrier.id', 't.carrier_organization_id')
    .select(['t.id', 't.reference', 't.status', 't.vehicle', 't.trailer', 't.driver', 't.start_at'])
    .select('carrier.name as carrier_name');
}

/** The orders' stops; with `geofences`, the fence drawn on each stop's place too (one order's map). */
export function findOrderStops(
  db: Kysely<Database>,
  orderIds: number[],
  options: { geofences?: boolean } = {},
) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_stops as os')
    .innerJoin('stops as s', 's.id', 'os.stop_id')
    .innerJoin('tours as t', 't.id', 's.tour_id')
    .selectAll('s')
    .select([
      'os.order_id',
      'os.activity',
      'os.goods_status as order_goods_status',
      't.status as tour_status',
    ])
    .$if(options.geofences === true, (query) =>
      query.leftJoin('places as p', 'p.id', 's.place_id').select('p.geofence as place_geofence'),
    )
    .where('os.order_id', 'in', orderIds)
    .orderBy('os.order_id')
    .orderBy('s.sequence')
    .execute();
}

/** The events integrations sent in for one order (decision 0100), oldest first. */
export function findReceivedEvents(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('inbound_events')
    .select(['id', 'code', 'stop_id', 'occurred_at', 'received_at'])
    .where('order_id', '=', orderId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

export function findOrderTours(db: Kysely<Database>, tourIds: number[]) {
  if (tourIds.length === 0) return Promise.resolve([]);
  return tourColumns(db.selectFrom('tours as t')).where('t.id', 'in', tourIds).execute();
}

export function findOrderGoods(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('goods')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
