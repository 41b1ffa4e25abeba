// Turns rows into the JSON:API resources of the spec's Order, Stop, Tour and Goods (shipment-domain §3).

import { stopDelayState } from '@cargolens/domain/delay';
import type { EtaSource } from '@cargolens/domain/eta';
import type { GeofenceCollection } from '@cargolens/domain/geo';
import { orderPermissions } from '@cargolens/domain/orders';
import { preferredPrice } from '@cargolens/domain/pricing';
import { STOP_SUMMARY_STATES, type StopSummaryState, stopGeofence } from '@cargolens/domain/stops';
import { isoTimeOrNull as iso, isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GoodsRow, OrderDetailsRow, OrderStopRow, TourRow } from './repository';
import type { GoodsResource, OrderResource, StopResource, TourResource } from './resources';
import type { OrderAggregate, OrdersWithRelated } from './service';

/**
 * The ETA a stop shows, as the tracking worker stored it (shownEta, decision 0224): an external ETA for a stop
 * still ahead before the engine's own; the delay status stored beside it was judged on the same choice.
 */
function stopEta(stop: OrderStopRow) {
  return stop.shown_eta
    ? {
        date: isoTime(stop.shown_eta),
        etaStatus: stop.eta_status,
        source: stop.shown_eta_source as EtaSource,
        isDeprecated: stop.shown_eta_deprecated,
      }
    : null;
}

/** A stop as the order's list shows it (departure, arrival): its columns read by name, not built per row. */
interface StopSummaryColumns {
  name: string | null;
  town: string | null;
  postalCode: string | null;
  country: string | null;
  timezone: string | null;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  arrivedAt: Date | null;
  leftAt: Date | null;
}

function stopSummary(stop: StopSummaryColumns) {
  if (stop.name === null) return null;
  return {
    name: stop.name,
    town: stop.town,
    postalCode: stop.postalCode,
    country: stop.country,
    timezone: stop.timezone,
    plannedStart: iso(stop.plannedStart),
    plannedEnd: iso(stop.plannedEnd),
    arrivedAt: iso(stop.arrivedAt),
    leftAt: iso(stop.leftAt),
  };
}

type OrderAttributes = OrderResource['attributes'];
/** The attributes every order has; its goods and prices come with one order only (presentAggregate). */
type RowAttribute = Exclude<keyof OrderAttributes, keyof ReturnType<typeof presentAggregate>>;

/** What an order's attributes are presented from besides its row. */
interface OrderContext {
  tags: Map<number, { label: string; color: string }>;
  scope: TenantScope;
}

/**
 * Each attribute of an order's list row, presented on its own: a list asked with `fields[orders]` presents only
 * the attributes named (decision 0172) instead of every one to drop most of them afterwards.
 */
const ORDER_ATTRIBUTES: {
  [K in RowAttribute]: (row: OrderDetailsRow, context: OrderContext) => OrderAttributes[K];
} = {
  reference: (row) => row.reference,
  clientReference: (row) => row.client_reference,
  consignmentReference: (row) => row.consignment_reference,
  contractNumber: (row) => row.contract_number,
  bookingReference: (row) => row.booking_reference,
  cargoDescription: (row) => row.cargo_description,
  comments: (row) => row.comments,
  currentStatus: (row) => row.current_status,
  transportMode: (row) => row.transport_mode,
  transportType: (row) => row.transport_type,
  tripType: (row) => row.trip_type,
  theoreticalDistance: (row) => row.theoretical_distance_m,
  tourReference: (row) => row.tour_reference,
  tourStatus: (row) => row.tour_status,
  nextStopPointEtaState: (row) => row.next_stop_eta_state,
  ownerName: (row) => row.owner_name,
  charteredName: (row) => row.carrier_name,
  tags: (row, { tags }) => row.tag_ids.flatMap((id) => tags.get(id) ?? []),
  departure: (row) =>
    stopSummary({
      name: row.ls_name,
      town: row.ls_town,
      postalCode: row.ls_postal_code,
      country: row.ls_country,
      timezone: row.ls_timezone,
      plannedStart: row.ls_planned_start,
      plannedEnd: row.ls_planned_end,
      arrivedAt: row.ls_arrived_at,
      leftAt: row.ls_left_at,
    }),
  arrival: (row) =>
    stopSummary({
      name: row.ds_name,
      town: row.ds_town,
      postalCode: row.ds_postal_code,
      country: row.ds_country,
      timezone: row.ds_timezone,
      plannedStart: row.ds_planned_start,
      plannedEnd: row.ds_planned_end,
      arrivedAt: row.ds_arrived_at,
      leftAt: row.ds_left_at,
    }),
  billOfLadingReference: (row) => row.bill_of_lading_reference,
  containerReference: (row) => row.container_reference,
  mean: (row) => (row.mean_label === null ? null : { label: row.mean_label, mode: row.mean_mode }),
  nextStopPoint: (row) => nextStopPointOf(row.next_stop_point),
  measures: (row) => ({
    fullLoad: row.measure_full_load,
    linearMeters: row.measure_linear_meters,
    palletGround: row.measure_pallet_ground,
    grossVolume: row.measure_gross_volume_m3,
    grossWeight: row.measure_gross_weight_kg,
  }),
  cancelledAt: (row) => iso(row.cancelled_at),
  permissions: (row, { scope }) =>
    orderPermissions(scope, {
      organizationId: row.organization_id,
      carrierOrganizationId: row.carrier_organization_id,
    }),
  version: (row) => row.version,
  createdAt: (row) => isoTime(row.created_at),
  updatedAt: (row) => isoTime(row.updated_at),
};

