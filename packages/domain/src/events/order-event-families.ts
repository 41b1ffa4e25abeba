// Order event and status families of shipment-domain.txt §4. Lifecycle and
// driving/site names are the spec's; the spec describes the other families
// only in words, so their names follow the same UPPER_SNAKE style and are
// listed in decision 0020.
export const ORDER_LIFECYCLE_EVENTS = [
  'ORDER_CREATED',
  'ORDER_TO_BE_CONFIRMED',
  'ORDER_PENDING_WAITING_CONFIRMATION',
  'ORDER_CONFIRMED',
  'ORDER_WAITING_TO_PAIR',
  'ORDER_IS_PAIR',
  'ORDER_IS_UNPAIR',
  'ORDER_IS_UNCHARTERED',
  'ORDER_PENDING',
  'ORDER_IS_REFUSED',
  'CANCEL_ORDER',
  'ORDER_UNFINISHED',
  'ORDER_MODIFIED',
  'ORDER_NOT_TRACKABLE',
] as const;

export const DRIVING_AND_SITE_EVENTS = [
  'DRIVING_TO_LOAD',
  'ARR_LOAD',
  'CON_LOAD',
  'LEFT_LOADING_SITE',
  'DRIVING_TO_UNLOAD',
  'ARR_UNLOAD',
  'CON_UNLOAD',
  'DRIVER_LEFT_UNLOAD',
] as const;

/** Delays, postponements, lost GPS and the goods outcomes at each site. */
export const SITE_INCIDENT_EVENTS = [
  'DELAY_LOAD',
  'POSTPONED_LOAD',
  'LOST_GPS_LOAD',
  'NOT_CONFORM_LOAD',
  'NOT_REALISED_LOAD',
  'REFUSED_LOAD',
  'REFUSED_BY_SHIPPER',
  'DELAY_UNLOAD',
  'POSTPONED_UNLOAD',
  'LOST_GPS_UNLOAD',
  'NOT_CONFORM_UNLOAD',
  'NOT_REALISED_UNLOAD',
  'REFUSED_UNLOAD',
  'REFUSED_BY_CONSIGNEE',
] as const;

/** Reasons attached to the site incident events. */
export const SITE_INCIDENT_REASONS = [
  'ABSENT',
  'ADDRESS_OBSOLETE',
  'CLOSING_HOURS',
  'HOLIDAYS_INVENTORY',
  'NEW_ADDRESS',
  'NOTICE',
  'ENTIRELY_MISSING',
  'PARTIALLY_MISSING',
  'DAMAGE',
  'LATE',
  'NO_SITE_ACCESS',
  'RESOURCE_INCIDENT',
  'RECEIVER_CANNOT_PAY',
  'MISSING_RETURNABLE',
  'WRONG_GOODS',
] as const;
export type SiteIncidentReason = (typeof SITE_INCIDENT_REASONS)[number];

export const TOUR_EVENTS = [
  'TOUR_ADDED',
  'TOUR_REMOVED',
  'TOUR_CHARTERING_REQUESTED',
  'TOUR_CHARTERED',
  'TOUR_CONFIRMED',
  'TOUR_REFUSED',
  'TOUR_UNCHARTERED',
  'TOUR_PAIRED',
  'TOUR_UNPAIRED',
] as const;

export const APPOINTMENT_EVENTS = [
  'APPOINTMENT_TAKEN',
  'APPOINTMENT_POSTPONED',
  'APPOINTMENT_CANCELED',
] as const;

export const CONTAINER_EVENTS = [
  'CONTAINER_GATE_IN',
  'CONTAINER_GATE_OUT',
  'CONTAINER_LOADED',
  'CONTAINER_UNLOADED',
  'CONTAINER_CUSTOMS_RELEASE',
  'CONTAINER_AVAILABLE_FOR_PICKUP',
] as const;

export const PARCEL_EVENTS = [
  'PARCEL_IN_TRANSIT',
  'PARCEL_READY_FOR_PICKUP',
  'PARCEL_ARRIVED_AT_HUB',
  'PARCEL_LEFT_HUB',
  'PARCEL_ARRIVED_AT_DELIVERY_HUB',
  'PARCEL_LEFT_DELIVERY_HUB',
] as const;

export const TRACKING_STATE_EVENTS = [
  'TRACKING_CREATED',
  'TRACKING_COMPLETED',
  'TRACKING_CANCELED',
  'TRACKING_ABANDONED',
] as const;

export const ORDER_EVENT_FAMILIES = {
  lifecycle: ORDER_LIFECYCLE_EVENTS,
  drivingAndSite: DRIVING_AND_SITE_EVENTS,
  siteIncident: SITE_INCIDENT_EVENTS,
  tour: TOUR_EVENTS,
  appointment: APPOINTMENT_EVENTS,
  container: CONTAINER_EVENTS,
  parcel: PARCEL_EVENTS,
  trackingState: TRACKING_STATE_EVENTS,
} as const;
export type OrderEventFamily = keyof typeof ORDER_EVENT_FAMILIES;
export type OrderEventName = (typeof ORDER_EVENT_FAMILIES)[OrderEventFamily][number];
