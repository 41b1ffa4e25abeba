// The order form's values and their two translations: from an order read from the API (edit) and to the
// orders-in request body. Wall-clock times are entered in each stop's own time zone.
import { parseAbsolute, parseDateTime, toZoned } from '@internationalized/date';
import type { Order } from '../types';

export const FORM_STOP_TYPES = [
  'loading',
  'delivery',
  'hub',
  'intermediateStop',
  'deliveryHub',
  'readyForPickup',
] as const;
export const FORM_GOODS_TYPES = ['PALETS', 'FULL_TRUCK', 'LINEAR_METERS'] as const;
export const FORM_TRANSPORT_MODES = [
  'ftl',
  'ltl',
  'road',
  'parcel',
  'rail',
  'ocean',
  'air',
  'intermodal_legacy',
] as const;

export interface StopValues {
  stopType: string;
  name: string;
  street: string;
  postalCode: string;
  town: string;
  country: string;
  lat: string;
  lng: string;
  timezone: string;
  plannedStart: string;
  plannedEnd: string;
  appointmentStart: string;
  appointmentEnd: string;
  activityTime: string;
  instruction: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

export interface GoodsValues {
  goodsType: string;
  quantity: string;
  weight: string;
  gerbabilite: boolean;
  description: string;
}

export interface OrderFormValues {
  reference: string;
  clientReference: string;
  consignmentReference: string;
  contractNumber: string;
  cargoDescription: string;
  comments: string;
  transportMode: string;
  bookingReference: string;
  billOfLadingReference: string;
  containerReference: string;
  tourReference: string;
  priceAmount: string;
  priceCurrency: string;
  tags: string[];
  stops: StopValues[];
  goods: GoodsValues[];
}

export function emptyStop(stopType: string, timezone: string): StopValues {
  return {
    stopType,
    name: '',
    street: '',
    postalCode: '',
    town: '',
    country: 'FR',
    lat: '',
    lng: '',
    timezone,
    plannedStart: '',
    plannedEnd: '',
    appointmentStart: '',
    appointmentEnd: '',
    activityTime: '30',
    instruction: '',
    contactName: '',
    contactPhone: '',
    contactEmail: '',
  };
}

export function emptyGoods(): GoodsValues {
  return { goodsType: 'PALETS', quantity: '', weight: '', gerbabilite: false, description: '' };
}

export function emptyOrder(timezone: string): OrderFormValues {
  return {
    reference: '',
    clientReference: '',
    consignmentReference: '',
    contractNumber: '',
    cargoDescription: '',
    comments: '',
    transportMode: 'ftl',
    bookingReference: '',
    billOfLadingReference: '',
    containerReference: '',
    tourReference: '',
    priceAmount: '',
    priceCurrency: 'EUR',
    tags: [],
    stops: [emptyStop('loading', timezone), emptyStop('delivery', timezone)],
    goods: [emptyGoods()],
  };
}

/** '2026-12-01T08:00' in `zone` → the ISO instant with its offset; '' stays absent. */
export function wallTimeToInstant(value: string, zone: string): string | undefined {
  if (!value) return undefined;
  return toZoned(parseDateTime(value), zone).toAbsoluteString();
}

/** An ISO instant → the wall time it shows in `zone`, as a datetime-local value. */
export function instantToWallTime(value: string | null | undefined, zone: string): string {
  if (!value) return '';
  return parseAbsolute(value, zone).toString().slice(0, 16);
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
const number = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));