type AttributePresenter = (row: OrderDetailsRow, context: OrderContext) => unknown;

/** The row attributes a page presents: every one, or those named in `fields`; chosen once per page, not per row. */
function rowAttributesOf(fields: ReadonlySet<string> | undefined): Array<[string, AttributePresenter]> {
  const all = Object.entries(ORDER_ATTRIBUTES) as Array<[string, AttributePresenter]>;
  return fields ? all.filter(([name]) => fields.has(name)) : all;
}

/** An order; with `fields`, only the attributes and relationships named there (JSON:API sparse fieldset). */
function presentOrder(
  row: OrderDetailsRow,
  rowAttributes: Array<[string, AttributePresenter]>,
  context: OrderContext,
  related: { stopIds?: number[]; goodsIds?: number[] },
  aggregate?: OrderAggregate,
  fields?: ReadonlySet<string>,
): OrderResource {
  const attributes: Record<string, unknown> = {};
  for (const [name, present] of rowAttributes) attributes[name] = present(row, context);
  if (aggregate)
    for (const [name, value] of Object.entries(presentAggregate(aggregate)))
      if (!fields || fields.has(name)) attributes[name] = value;
  const relationships: NonNullable<OrderResource['relationships']> = {};
  if (!fields || fields.has('tour'))
    relationships.tour = { data: row.tour_id ? { type: 'tours', id: encodeId(row.tour_id) } : null };
  if (related.stopIds && (!fields || fields.has('stops')))
    relationships.stops = { data: related.stopIds.map((id) => ({ type: 'stops', id: encodeId(id) })) };
  if (related.goodsIds && (!fields || fields.has('goods')))
    relationships.goods = { data: related.goodsIds.map((id) => ({ type: 'goods', id: encodeId(id) })) };
  const order = { type: 'orders', id: encodeId(row.id), attributes } as OrderResource;
  if (Object.keys(relationships).length > 0) order.relationships = relationships;
  return order;
}

function presentAggregate(aggregate: OrderAggregate) {
  const prices = aggregate.prices.map((p) => ({ type: p.type, amount: p.amount, currency: p.currency }));
  return {
    prices,
    price: preferredPrice(prices),
    handlingUnits: aggregate.handlingUnits.map((unit) => ({
      id: encodeId(unit.id),
      type: unit.type,
      label: unit.label,
      trackingBarcode: unit.tracking_barcode,
      consolidationId: unit.consolidation_id,
      dimensions:
        unit.length_cm && unit.width_cm && unit.height_cm
          ? { length: unit.length_cm, width: unit.width_cm, height: unit.height_cm }
          : null,
      weight: unit.weight_kg,
      quantities: {
        planned: unit.planned_quantity,
        loaded: unit.loaded_quantity,
        delivered: unit.delivered_quantity,
      },
      contentReferences: unit.content_references as Array<{ type: string; value: string }>,
    })),
    purchaseOrders: aggregate.purchaseOrders.map((po) => ({
      reference: po.reference,
      items: po.items as Array<Record<string, string | number>>,
    })),
    returnablePackings: aggregate.returnablePackings.map((rp) => ({
      type: rp.type,
      customType: rp.custom_type,
      plannedQuantity: rp.planned_quantity,
    })),
  };
}

const nextStopPointOf = (value: string | null) =>
  value === 'departure' || value === 'arrival' ? value : null;

