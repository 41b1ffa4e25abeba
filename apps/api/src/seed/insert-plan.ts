// Writes planned tours with their stops, orders, order stops and goods in large multi-row inserts.
// Ids are reserved from the sequences first, so every row can point at its parent without a round trip.
import { stopGoodsStatus } from '@cargolens/domain/goods';
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

type PlannedOrder = PlannedTour['orders'][number];
type PlannedStop = PlannedTour['stops'][number];

/** The rows of every table the plan writes, in the order they are inserted. */
interface PlanRows {
  tours: Insertable<ToursTable>[];
  stops: Insertable<StopsTable>[];
  orders: Insertable<OrdersTable>[];
  orderStops: Insertable<OrderStopsTable>[];
  goods: Insertable<GoodsTable>[];
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
  const rows: PlanRows = { tours: [], stops: [], orders: [], orderStops: [], goods: [] };
  let nextStop = 0;
  let nextOrder = 0;
  for (const [t, tour] of tours.entries()) {
    const ids = {
      tour: tourIds[t]!,
      stops: tour.stops.map(() => stopIds[nextStop++]!),
      orders: tour.orders.map(() => orderIds[nextOrder++]!),
    };
    addTourRows(rows, tour, ids);
  }

  await insertInChunks(rows.tours, (chunk) => db.insertInto('tours').values(chunk).execute());
  await insertInChunks(rows.stops, (chunk) => db.insertInto('stops').values(chunk).execute());
  await insertInChunks(rows.orders, (chunk) => db.insertInto('orders').values(chunk).execute());
  await insertInChunks(rows.orderStops, (chunk) => db.insertInto('order_stops').values(chunk).execute());
  await insertInChunks(rows.goods, (chunk) => db.insertInto('goods').values(chunk).execute());
  return tourIds;
}

/** One tour's rows: the tour, its orders with their order stops and goods, then its stops. */
function addTourRows(
  rows: PlanRows,
  tour: PlannedTour,
  ids: { tour: number; stops: number[]; orders: number[] },
): void {
  const lastEvent = latest(tour.createdAt, ...tour.stops.flatMap((stop) => [stop.arrivedAt, stop.leftAt]));
  rows.tours.push({
    id: ids.tour,
    organization_id: tour.organizationId,
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
    id: ids.stops[i]!,
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
  // A delivery stop shows the worst goods problem of the orders delivered there (the domain's rule).
  const stopGoods = tour.stops.map((_, i) =>
    stopGoodsStatus(
      tour.orders
        .filter((order) => order.deliveryIndex === i)
        .map((order) => ({ goodsStatus: order.deliveryGoodsStatus })),
    ),
  );
  for (const [k, order] of tour.orders.entries()) {
    const stopIdOf = (index: number) => ids.stops[index]!;
    rows.orders.push({
      ...orderColumns(tour, order, { id: ids.orders[k]!, tour: ids.tour, stopIdOf }),
      ...orderNextStopColumns(
        {
          loading_stop_id: stopIdOf(order.loadingIndex),
          delivery_stop_id: stopIdOf(order.deliveryIndex),
          cancelled_at: cancelledAtOf(order),
        },
        stopsById,
        tour.status,
      ),
    });
    addOrderStopsAndGoods(rows, tour, order, { id: ids.orders[k]!, stopIdOf });
  }
  for (const [i, stop] of tour.stops.entries()) {
    rows.stops.push({
      ...stopColumns(tour, stop, i, { id: ids.stops[i]!, tour: ids.tour }),
      goods_status: stopGoods[i]!,
      ...states[i]!,
    });
  }
}

const cancelledAtOf = (order: PlannedOrder) =>
  order.currentStatus === 'CANCEL_ORDER' ? order.createdAt : null;

function orderColumns(
  tour: PlannedTour,
  order: PlannedOrder,
  ids: { id: number; tour: number; stopIdOf: (index: number) => number },
) {
  const load = tour.stops[order.loadingIndex]!;
  const delivery = tour.stops[order.deliveryIndex]!;
  return {
    id: ids.id,
    organization_id: tour.organizationId,
    carrier_organization_id: tour.carrierOrganizationId,
    tour_id: ids.tour,
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
    loading_stop_id: ids.stopIdOf(order.loadingIndex),
    delivery_stop_id: ids.stopIdOf(order.deliveryIndex),
    departure_date: load.plannedStart,
    arrival_date: delivery.plannedStart,
    cancelled_at: cancelledAtOf(order),
    tag_ids: order.tagIds,
    created_at: order.createdAt,
    updated_at: latest(order.createdAt, load.arrivedAt, load.leftAt, delivery.arrivedAt, delivery.leftAt),
  };
}

function addOrderStopsAndGoods(
  rows: PlanRows,
  tour: PlannedTour,
  order: PlannedOrder,
  ids: { id: number; stopIdOf: (index: number) => number },
): void {
  rows.orderStops.push(
    {
      order_id: ids.id,
      stop_id: ids.stopIdOf(order.loadingIndex),
      activity: 'LOADING' as const,
      goods_status: 'NONE',
    },
    {
      order_id: ids.id,
      stop_id: ids.stopIdOf(order.deliveryIndex),
      activity: 'UNLOADING' as const,
      goods_status: order.deliveryGoodsStatus,
    },
  );
  for (const goods of order.goods) {
    rows.goods.push({
      organization_id: tour.organizationId,
      order_id: ids.id,
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

function stopColumns(tour: PlannedTour, stop: PlannedStop, i: number, ids: { id: number; tour: number }) {
  const place = stop.site;
  return {
    id: ids.id,
    organization_id: tour.organizationId,
    tour_id: ids.tour,
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
  };
}