export function toOrderInput(values: OrderFormValues) {
  const attributes = {
    reference: values.reference.trim(),
    clientReference: text(values.clientReference),
    consignmentReference: text(values.consignmentReference),
    contractNumber: text(values.contractNumber),
    cargoDescription: text(values.cargoDescription),
    comments: text(values.comments),
    transportMode: values.transportMode,
    bookingReference: text(values.bookingReference),
    billOfLadingReference: text(values.billOfLadingReference),
    containerReference: text(values.containerReference),
    tour: text(values.tourReference) ? { reference: values.tourReference.trim() } : undefined,
    tags: values.tags,
    prices: text(values.priceAmount)
      ? [{ type: 'TO_BE_PAID' as const, amount: number(values.priceAmount)!, currency: values.priceCurrency }]
      : [],
    stops: values.stops.map((stop) => ({
      stopType: stop.stopType,
      address: {
        name: stop.name.trim(),
        street: text(stop.street),
        postalCode: text(stop.postalCode),
        town: stop.town.trim(),
        country: stop.country.trim().toUpperCase(),
        lat: number(stop.lat),
        lng: number(stop.lng),
      },
      timezone: stop.timezone,
      plannedStart: wallTimeToInstant(stop.plannedStart, stop.timezone),
      plannedEnd: wallTimeToInstant(stop.plannedEnd, stop.timezone),
      appointment: stop.appointmentStart
        ? {
            startAt: wallTimeToInstant(stop.appointmentStart, stop.timezone)!,
            endAt: wallTimeToInstant(stop.appointmentEnd, stop.timezone),
          }
        : undefined,
      appointmentState: stop.appointmentStart ? ('is_taken' as const) : ('is_not_required' as const),
      activityTime: number(stop.activityTime) ?? 30,
      instruction: text(stop.instruction),
      contact:
        stop.contactName || stop.contactPhone || stop.contactEmail
          ? { name: text(stop.contactName), phone: text(stop.contactPhone), email: text(stop.contactEmail) }
          : undefined,
    })),
    goods: values.goods
      .filter((line) => line.quantity.trim() !== '')
      .map((line) => ({
        goodsType: line.goodsType,
        quantity: number(line.quantity)!,
        weight: number(line.weight),
        gerbabilite: line.gerbabilite,
        description: text(line.description),
      })),
  };
  return { data: { type: 'orders' as const, attributes } };
}

export function fromOrder(order: Order, fallbackZone: string): OrderFormValues {
  const stops = [...(order.stops ?? [])].sort((a, b) => a.sequence - b.sequence);
  return {
    reference: order.reference,
    clientReference: order.clientReference ?? '',
    consignmentReference: order.consignmentReference ?? '',
    contractNumber: order.contractNumber ?? '',
    cargoDescription: order.cargoDescription ?? '',
    comments: order.comments ?? '',
    transportMode: order.transportMode,
    bookingReference: order.bookingReference ?? '',
    billOfLadingReference: order.billOfLadingReference ?? '',
    containerReference: order.containerReference ?? '',
    tourReference: order.tourReference ?? '',
    priceAmount: order.price ? String(order.price.amount) : '',
    priceCurrency: order.price?.currency ?? 'EUR',
    tags: (order.tags ?? []).map((tag) => tag.label),
    stops: stops.map((stop) => {
      const zone = stop.timezone || fallbackZone;
      return {
        stopType: stop.stopType,
        name: stop.name,
        street: stop.street ?? '',
        postalCode: stop.postalCode ?? '',
        town: stop.town,
        country: stop.country,
        lat: String(stop.position.lat),
        lng: String(stop.position.lng),
        timezone: zone,
        plannedStart: instantToWallTime(stop.plannedStart, zone),
        plannedEnd: instantToWallTime(stop.plannedEnd, zone),
        appointmentStart: instantToWallTime(stop.appointment?.startAt, zone),
        appointmentEnd: instantToWallTime(stop.appointment?.endAt, zone),
        activityTime: String(stop.activityTime),
        instruction: stop.instruction ?? '',
        contactName: stop.contact.name ?? '',
        contactPhone: stop.contact.phone ?? '',
        contactEmail: stop.contact.email ?? '',
      };
    }),
    goods: (order.goods ?? []).map((line) => ({
      goodsType: line.goodsType,
      quantity: line.quantity === null ? '' : String(line.quantity),
      weight: line.weight === null ? '' : String(line.weight),
      gerbabilite: line.gerbabilite,
      description: line.description ?? '',
    })),
  };
}