const summaryStateOf = (value: string): StopSummaryState =>
  (STOP_SUMMARY_STATES as readonly string[]).includes(value) ? (value as StopSummaryState) : 'UNKNOW';

/** A stop with the states the domain decided and refreshStopStates stored (decision 0065): nothing derived here. */
export function presentStop(stop: OrderStopRow, withGeofence = false): StopResource {
  const completionState = {
    isDone: stop.is_done,
    hasBeenAborted: stop.is_skipped,
    isLate: stop.is_completion_late,
  };
  const onSite = { isOnSite: stop.is_on_site, isLate: stop.is_on_site_late };
  return {
    type: 'stops',
    id: encodeId(stop.id),
    attributes: {
      sequence: stop.sequence,
      stopType: stop.stop_type,
      activity: stop.activity,
      name: stop.name,
      street: stop.street,
      postalCode: stop.postal_code,
      town: stop.town,
      country: stop.country,
      timezone: stop.timezone,
      position: { lat: stop.lat, lng: stop.lng },
      geofencingRadius: stop.geofencing_radius,
      ...(withGeofence
        ? {
            geofencing: stopGeofence({
              position: { lat: stop.lat, lng: stop.lng },
              radiusM: stop.geofencing_radius,
              placeGeofence: stop.place_geofence as GeofenceCollection | null | undefined,
            }),
          }
        : {}),
      activityTime: stop.activity_time_minutes,
      plannedStart: iso(stop.planned_start),
      plannedEnd: iso(stop.planned_end),
      appointment: stop.appointment_start
        ? { startAt: iso(stop.appointment_start), endAt: iso(stop.appointment_end) }
        : null,
      arrivedAt: iso(stop.arrived_at),
      leftAt: iso(stop.left_at),
      isSkipped: stop.is_skipped,
      isNextStop: stop.is_next_stop,
      isDriving: stop.is_driving,
      completionState,
      onSite,
      summaryState: summaryStateOf(stop.summary_state),
      delayState: stopDelayState(stop.eta_status),
      goodsStatus: stop.order_goods_status,
      eta: stopEta(stop),
      remainingDistance: stop.remaining_distance_m,
      placeId: stop.place_id === null ? null : encodeId(stop.place_id),
      appointmentState: stop.appointment_state,
      instruction: stop.instruction,
      contact: { name: stop.contact_name, phone: stop.contact_phone, email: stop.contact_email },
      siret: stop.siret,
      unlocode: stop.unlocode,
      iataCode: stop.iata_code,
    },
  };
}

export function presentTour(tour: TourRow): TourResource {
  return {
    type: 'tours',
    id: encodeId(tour.id),
    attributes: {
      reference: tour.reference,
      status: tour.status,
      carrierName: tour.carrier_name,
      vehicle: tour.vehicle,
      trailer: tour.trailer,
      driver: tour.driver,
      startAt: iso(tour.start_at),
    },
  };
}

export function presentGoods(goods: GoodsRow): GoodsResource {
  return {
    type: 'goods',
    id: encodeId(goods.id),
    attributes: {
      goodsType: goods.goods_type,
      quantity: goods.quantity,
      weight: goods.weight_kg,
      size: { length: goods.length_cm, width: goods.width_cm, height: goods.height_cm },
      gerbabilite: goods.is_stackable,
      description: goods.description,
    },
  };
}

/** Orders as primary data, and what was asked to be included beside them. */
export function presentOrders(
  { orders, stops, goods, tours, aggregate, stopGeofences }: OrdersWithRelated,
  scope: TenantScope,
  fields?: ReadonlySet<string>,
) {
  const tagMap = new Map(
    orders.flatMap((r) => r.tag_list.map((t) => [t.id, { label: t.label, color: t.color }] as const)),
  );
  const rowAttributes = rowAttributesOf(fields);
  const context: OrderContext = { tags: tagMap, scope };
  const data = orders.map((row) =>
    presentOrder(
      row,
      rowAttributes,
      context,
      {
        ...(stops ? { stopIds: stops.filter((s) => s.order_id === row.id).map((s) => s.id) } : {}),
        ...(goods ? { goodsIds: goods.filter((g) => g.order_id === row.id).map((g) => g.id) } : {}),
      },
      aggregate,
      fields,
    ),
  );
  const included: Array<StopResource | TourResource | GoodsResource> = [
    ...(stops ?? []).map((s) => presentStop(s, stopGeofences)),
    ...(tours ?? []).map(presentTour),
    ...(goods ?? []).map(presentGoods),
  ];
  return { data, included };
}
