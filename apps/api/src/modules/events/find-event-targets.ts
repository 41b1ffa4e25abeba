// Which orders, handling units and stops a batch of events or ETAs names: only those the sender's organization
// owns or carries.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OrderTarget {
  id: number;
  tourId: number | null;
  /** The order's stops in tour order, with what the order does there. */
  stops: Array<{ id: number; activity: 'LOADING' | 'UNLOADING' }>;
}

export interface UnitTarget {
  id: number;
  orderId: number;
  trackingBarcode: string | null;
}

export interface StopTarget {
  id: number;
  tourId: number;
}

/** The orders among these ids that the organization owns or carries. */
export async function findOrderTargets(
  db: Kysely<Database>,
  organizationId: number,
  ids: number[],
): Promise<OrderTarget[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('order_stops as os', 'os.order_id', 'o.id')
    .leftJoin('stops as s', 's.id', 'os.stop_id')
    .select(['o.id', 'o.tour_id', 'os.stop_id', 'os.activity', 's.sequence'])
    .where('o.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('o.organization_id', '=', organizationId),
        eb('o.carrier_organization_id', '=', organizationId),
      ]),
    )
    .orderBy('o.id')
    .orderBy('s.sequence')
    .execute();
  const byId = new Map<number, OrderTarget>();
  for (const row of rows) {
    const order = byId.get(row.id) ?? { id: row.id, tourId: row.tour_id, stops: [] };
    byId.set(row.id, order);
    if (row.stop_id !== null && row.activity !== null)
      order.stops.push({ id: row.stop_id, activity: row.activity as 'LOADING' | 'UNLOADING' });
  }
  return [...byId.values()];
}

/**
 * The handling units among these ids or tracking barcodes whose order the organization owns or carries.
 * A barcode found on several units names the newest.
 */
export async function findUnitTargets(
  db: Kysely<Database>,
  organizationId: number,
  ids: number[],
  barcodes: string[],
): Promise<UnitTarget[]> {
  if (ids.length === 0 && barcodes.length === 0) return [];
  return db
    .selectFrom('handling_units as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select(['h.id', 'h.order_id as orderId', 'h.tracking_barcode as trackingBarcode'])
    .where((eb) =>
      eb.or([
        eb('o.organization_id', '=', organizationId),
        eb('o.carrier_organization_id', '=', organizationId),
      ]),
    )
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('h.id', 'in', ids)] : []),
        ...(barcodes.length ? [eb('h.tracking_barcode', 'in', barcodes)] : []),
      ]),
    )
    .orderBy('h.id')
    .execute();
}

/** The stops among these ids on a tour the organization owns or carries. */
export async function findStopTargets(
  db: Kysely<Database>,
  organizationId: number,
  ids: number[],
): Promise<StopTarget[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('stops as s')
    .innerJoin('tours as t', 't.id', 's.tour_id')
    .select(['s.id', 's.tour_id as tourId'])
    .where('s.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('t.organization_id', '=', organizationId),
        eb('t.carrier_organization_id', '=', organizationId),
      ]),
    )
    .execute();
}
