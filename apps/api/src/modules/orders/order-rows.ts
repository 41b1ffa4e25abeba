// Turns a validated orders-in input into table rows. Pure: the use case decides ids and what exists.
import { createHash } from 'node:crypto';
import { orderEndpoints } from '@cargolens/domain/orders';
import { activityOfStopType } from '@cargolens/domain/stops';
import type { Insertable, Updateable } from 'kysely';
import type { Database, OrdersTable, StopsTable } from '../../db/schema';
import { encodeId } from '../../kernel/public-id';
import { UNKNOWN_ID } from '../../kernel/unknown-id';
import type { OrderInput, StopInput } from './order-input';

/** Where a stop is: from the address book or as written in the order. */
export interface StopLocation {
  placeId: number | null;
  name: string;
  street: string | null;
  postalCode: string | null;
  town: string;
  country: string;
  lat: number;
  lng: number;
  timezone: string;
  geofencingRadius: number;
}

/**
 * A stable digest of what the sender sent: the same order sent twice has the same fingerprint. The ids the
 * route decoded (places, carrier agency) are digested as sent, so the fingerprints stored before they were
 * decoded still match (decision 0222). An id that names nothing never reaches a stored order.
 */
export function fingerprintOf(input: OrderInput): string {
  const asSent = (id: number) => (id === UNKNOWN_ID ? '' : encodeId(id));
  const sent = {
    ...input,
    stops: input.stops.map((stop) => (stop.place ? { ...stop, place: { id: asSent(stop.place.id) } } : stop)),
    ...(input.carrier?.agency !== undefined
      ? { carrier: { ...input.carrier, agency: asSent(input.carrier.agency) } }
      : {}),
  };
  return createHash('sha256').update(JSON.stringify(sent)).digest('base64url');
}

export function orderColumns(
  input: OrderInput,
): Updateable<OrdersTable> & Pick<Insertable<OrdersTable>, 'reference'> {
  const m = input.measures;
  return {
    reference: input.reference,
    client_reference: input.clientReference ?? null,
    consignment_reference: input.consignmentReference ?? null,
    contract_number: input.contractNumber ?? null,
    cargo_description: input.cargoDescription ?? null,
    comments: input.comments ?? null,
    transport_mode: input.transportMode,
    transport_type: input.transportType ?? null,
    trip_type: input.tripType ?? null,
    booking_reference: input.bookingReference ?? null,
    bill_of_lading_reference: input.billOfLadingReference ?? null,
    container_reference: input.containerReference ?? null,
    measure_full_load: m?.fullLoad ?? null,
    measure_linear_meters: m?.linearMeters ?? null,
    measure_pallet_ground: m?.palletGround ?? null,
    measure_gross_volume_m3: m?.grossVolume ?? null,
    measure_gross_weight_kg: m?.grossWeight ?? null,
  };
}

/** A stop's columns from the order: all but its key and its place in its tour. */
export type StopColumns = Omit<Insertable<StopsTable>, 'id' | 'organization_id' | 'tour_id' | 'sequence'>;

export function stopColumns(stop: StopInput, location: StopLocation): StopColumns {
  return {
    place_id: location.placeId,
    stop_type: stop.stopType,
    name: location.name,
    street: location.street,
    postal_code: location.postalCode,
    town: location.town,
    country: location.country,
    lat: location.lat,
    lng: location.lng,
    timezone: stop.timezone ?? location.timezone,
    geofencing_radius: stop.geofencingRadius ?? location.geofencingRadius,
    activity_time_minutes: stop.activityTime,
    planned_start: stop.plannedStart ?? null,
    planned_end: stop.plannedEnd ?? null,
    appointment_start: stop.appointment?.startAt ?? null,
    appointment_end: stop.appointment?.endAt ?? null,
    appointment_state: stop.appointmentState,
    instruction: stop.instruction ?? null,
    contact_name: stop.contact?.name ?? null,
    contact_phone: stop.contact?.phone ?? null,
    contact_email: stop.contact?.email ?? null,
    siret: stop.siret ?? null,
    unlocode: stop.unlocode ?? null,
    iata_code: stop.iataCode ?? null,
  };
}

/**
 * The order's own columns once its tour and stops are known: its first loading and last delivery date it and
 * stand for it in lists (departure and arrival).
 */
export function orderRow(
  input: OrderInput,
  written: { tourId: number; tagIds: number[]; stopIds: number[]; fingerprint: string },
) {
  const { loadingIndex, deliveryIndex } = orderEndpoints(stopActivities(input));
  return {
    ...orderColumns(input),
    tour_id: written.tourId,
    tag_ids: written.tagIds,
    loading_stop_id: written.stopIds[loadingIndex] ?? null,
    delivery_stop_id: written.stopIds[deliveryIndex] ?? null,
    departure_date: input.stops[loadingIndex]?.plannedStart ?? null,
    arrival_date: input.stops[deliveryIndex]?.plannedStart ?? null,
    input_fingerprint: written.fingerprint,
    updated_at: new Date(),
  };
}

/** What the order does at each of its stops (null where it only passes through). */
export function stopActivities(input: OrderInput) {
  return input.stops.map((stop) => activityOfStopType(stop.stopType));
}

export function orderStopRows(input: OrderInput, orderId: number, stopIds: number[]) {
  const activities = stopActivities(input);
  return stopIds.map((stopId, i) => ({
    order_id: orderId,
    stop_id: stopId,
    activity: activities[i] ?? null,
  }));
}

type Row<T extends keyof Database> = Insertable<Database[T]>;

/** The order's goods aggregate and prices as rows of their tables (json columns as values: the rows travel as JSON). */
export function childRows(input: OrderInput, organizationId: number, orderId: number) {
  const owned = { organization_id: organizationId, order_id: orderId };
  const goods: Row<'goods'>[] = input.goods.map((line, position) => ({
    ...owned,
    position,
    goods_type: line.goodsType,
    quantity: line.quantity,
    weight_kg: line.weight ?? null,
    length_cm: line.size?.length ?? null,
    width_cm: line.size?.width ?? null,
    height_cm: line.size?.height ?? null,
    is_stackable: line.gerbabilite,
    description: line.description ?? null,
  }));
  const handlingUnits: Row<'handling_units'>[] = input.handlingUnits.map((unit, position) => ({
    ...owned,
    position,
    type: unit.type,
    label: unit.label ?? null,
    tracking_barcode: unit.trackingBarcode ?? null,
    consolidation_id: unit.consolidationId ?? null,
    length_cm: unit.dimensions?.length ?? null,
    width_cm: unit.dimensions?.width ?? null,
    height_cm: unit.dimensions?.height ?? null,
    weight_kg: unit.weight ?? null,
    planned_quantity: unit.plannedQuantity,
    content_references: unit.contentReferences,
  }));
  const purchaseOrders: Row<'purchase_orders'>[] = input.purchaseOrders.map((po, position) => ({
    ...owned,
    position,
    reference: po.reference,
    items: po.items,
  }));
  const returnablePackings: Row<'returnable_packings'>[] = input.returnablePackings.map((rp, position) => ({
    ...owned,
    position,
    type: rp.type,
    custom_type: rp.customType ?? null,
    planned_quantity: rp.plannedQuantity,
  }));
  const prices: Row<'order_prices'>[] = input.prices.map((price, position) => ({
    ...owned,
    position,
    type: price.type,
    amount: price.amount,
    currency: price.currency,
  }));
  return { goods, handlingUnits, purchaseOrders, returnablePackings, prices };
}
