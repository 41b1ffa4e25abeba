// Turns rows into the JSON:API resources of the spec's Order, Stop, Tour and Goods (shipment-domain §3).

import { stopDelayState } from '@cargolens/domain/delay';
import { type EtaSource, headlineEta } from '@cargolens/domain/eta';
import type { GeofenceCollection } from '@cargolens/domain/geo';
import { preferredPrice } from '@cargolens/domain/pricing';
import { STOP_SUMMARY_STATES, type StopSummaryState, stopGeofence } from '@cargolens/domain/stops';
import { encodeId } from '../../kernel/public-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GoodsRow, OrderDetailsRow, OrderStopRow, TourRow } from './repository';
import type { GoodsResource, OrderResource, StopResource, TourResource } from './resources';
import type { OrderAggregate, OrdersWithRelated } from './service';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * The ETA a stop shows: an external ETA received for a stop still ahead comes before the engine's own
 * (shipment-domain §3, decision 0101); the delay status stored beside it was judged on the same choice.
 */
function stopEta(stop: OrderStopRow) {
  const reached = stop.is_skipped || stop.arrived_at !== null || stop.left_at !== null;
  const internal = stop.eta
    ? { eta: stop.eta.getTime(), source: (stop.eta_source ?? 'internal') as EtaSource, isDeprecated: false }
    : null;
  const external =
    !reached && stop.external_eta
      ? {
          eta: stop.external_eta.getTime(),
          source: (stop.external_eta_source ?? 'external') as EtaSource,
          isDeprecated: stop.external_eta_deprecated,
        }
      : null;
  const shown = headlineEta([internal, external]);
  return shown
    ? {
        date: new Date(shown.eta!).toISOString(),
        etaStatus: stop.eta_status,
        source: shown.source,
        isDeprecated: shown.isDeprecated,
      }
    : null;
}

function stopSummary(prefix: 'ls' | 'ds', row: OrderDetailsRow) {
  const name = row[`${prefix}_name`];
  if (name === null) return null;
  return {
    name,
    town: row[`${prefix}_town`],
    postalCode: row[`${prefix}_postal_code`],
    country: row[`${prefix}_country`],
    timezone: row[`${prefix}_timezone`],
    plannedStart: iso(row[`${prefix}_planned_start`]),
    plannedEnd: iso(row[`${prefix}_planned_end`]),
    arrivedAt: iso(row[`${prefix}_arrived_at`]),
    leftAt: iso(row[`${prefix}_left_at`]),
  };
}

export function presentOrder(
  row: OrderDetailsRow,
  tags: Map<number, { label: string; color: string }>,
  related: { stopIds?: number[]; goodsIds?: number[] },
  scope: TenantScope,
  aggregate?: OrderAggregate,
): OrderResource {
  const relationships: NonNullable<OrderResource['relationships']> = {
    tour: { data: row.tour_id ? { type: 'tours', id: encodeId(row.tour_id) } : null },
  };
  if (related.stopIds)
    relationships.stops = { data: related.stopIds.map((id) => ({ type: 'stops', id: encodeId(id) })) };
  if (related.goodsIds)
    relationships.goods = { data: related.goodsIds.map((id) => ({ type: 'goods', id: encodeId(id) })) };
  return {
    type: 'orders',
    id: encodeId(row.id),
    attributes: {
      reference: row.reference,
      clientReference: row.client_reference,
      consignmentReference: row.consignment_reference,
      contractNumber: row.contract_number,
      bookingReference: row.booking_reference,
      cargoDescription: row.cargo_description,
      comments: row.comments,
      currentStatus: row.current_status,
      transportMode: row.transport_mode,
      transportType: row.transport_type,
      tripType: row.trip_type,
      theoreticalDistance: row.theoretical_distance_m,
      tourReference: row.tour_reference,
      tourStatus: row.tour_status,
      nextStopPointEtaState: row.next_stop_eta_state,
      ownerName: row.owner_name,
      charteredName: row.carrier_name,
      tags: row.tag_ids.flatMap((id) => tags.get(id) ?? []),
      departure: stopSummary('ls', row),
      arrival: stopSummary('ds', row),
      billOfLadingReference: row.bill_of_lading_reference,
      containerReference: row.container_reference,
      mean: row.mean_label === null ? null : { label: row.mean_label, mode: row.mean_mode },
      nextStopPoint: nextStopPointOf(row.next_stop_point),
      measures: {
        fullLoad: row.measure_full_load,
        linearMeters: row.measure_linear_meters,
        palletGround: row.measure_pallet_ground,
        grossVolume: row.measure_gross_volume_m3,
        grossWeight: row.measure_gross_weight_kg,
      },
      cancelledAt: iso(row.cancelled_at),
      permissions:
        scope.allOrganizations || row.organization_id === scope.organizationId
          ? ['READ', 'MODIFY']
          : ['READ'],
      version: row.version,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      ...(aggregate ? presentAggregate(aggregate) : {}),
    },
    relationships,
  };
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
) {
  const tagMap = new Map(
    orders.flatMap((r) => r.tag_list.map((t) => [t.id, { label: t.label, color: t.color }] as const)),
  );
  const data = orders.map((row) =>
    presentOrder(
      row,
      tagMap,
      {
        ...(stops ? { stopIds: stops.filter((s) => s.order_id === row.id).map((s) => s.id) } : {}),
        ...(goods ? { goodsIds: goods.filter((g) => g.order_id === row.id).map((g) => g.id) } : {}),
      },
      scope,
      aggregate,
    ),
  );
  const included: Array<StopResource | TourResource | GoodsResource> = [
    ...(stops ?? []).map((s) => presentStop(s, stopGeofences)),
    ...(tours ?? []).map(presentTour),
    ...(goods ?? []).map(presentGoods),
  ];
  return { data, included };
}
