// Everything one order shows besides its details and stops, in one round trip: its goods, its tour, the rest of
// its goods aggregate and its prices (as JSON; the tour's start comes back a Date, as findOrderTours').
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema';
import { tourColumns } from './order-lookups';

export async function findOrderAggregate(db: Kysely<Database>, orderId: number) {
  const { goods, tours, ...aggregate } = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb.selectFrom('goods').selectAll().where('order_id', '=', orderId).orderBy('position').orderBy('id'),
      ).as('goods'),
      jsonArrayFrom(
        tourColumns(eb.selectFrom('tours as t')).where('t.id', '=', (inner) =>
          inner.selectFrom('orders').select('tour_id').where('id', '=', orderId),
        ),
      ).as('tours'),
      jsonArrayFrom(
        eb.selectFrom('order_prices').selectAll().where('order_id', '=', orderId).orderBy('position'),
      ).as('prices'),
      jsonArrayFrom(
        eb.selectFrom('handling_units').selectAll().where('order_id', '=', orderId).orderBy('position'),
      ).as('handlingUnits'),
      jsonArrayFrom(
        eb.selectFrom('purchase_orders').selectAll().where('order_id', '=', orderId).orderBy('position'),
      ).as('purchaseOrders'),
      jsonArrayFrom(
        eb.selectFrom('returnable_packings').selectAll().where('order_id', '=', orderId).orderBy('position'),
      ).as('returnablePackings'),
    ])
    .executeTakeFirstOrThrow();
  return {
    goods,
    // JSON carries the timestamp as text; Kysely's type says Date, which is what this makes it.
    tours: tours.map((tour) => ({
      ...tour,
      start_at: tour.start_at === null ? null : new Date(tour.start_at),
    })),
    aggregate,
  };
}
