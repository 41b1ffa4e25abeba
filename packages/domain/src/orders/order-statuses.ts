import { DRIVING_AND_SITE_EVENTS, ORDER_LIFECYCLE_EVENTS } from '../events';

/** What an order's current status can be: its lifecycle and its driving and site progress (shipment-domain §4). */
export const ORDER_STATUSES = [...ORDER_LIFECYCLE_EVENTS, ...DRIVING_AND_SITE_EVENTS] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Transport modes of shipment-domain §1; a tracking event without one is parcel. */
export const TRANSPORT_MODES = [
  'air',
  'air_goods',
  'ocean_booking',
  'ftl',
  'ftl_legacy',
  'ltl_legacy',
  'parcel_legacy',
  'ltl',
  'ocean_bill_of_lading',
  'ocean',
  'parcel',
  'rail',
  'road',
  'intermodal_legacy',
] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
