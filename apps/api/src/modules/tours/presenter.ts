// Turns tour rows into the JSON:API resources of shipment-domain §3 Tour, its orders, stop points and events.
import { isPaired } from '@cargolens/domain/pairing';
import { activityOfStopType, isStopType } from '@cargolens/domain/stops';
import { tourEventCategory, tourStatus } from '@cargolens/domain/tours';
import { isoTimeOrNull as iso, isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import { presentChartering, presentPair } from '../chartering';
import { presentStop } from '../orders';
import type { OrderStopRow, TourEventRow, TourOrderRow, TourRow, TourStopRow } from './repository';
import type { TourEventResource, TourOrderResource, TourRecordResource, TourStopResource } from './resources';
import type { ToursWithRelated } from './service';

const ref = <T extends string>(type: T, id: number) => ({ type, id: encodeId(id) });

function stopPoint(stop: TourStopRow | undefined) {
  if (!stop) return null;
  return {
    name: stop.name,
    town: stop.town,
    country: stop.country,
    timezone: stop.timezone,
    plannedStart: iso(stop.planned_start),
    plannedEnd: iso(stop.planned_end),
    arrivedAt: iso(stop.arrived_at),
    leftAt: iso(stop.left_at),
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The stop the domain marked next when the tour's stops were last refreshed (decision 0065). */
const next = (stops: TourStopRow[]) => stops.find((stop) => stop.is_next_stop);

export function presentTour(
  tour: TourRow,
  stops: TourStopRow[],
  orders: TourOrderRow[],
  related: ToursWithRelated,
): TourRecordResource {
  const permissions = related.permissions.get(tour.id);
  const upcoming = next(stops);
  const relationships: NonNullable<TourRecordResource['relationships']> = {};
  if (related.include.has('orders')) relationships.orders = { data: orders.map((o) => ref('orders', o.id)) };
  if (related.include.has('stops')) relationships.stops = { data: stops.map((s) => ref('stops', s.id)) };
  if (related.include.has('events'))
    relationships.events = { data: related.events.map((e) => ref('tourEvents', Number(e.id))) };
  const chartering = presentChartering(tour, permissions?.chartering ?? ['READ']);
  return {
    type: 'tours',
    id: encodeId(tour.id),
    attributes: {
      reference: tour.reference,
      status: tourStatus(tour.status),
      transportModes: [...new Set(orders.map((o) => o.transport_mode))].sort(),
      ownerName: tour.owner_name,
      charteredName: tour.carrier_organization_name ?? tour.unknown_carrier_name,
      startAt: iso(tour.start_at),
      departure: stopPoint(stops[0]),
      arrival: stopPoint(stops.at(-1)),
      nextStop: upcoming
        ? {
            name: upcoming.name,
            town: upcoming.town,
            etaStatus: upcoming.eta_status,
            eta: iso(upcoming.shown_eta),
          }
        : null,
      orderCount: orders.length,
      stopCount: stops.length,
      vehicle: tour.vehicle,
      trailer: tour.trailer,
      driver: tour.driver,
      chartering,
      pair: presentPair(tour, permissions?.pairing ?? ['READ']),
      isCharteredAtTourLevel: chartering.isActive,
      isPairedAtTourLevel: isPaired(tour.pairing_agency),
      version: tour.version,
      createdAt: isoTime(tour.created_at),
      updatedAt: isoTime(tour.updated_at),
    },
    relationships,
  };
}

export function presentTourOrder(
  order: TourOrderRow,
  stopsById: Map<number, TourStopRow>,
): TourOrderResource {
  const stop = (id: number | null) => stopPoint(id === null ? undefined : stopsById.get(id));
  return {
    type: 'orders',
    id: encodeId(order.id),
    attributes: {
      reference: order.reference,
      clientReference: order.client_reference,
      consignmentReference: order.consignment_reference,
      currentStatus: order.current_status,
      transportMode: order.transport_mode,
      departure: stop(order.loading_stop_id),
      arrival: stop(order.delivery_stop_id),
      createdAt: isoTime(order.created_at),
    },
  };
}

/** A stop point of the itinerary, with the order rules of an order's stop and the orders handled there. */
export function presentTourStop(
  stop: TourStopRow,
  tour: TourRow,
  orderStops: OrderStopRow[],
): TourStopResource {
  const activity = isStopType(stop.stop_type) ? activityOfStopType(stop.stop_type) : null;
  const base = presentStop({
    ...stop,
    order_id: 0,
    activity,
    order_goods_status: stop.goods_status,
    tour_status: tour.status,
  });
  return {
    ...base,
    attributes: {
      ...base.attributes,
      orders: orderStops.map((os) => ({
        id: encodeId(os.order_id),
        reference: os.reference,
        activity: os.activity,
      })),
    },
  };
}

export function presentTourEvent(event: TourEventRow): TourEventResource {
  const details = (event.details ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return {
    type: 'tourEvents',
    id: encodeId(Number(event.id)),
    attributes: {
      name: event.name,
      category: tourEventCategory(event.name),
      occurredAt: isoTime(event.occurred_at),
      user: event.user_name,
      actorOrganizationName: event.actor_organization_name,
      carrierName: event.agency_name ?? text(details.carrierName),
      resourceName: event.resource_label ?? text(details.resourceLabel),
      comment: text(details.comment) ?? text(details.reason),
    },
  };
}

/** Tours as primary data, what their view asked to include beside them, and the events of a detail. */
export function presentTours(related: ToursWithRelated) {
  const stopsByTour = groupBy(related.stops, (stop) => stop.tour_id);
  const ordersByTour = groupBy(related.orders, (order) => order.tour_id);
  const orderStopsByStop = groupBy(related.orderStops, (os) => os.stop_id);
  const stopsById = new Map(related.stops.map((stop) => [stop.id, stop]));
  const included: Array<TourOrderResource | TourStopResource> = [];
  const data = related.tours.map((tour) => {
    const stops = stopsByTour.get(tour.id) ?? [];
    const orders = ordersByTour.get(tour.id) ?? [];
    if (related.include.has('orders'))
      included.push(...orders.map((order) => presentTourOrder(order, stopsById)));
    if (related.include.has('stops')) {
      included.push(...stops.map((stop) => presentTourStop(stop, tour, orderStopsByStop.get(stop.id) ?? [])));
    }
    return presentTour(tour, stops, orders, related);
  });
  return { data, included, events: related.events.map(presentTourEvent) };
}
