// Writes planned tours with their stops, orders, order stops and goods in large multi-row inserts.
// Ids are reserved from the sequences first, so every row can point at its parent without a round trip.
import { type Insertable, type Kysely, sql } from 'kysely';
import type {
  Database,
  GoodsTable,
  OrderStopsTable,
  OrdersTable,
  StopsTable,
  ToursTable,
} from '../db/schema';
import { engineShownEtaColumns, orderNextStopColumns, stopStateColumns } from '../modules/tracking';
import { addressColumns } from './places';
import type { PlannedTour } from './tour-plan';

// PostgreSQL takes 65,535 bind parameters per statement, but PGlite reads the count as a signed 16-bit number.
const MAX_PARAMETERS = 30_000;
const GOODS_PROBLEM_ORDER = ['REFUSED', 'NOT_REALISED', 'NOT_CONFORM'];

async function insertInChunks<T extends object>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

async function reserveIds(
  db: Kysely<Database>,
  table: 'tours' | 'stops' | 'orders',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count})`.execute(
    db,
  );
  return rows.map((row) => row.id);
}

function latest(...dates: (Date | null)[]): Date {
  return new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0)));
}

/** Returns the tours' ids, in the order of `tours`. */
export async function insertPlannedTours(db: Kysely<Database>, tours: PlannedTour[]): Promise<number[]> {
  const tourIds = await reserveIds(db, 'tours', tours.length);
  const stopIds = await reserveIds(
    db,
    'stops',
    tours.reduce((sum, tour) => sum + tour.stops.length, 0),
  );
  const orderIds = await reserveIds(
    db,
    'orders',
    tours.reduce((sum, tour) => sum + tour.orders.length, 0),
  );
  const tourRows: Insertable<ToursTable>[] = [];
  const stopRows: Insertable<StopsTable>[] = [];
  const orderRows: Insertable<OrdersTable>[] = [];
  const orderStopRows: Insertable<OrderStopsTable>[] = [];
  const goodsRows: Insertable<GoodsTable>[] = [];
  let nextStop = 0;
  let nextOrder = 0;

  for (const [t, tour] of tours.entries()) {
    const tourId = tourIds[t]!;
    const ids = tour.stops.map(() => stopIds[nextStop++]!);
    const org = tour.organizationId;
    const lastEvent = latest(tour.createdAt, ...tour.stops.flatMap((stop) => [stop.arrivedAt, stop.leftAt]));
    tourRows.push({
      id: tourId,
      organization_id: org,
      reference: tour.reference,
      status: tour.status,
      carrier_organization_id: tour.carrierOrganizationId,
      carrier_agency_id: tour.carrierAgencyId,
      chartering_status: tour.charteringStatus,
      chartering_updated_at: tour.charteringStatus === 'NONE' ? null : tour.createdAt,
      vehicle: tour.vehicle,
      trailer: tour.trailer,
      driver: tour.driver,
      start_at: tour.startAt,
      created_at: tour.createdAt,
      updated_at: lastEvent,
    });
    // The states the domain decides, stored as refreshStopStates stores them (decision 0065).
    const facts = tour.stops.map((stop, i) => ({
      id: ids[i]!,
      arrived_at: stop.arrivedAt,
      left_at: stop.leftAt,
      is_skipped: stop.isSkipped,
      planned_start: stop.plannedStart,
      planned_end: stop.plannedEnd,
      appointment_start: stop.appointmentStart,
      appointment_end: stop.appointmentEnd,
      eta_status: stop.etaStatus,
    }));
    const states = stopStateColumns(facts, tour.status);
    const stopsById = new Map(facts.map((fact, i) => [fact.id, { ...fact, ...states[i]! }]));
    const stopGoods = tour.stops.map(() => 'NONE');
    for (const order of tour.orders) {
      const id = orderIds[nextOrder++]!;
      const load = tour.stops[order.loadingIndex]!;
      const delivery = tour.stops[order.deliveryIndex]!;
      const current = stopGoods[order.deliveryIndex]!;
      if (
        order.deliveryGoodsStatus !== 'NONE' &&
        (current === 'NONE' ||
          GOODS_PROBLEM_ORDER.indexOf(order.deliveryGoodsStatus) < GOODS_PROBLEM_ORDER.indexOf(current))
      ) {
        stopGoods[order.deliveryIndex] = order.deliveryGoodsStatus;
      }
      const cancelledAt = order.currentStatus === 'CANCEL_ORDER' ? order.createdAt : null;
      orderRows.push({
        id,
        organization_id: org,
        carrier_organization_id: tour.carrierOrganizationId,
        tour_id: tourId,
        reference: order.reference,
        client_reference: order.clientReference,
        consignment_reference: order.consignmentReference,
        contract_number: order.contractNumber,
        booking_reference: order.bookingReference,
        cargo_description: order.cargoDescription,
        comments: order.comments,
        current_status: order.currentStatus,
        transport_mode: order.transportMode,
        transport_type: order.transportType,
        theoretical_distance_m: order.theoreticalDistanceM,
        loading_stop_id: ids[order.loadingIndex]!,
        delivery_stop_id: ids[order.deliveryIndex]!,
        departure_date: load.plannedStart,
        arrival_date: delivery.plannedStart,
        cancelled_at: cancelledAt,
        ...orderNextStopColumns(
          {
            loading_stop_id: ids[order.loadingIndex]!,
            delivery_stop_id: ids[order.deliveryIndex]!,
            cancelled_at: cancelledAt,
          },
          stopsById,
          tour.status,
        ),
        tag_ids: order.tagIds,
        created_at: order.createdAt,
        updated_at: latest(order.createdAt, load.arrivedAt, load.leftAt, delivery.arrivedAt, delivery.leftAt),
      });
      orderStopRows.push(
        {
          order_id: id,
          stop_id: ids[order.loadingIndex]!,
          activity: 'LOADING' as const,
          goods_status: 'NONE',
        },
        {
          order_id: id,
          stop_id: ids[order.deliveryIndex]!,
          activity: 'UNLOADING' as const,
          goods_status: order.deliveryGoodsStatus,
        },
      );
      for (const goods of order.goods) {
        goodsRows.push({
          organization_id: org,
          order_id: id,
          goods_type: goods.goodsType,
          quantity: goods.quantity,
          weight_kg: goods.weightKg,
          length_cm: goods.lengthCm,
          width_cm: goods.widthCm,
          height_cm: goods.heightCm,
          is_stackable: goods.isStackable,
          description: goods.description,
        });
      }
    }
    for (const [i, stop] of tour.stops.entries()) {
      const place = stop.site;
      stopRows.push({
        id: ids[i]!,
        organization_id: org,
        tour_id: tourId,
        sequence: i + 1,
        place_id: place.id,
        stop_type: stop.stopType,
        ...addressColumns(place),
        geofencing_radius: place.geofenceRadius,
        activity_time_minutes: stop.activityMinutes,
        planned_start: stop.plannedStart,
        planned_end: stop.plannedEnd,
        appointment_start: stop.appointmentStart,
        appointment_end: stop.appointmentEnd,
        arrived_at: stop.arrivedAt,
        left_at: stop.leftAt,
        is_skipped: stop.isSkipped,
        eta: stop.eta,
        eta_source: stop.etaSource,
        eta_status: stop.etaStatus,
        ...engineShownEtaColumns(stop),
        remaining_distance_m: stop.remainingDistanceM,
        goods_status: stopGoods[i]!,
        ...states[i]!,
      });
    }
  }

  await insertInChunks(tourRows, (chunk) => db.insertInto('tours').values(chunk).execute());
  await insertInChunks(stopRows, (chunk) => db.insertInto('stops').values(chunk).execute());
  await insertInChunks(orderRows, (chunk) => db.insertInto('orders').values(chunk).execute());
  await insertInChunks(orderStopRows, (chunk) => db.insertInto('order_stops').values(chunk).execute());
  await insertInChunks(goodsRows, (chunk) => db.insertInto('goods').values(chunk).execute());
  return tourIds;
}
