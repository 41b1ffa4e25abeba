import { CONTAINER_EVENTS, normaliseEventName, parseEventCode } from '../events';

// shipment-domain.txt §3 "Timeline step types", in display order. onTerminal is
// only shown for orders that pass a terminal, and sits before the delivery site
// because the spec makes the delivery site the final step (decision 0021).
export const TIMELINE_STEPS = [
  'orderCreated',
  'drivingLoadingSite',
  'onLoadingSite',
  'drivingDeliverySite',
  'onTerminal',
  'onDeliverySite',
] as const;
export type TimelineStepType = (typeof TIMELINE_STEPS)[number];

const STEP_EVENTS: Record<TimelineStepType, readonly string[]> = {
  orderCreated: [
    'ORDER_CREATED',
    'ORDER_TO_BE_CONFIRMED',
    'ORDER_PENDING_WAITING_CONFIRMATION',
    'ORDER_CONFIRMED',
    'ORDER_WAITING_TO_PAIR',
    'ORDER_PENDING',
    'ORDER_IS_PAIR',
    'ORDER_IS_REFUSED',
    'TRACKING_CREATED',
  ],
  drivingLoadingSite: ['DRIVING_TO_LOAD', 'DELAY_LOAD', 'POSTPONED_LOAD', 'LOST_GPS_LOAD'],
  onLoadingSite: [
    'ARR_LOAD',
    'CON_LOAD',
    'LEFT_LOADING_SITE',
    'NOT_CONFORM_LOAD',
    'NOT_REALISED_LOAD',
    'REFUSED_LOAD',
    'REFUSED_BY_SHIPPER',
  ],
  drivingDeliverySite: [
    'DRIVING_TO_UNLOAD',
    'DELAY_UNLOAD',
    'POSTPONED_UNLOAD',
    'LOST_GPS_UNLOAD',
    'PARCEL_IN_TRANSIT',
    'PARCEL_ARRIVED_AT_HUB',
    'PARCEL_LEFT_HUB',
    'PARCEL_ARRIVED_AT_DELIVERY_HUB',
    'PARCEL_LEFT_DELIVERY_HUB',
  ],
  onTerminal: CONTAINER_EVENTS,
  onDeliverySite: [
    'ARR_UNLOAD',
    'CON_UNLOAD',
    'DRIVER_LEFT_UNLOAD',
    'NOT_CONFORM_UNLOAD',
    'NOT_REALISED_UNLOAD',
    'REFUSED_UNLOAD',
    'REFUSED_BY_CONSIGNEE',
    'PARCEL_READY_FOR_PICKUP',
    'TRACKING_COMPLETED',
  ],
};

const STEP_OF = new Map<string, TimelineStepType>(
  TIMELINE_STEPS.flatMap((step) => STEP_EVENTS[step].map((name) => [name, step] as const)),
);

function stepOfTrackingCode(name: string): TimelineStepType | null {
  const parsed = parseEventCode(name);
  if (!parsed.ok) return null;
  const { phase } = parsed.code;
  if (phase === 'loading') return 'onLoadingSite';
  if (phase === 'delivery') return 'onDeliverySite';
  if (phase.includes('hub') || phase.includes('intermediate_stop') || phase === 'order_in_transit') {
    return 'drivingDeliverySite';
  }
  return null;
}

/**
 * The step an event belongs to by its own meaning, or null when it has none
 * (modifications, appointments, cancellations, unknown names): those join the
 * step the order was in when they happened (see buildTimeline).
 */
export function timelineStepOf(eventName: string | null | undefined): TimelineStepType | null {
  const name = normaliseEventName(eventName);
  return STEP_OF.get(name) ?? stepOfTrackingCode(name);
}
